import type { BlockDto } from '@tessera/contracts';
import { normalizeBlockType } from '@tessera/domain';
import type { schema } from '@tessera/platform';
import { blockSettingsFor, type SettingsAudience } from './block-secrets.js';

export type BlockRow = typeof schema.blocks.$inferSelect;

/**
 * A stored block as the editor and the viewer read it; `section` and `sheet_title` live in
 * settings. Its secrets never leave: see blockSettingsFor.
 */
export function toBlockDto(row: BlockRow, audience: SettingsAudience): BlockDto {
  const { section, sheet_title } = row.settings;
  return {
    id: row.id,
    type: normalizeBlockType(row.type),
    position: row.position,
    ...(typeof section === 'string' ? { section } : {}),
    ...(typeof sheet_title === 'string' ? { sheet_title } : {}),
    settings: blockSettingsFor(row.type, row.settings, audience),
  };
}
