import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed, normalizeBlockType } from '@tessera/domain';
import type { schema } from '@tessera/platform';
import { blockSettingsFor, type SettingsAudience } from './block-secrets.js';

export type BlockRow = typeof schema.blocks.$inferSelect;

/**
 * A stored block as the editor and the viewer read it; `section` and `sheet_title` live in
 * settings. Its secrets never leave: see blockSettingsFor. Its settings come read through the
 * type's schema (defaults of fields added since it was stored filled in), so the viewer draws them
 * without a schema of its own; settings that do not pass come as stored, with the problem.
 */
export function toBlockDto(row: BlockRow, audience: SettingsAudience): BlockDto {
  const { section, sheet_title } = row.settings;
  const type = normalizeBlockType(row.type);
  const served = blockSettingsAsServed(type, blockSettingsFor(row.type, row.settings, audience));
  return {
    id: row.id,
    type,
    position: row.position,
    ...(typeof section === 'string' ? { section } : {}),
    ...(typeof sheet_title === 'string' ? { sheet_title } : {}),
    ...served,
    // The schema gives a secret's field its default (''): a visitor gets no trace of it at all.
    ...(audience === 'visitor'
      ? { settings: blockSettingsFor(type, served.settings, audience) }
      : {}),
  };
}
