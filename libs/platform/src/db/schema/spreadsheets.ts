import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { workspaces } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * A Google credential a workspace reads and writes spreadsheets with: a service-account key or an
 * OAuth refresh token, always stored encrypted (`secret`, see SecretBox). `status` turns `revoked`
 * when Google refuses it, which stops background reads and write retries until it is replaced.
 */
export const googleConnections = pgTable(
  'google_connections',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['service_account', 'oauth'] }).notNull(),
    /** The service account's e-mail or the Google account's e-mail. */
    label: text('label').notNull(),
    /** The Google Cloud project whose read quota the credential spends. */
    projectId: text('project_id').notNull(),
    secret: text('secret').notNull(),
    status: text('status', { enum: ['active', 'revoked'] })
      .notNull()
      .default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('google_connections_workspace_idx').on(t.workspaceId)],
);

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
    /** Google spreadsheets only: Google's id of the spreadsheet and the credential reading it. */
    googleSpreadsheetId: text('google_spreadsheet_id'),
    googleConnectionId: text('google_connection_id').references(() => googleConnections.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('spreadsheets_workspace_idx').on(t.workspaceId),
    // One record per Google spreadsheet and workspace, even when two adds race (uploads: NULL).
    uniqueIndex('spreadsheets_workspace_google_key').on(t.workspaceId, t.googleSpreadsheetId),
  ],
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

/**
 * An accepted row write (add, edit, duplicate, delete), kept until the spreadsheet has it. Written
 * with its `sheet.row-written` outbox event in the request's transaction, so nothing accepted is
 * lost; reads lay writes not yet in the cached copy over it, so a write shows at once.
 */
export const sheetRowWrites = pgTable(
  'sheet_row_writes',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    spreadsheetId: text('spreadsheet_id')
      .notNull()
      .references(() => spreadsheets.id, { onDelete: 'cascade' }),
    sheetTitle: text('sheet_title').notNull(),
    rowId: text('row_id').notNull(),
    kind: text('kind', { enum: ['add', 'update', 'delete'] }).notNull(),
    /** add: every column; update: the changed columns; delete: empty. */
    values: jsonb('values').$type<Record<string, string>>().notNull(),
    /** `failed`: the spreadsheet refused it for good (row or column gone); kept, not retried. */
    status: text('status', { enum: ['pending', 'applied', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 })
      .notNull()
      .defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** The order writes were accepted in (timestamps can tie on PGlite's millisecond clock). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('sheet_row_writes_sheet_idx').on(t.spreadsheetId, t.sheetTitle, t.status),
    index('sheet_row_writes_pending_idx').on(t.status, t.createdAt),
  ],
);

/**
 * Who may apply a sheet's row writes now: one process at a time, until `expires_at` (database
 * time). The holder renews it after every write; a holder that died loses it when it expires.
 * No foreign key to `spreadsheets`: a drain of a spreadsheet deleted meanwhile must not fail on
 * it, and a lease row left behind is harmless.
 */
export const sheetWriteLeases = pgTable(
  'sheet_write_leases',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    spreadsheetId: text('spreadsheet_id').notNull(),
    sheetTitle: text('sheet_title').notNull(),
    holder: text('holder').notNull(),
    expiresAt: timestamp('expires_at', {
      withTimezone: true,
      mode: 'date',
      precision: 3,
    }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.spreadsheetId, t.sheetTitle] })],
);
