import type { BoardSettings } from '@tessera/contracts';
import type { schema } from '@tessera/platform';
import { withBoardDefaults } from './board-settings-defaults.js';

export type BoardRow = typeof schema.boards.$inferSelect;

/** A board as the dashboard edits it: its settings with their defaults filled in. */
export type BoardDto = {
  id: string;
  name: string;
  slug: string;
  spreadsheetId: string | null;
  public: boolean;
  settings: BoardSettings;
  createdAt: string;
  updatedAt: string;
};

export function toBoardSummary(row: BoardRow) {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    spreadsheetId: row.spreadsheetId,
    public: row.public,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toBoardDto(row: BoardRow): BoardDto {
  return {
    ...toBoardSummary(row),
    settings: { ...(withBoardDefaults(row.settings) as BoardSettings), public: row.public },
    createdAt: row.createdAt.toISOString(),
  };
}
