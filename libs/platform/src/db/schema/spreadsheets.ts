import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

export const spreadsheets = pgTable(
  'spreadsheets',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    source: text('source', { enum: ['upload', 'google'] })
      .notNull()
      .default('upload'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('spreadsheets_workspace_idx').on(t.workspaceId)],
);

export const sheets = pgTable(
  'sheets',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    spreadsheetId: text('spreadsheet_id')
      .notNull()
      .references(() => spreadsheets.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    /** Header row, in order. */
    columns: jsonb('columns').$type<string[]>().notNull(),
    rowCount: integer('row_count').notNull().default(0),
  },
  (t) => [uniqueIndex('sheets_spreadsheet_title_key').on(t.spreadsheetId, t.title)],
);

/** One row of a sheet. `id` is the row's stable identity (the spec's `_id`). */
export const sheetRows = pgTable(
  'sheet_rows',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    sheetId: text('sheet_id')
      .notNull()
      .references(() => sheets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sheet_rows_sheet_position_idx').on(t.sheetId, t.position)],
);
