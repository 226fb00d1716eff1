import {
  DECIMAL_SEPARATORS,
  SCORE_MISSING,
  SCORECARD_FUNCTIONS,
  type Score,
} from '@tessera/domain';
import { z } from 'zod';

export const sheetSummarySchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rowCount: z.number().int(),
});

/** 201 answer of POST /api/spreadsheets (multipart field `file`, CSV or XLSX, at most 20 MB). */
export const spreadsheetResponseSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** `upload`: an uploaded CSV/XLSX workbook; `google`: a connected Google spreadsheet. */
  source: z.enum(['upload', 'google']),
  sheets: z.array(sheetSummarySchema),
});
export type SpreadsheetResponse = z.infer<typeof spreadsheetResponseSchema>;

/** PATCH /api/spreadsheets/{id}: a new name for the spreadsheet. */
export const renameSpreadsheetRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name for the spreadsheet.').max(200),
});
export type RenameSpreadsheetRequest = z.infer<typeof renameSpreadsheetRequestSchema>;

/** What replacing a spreadsheet's file changed in one sheet (matched by title). */
export const sheetChangeSchema = z.object({
  title: z.string(),
  change: z.enum(['kept', 'added', 'removed']),
  rows_before: z.number().int(),
  rows_after: z.number().int(),
  /** Columns matched by name: those only in the new file, and those only in the old one. */
  columns_added: z.array(z.string()),
  columns_removed: z.array(z.string()),
});
export type SheetChange = z.infer<typeof sheetChangeSchema>;

/** 200 answer of POST /api/spreadsheets/{id}/replace (multipart field `file`). */
export const spreadsheetReplacementResponseSchema = z.object({
  spreadsheet: spreadsheetResponseSchema,
  changes: z.array(sheetChangeSchema),
});
export type SpreadsheetReplacement = z.infer<typeof spreadsheetReplacementResponseSchema>;

export const spreadsheetListResponseSchema = z.object({
  spreadsheets: z.array(spreadsheetResponseSchema.extend({ createdAt: z.string() })),
});

/** One sheet row as served to blocks: `_id` is the row's stable id, then one string per column. */
export type SheetRow = { _id: string } & Record<string, string>;

/** Query of the sheet data endpoints (plus the global query parameters). */
export const sheetDataQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
  /** Comma-separated terms, any of which a row must contain (at most 20 terms are used). */
  search: z.string().max(500).optional(),
  sort: z.string().optional(),
  /** Apply this saved block's filters (its filters, data filter and conditional filter). */
  block_id: z.string().optional(),
  /**
   * Filters the viewer chose in the block's filter bar: a JSON array in the spec's Filter shape
   * ({name, active, condition, sheet_column: {sheet, column}, value}), applied after the block's.
   */
  filter: z.string().max(10_000).optional(),
  /** The record an item-details page shows: the data filter's "Current record". */
  record: z.string().max(200).optional(),
  /** The viewer's IANA time zone, for today / tomorrow / week filters (default UTC). */
  tz: z.string().max(64).optional(),
  /**
   * Figures to compute over every row read (a scorecard's cards): a JSON array of {sheet?, column,
   * function, decimal}, function one of sum, average, first row, last row (blockScoresParameter);
   * a `sheet` other than the one read is reduced over every row of that sheet.
   */
  scores: z.string().max(10_000).optional(),
  /**
   * A calendar's days (calendarPeriodParameter): a JSON {start, end, from, to}, the columns of
   * its events' start and end and the first and last day shown (YYYY-MM-DD); only the rows whose
   * events touch those days are read.
   */
  period: z.string().max(1_000).optional(),
  /** `1` re-reads the spreadsheet instead of the cache; honoured for editors only. */
  _vercel_no_cache: z.string().optional(),
});
export type SheetDataQuery = z.infer<typeof sheetDataQuerySchema>;

/**
 * Row writes not yet applied to the spreadsheet (Google) and whether they are late: the UI says
 * "sync delayed" while `delayed` is true. `message` says why (e.g. Google's error).
 */
export const sheetSyncSchema = z.object({
  pending: z.number().int(),
  delayed: z.boolean(),
  message: z.string().optional(),
  /**
   * Writes of the last day the spreadsheet refused for good (e.g. the row was deleted in Google,
   * a column renamed), with the last reason: they are kept, but will not be applied.
   */
  failed: z.object({ count: z.number().int(), message: z.string() }).optional(),
});
export type SheetSync = z.infer<typeof sheetSyncSchema>;

/**
 * How fresh the rows are: `fetched_at` is when they were read from the spreadsheet; `stale` is true
 * when they are older than the refresh interval (a refresh is under way, or the spreadsheet is
 * failing and `refresh_error` says why).
 */
export const sheetFreshnessSchema = z.object({
  fetched_at: z.string(),
  age_seconds: z.number().int(),
  stale: z.boolean(),
  refresh_error: z.string().optional(),
});
export type SheetFreshness = z.infer<typeof sheetFreshnessSchema>;

/** Answer of GET /api/board/{spreadsheetId}/sheet/{sheet_title} and GET /v3/api/page/sheet/{sheet_title}. */
export const sheetDataResponseSchema = z.object({
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.record(z.string(), z.string())),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  freshness: sheetFreshnessSchema,
  sync: sheetSyncSchema,
  scores: z
    .array(
      z.object({
        sheet: z.string().optional(),
        column: z.string(),
        function: z.enum(SCORECARD_FUNCTIONS),
        decimal: z.enum(DECIMAL_SEPARATORS),
        value: z.union([z.number(), z.string(), z.null()]),
        missing: z.enum(SCORE_MISSING).optional(),
      }),
    )
    .optional(),
});
export type SheetDataResponse = {
  title: string;
  columns: string[];
  rows: SheetRow[];
  total: number;
  page: number;
  page_size: number;
  freshness: SheetFreshness;
  sync: SheetSync;
  /** The figures the `scores` query asked for, over every row read (not only this page). */
  scores?: Score[];
};

/**
 * Body of POST /v3/getSpreadsheetData: the global parameters (board path, referer) and how many
 * rows of each sheet to send (the first page; blocks page further through the sheet endpoints).
 */
export const spreadsheetDataRequestSchema = z.object({
  board: z.string().optional(),
  referer: z.string().optional(),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
});
export type SpreadsheetDataRequest = z.infer<typeof spreadsheetDataRequestSchema>;

/** Every sheet of the spreadsheet: its first page, or the error text it failed with. */
export const spreadsheetDataResponseSchema = z.object({
  sheets: z.array(
    z.union([sheetDataResponseSchema, z.object({ title: z.string(), error: z.string() })]),
  ),
});
export type SpreadsheetDataResponse = {
  sheets: (SheetDataResponse | { title: string; error: string })[];
};

/** A row written by a form block: column name -> value. */
export const addRowRequestSchema = z.object({
  block_id: z.string().min(1),
  values: z.record(z.string(), z.string().max(50_000)),
  /**
   * A form's hidden trap field (`ts_leave_empty` on the page): people never see it, programs
   * filling every field do; answers with it filled in are refused.
   */
  honeypot: z.string().max(2_000).optional(),
});
export type AddRowRequest = z.infer<typeof addRowRequestSchema>;
export const addRowResponseSchema = z.object({ row: z.record(z.string(), z.string()) });

/** Edit row / edit cell: the columns to change; the block whose permission allows it. */
export const editRowRequestSchema = addRowRequestSchema.omit({ honeypot: true });
export type EditRowRequest = z.infer<typeof editRowRequestSchema>;
/**
 * The owner's rows grid (POST and PATCH /api/spreadsheets/{id}/sheets/{title}/rows): the cells
 * by column, with no block between (workspace members only).
 */
export const gridRowRequestSchema = z.object({
  values: z.record(z.string(), z.string().max(50_000)),
});
export type GridRowRequest = z.infer<typeof gridRowRequestSchema>;

/** GET /api/spreadsheets/{id}/sheets/{title}/rows: a page of the grid, searched. */
export const gridRowsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(50),
  search: z.string().max(500).optional(),
  /** `1`: read past the cache (Refresh: a Google spreadsheet changed in Google). */
  fresh: z.enum(['1']).optional(),
});
export type GridRowsQuery = z.infer<typeof gridRowsQuerySchema>;

/** Duplicate row and Delete row name only the block whose action button was used. */
export const rowActionRequestSchema = z.object({ block_id: z.string().min(1) });
export type RowActionRequest = z.infer<typeof rowActionRequestSchema>;
export const deleteRowResponseSchema = z.object({ deleted: z.string() });

/**
 * A server-run action button used on a row (API call): the block, and which of its action
 * buttons (0-based, in the block's order). The server reads the row and the button itself.
 */
export const serverActionRequestSchema = z.object({
  block_id: z.string().min(1),
  action: z.number().int().min(0).max(99),
});
export type ServerActionRequest = z.infer<typeof serverActionRequestSchema>;
/** The endpoint took the call (a 2xx answer); what it answered is never shown. */
export const apiCallResponseSchema = z.object({ sent: z.literal(true) });
export type ApiCallResponse = z.infer<typeof apiCallResponseSchema>;

/**
 * A file for a sheet (multipart field `file`): the block and column it is for, whose settings say
 * what it may be (a form's file field, a table's "Upload Image" column).
 */
export const sheetFileQuerySchema = z.object({
  block_id: z.string().min(1),
  column: z.string().min(1).max(500),
});
export type SheetFileQuery = z.infer<typeof sheetFileQuerySchema>;
/** The stored file: its address is the value the block writes into the column. */
export const sheetFileResponseSchema = z.object({ url: z.string(), content_type: z.string() });
export type SheetFileResponse = z.infer<typeof sheetFileResponseSchema>;

/** A Google account or service account a workspace reads spreadsheets with (never its secret). */
export const googleConnectionSchema = z.object({
  id: z.string(),
  kind: z.enum(['service_account', 'oauth']),
  /** The service account's e-mail, or the Google account's. */
  label: z.string(),
  /** `revoked`: Google refused the credential; reconnect to resume reads and writes. */
  status: z.enum(['active', 'revoked']),
  createdAt: z.string(),
});
export type GoogleConnection = z.infer<typeof googleConnectionSchema>;

export const googleConnectionListResponseSchema = z.object({
  connections: z.array(googleConnectionSchema),
  /** True when this server has OAuth client credentials, so "Sign in with Google" can work. */
  oauth_available: z.boolean(),
});

/** POST /api/google/connections/service-account: the JSON key file's text. */
export const serviceAccountConnectionRequestSchema = z.object({
  key: z.string().min(1, 'Paste the service account key (JSON).').max(20_000),
});

/** POST /api/spreadsheets/google: a spreadsheet URL or id, read with one of the workspace's connections. */
export const googleSpreadsheetRequestSchema = z.object({
  connection_id: z.string().min(1, 'Choose a Google connection.'),
  spreadsheet: z.string().trim().min(1, 'Paste the Google Sheets URL.').max(2_000),
});
export type GoogleSpreadsheetRequest = z.infer<typeof googleSpreadsheetRequestSchema>;

/**
 * Why "Sign in with Google" did not finish: the code the OAuth callback puts in
 * `/dashboard?google_error=<code>`, and the text the dashboard shows for it. Only these texts are
 * shown, so a crafted link cannot make the dashboard display words of its own.
 */
export const GOOGLE_CONSENT_ERRORS = {
  denied: 'Google access was not granted.',
  expired: 'Google sign-in expired or was not started here. Try again.',
  unavailable:
    'Sign in with Google is not set up on this server. Connect with a service account key instead.',
  scope:
    'Tessera needs permission to see and edit your spreadsheets: allow it on the Google consent screen.',
  failed: 'Google sign-in did not finish. Try again.',
} as const;
export type GoogleConsentError = keyof typeof GOOGLE_CONSENT_ERRORS;

/** Where a map block's rows are, as the server geocoded their addresses (GET …/map-places). */
export const mapPlacesResponseSchema = z.object({
  /** False when the server has no maps token: nothing is placed, the block lists the rows. */
  geocoding: z.boolean(),
  /** The geocoder failed for some addresses (unreachable, refused, over its limit). */
  failed: z.boolean(),
  /** The tiles the browser draws the map with. */
  tiles: z.object({ url: z.string(), attribution: z.string() }),
  /** Each placed row, by its id. */
  points: z.array(z.object({ row_id: z.string(), lat: z.number(), lng: z.number() })),
});
export type MapPlacesResponse = z.infer<typeof mapPlacesResponseSchema>;
