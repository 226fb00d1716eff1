import type { StoredRow } from '../sheet-data/sheet-query.js';

/** A sheet's content as a connector reads it: the header row (without `_id`) and every row. */
export type SheetContent = {
  title: string;
  columns: string[];
  rows: StoredRow[];
};

/** One sheet of a batch read: its content, or the error text it failed with (the others still load). */
export type SheetReadResult = { ok: true; sheet: SheetContent } | { ok: false; error: string };

/** A sheet's title and header row, as listed when a spreadsheet is connected. */
export type SheetOutline = { title: string; columns: string[] };

/**
 * Where a spreadsheet's data lives: an uploaded workbook (rows in the database) or a Google
 * spreadsheet. Both adapters pass connector.contract.ts. Row identity is the `_id` of each row:
 * a write names the row by id, never by position, so rows sorted or inserted upstream are safe.
 * Values are always written as plain text (Google: valueInputOption RAW), never as formulas.
 */
export type SpreadsheetConnector = {
  listSheets(): Promise<SheetOutline[]>;
  /** Reads the named sheets in as few upstream calls as it can; a missing sheet fails alone. */
  readSheets(titles: readonly string[]): Promise<Map<string, SheetReadResult>>;
  appendRow(title: string, row: StoredRow): Promise<void>;
  /** Replaces the values of the columns given; other columns keep theirs. */
  updateRow(title: string, id: string, values: Record<string, string>): Promise<void>;
  /** Removes the row (Google: clears it). Deleting a row that is already gone is not an error. */
  deleteRow(title: string, id: string): Promise<void>;
};

/**
 * The spreadsheet refused a write for good (its row or column is gone): trying again cannot help.
 * The write is set aside so later writes of the sheet go on.
 */
export class WriteRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteRefusedError';
  }
}
