import type { SheetKey } from './sheet-cache.types.js';

// Encoded so that ids or titles containing ":" can neither collide nor match another's prefix.
const spreadsheetPart = (workspaceId: string, spreadsheetId: string) =>
  `${encodeURIComponent(workspaceId)}:${encodeURIComponent(spreadsheetId)}:`;

/** The sheet's identity in this process, and the middle of its cache-port keys. */
export const sheetId = (key: SheetKey) =>
  spreadsheetPart(key.workspaceId, key.spreadsheetId) + encodeURIComponent(key.title);

/** Where each piece lives in the cache port. */
export const cacheKeys = {
  meta: (id: string) => `sheet:${id}:meta`,
  data: (id: string, version: string) => `sheet:${id}:data:${version}`,
  /** Every meta and data key of one spreadsheet (locks and generations are kept apart). */
  spreadsheet: (workspaceId: string, spreadsheetId: string) =>
    `sheet:${spreadsheetPart(workspaceId, spreadsheetId)}`,
  lock: (id: string) => `sheet-lock:${id}`,
  generation: (workspaceId: string, spreadsheetId: string) =>
    `sheet-generation:${spreadsheetPart(workspaceId, spreadsheetId)}`,
  /** In-process keys of one spreadsheet's sheets. */
  spreadsheetIds: spreadsheetPart,
};
