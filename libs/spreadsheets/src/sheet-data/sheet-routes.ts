import type { SheetTarget } from './sheets.service.js';

/** A board's sheet: the board is named by the `board` query (its path). */
export const BOARD_SHEET = 'api/board/:spreadsheetId/sheet/:sheetTitle';
/** The sheet of the app on this host (from the Host header). */
export const PAGE_SHEET = 'v3/api/page/sheet/:sheetTitle';

export function boardTarget(spreadsheetId: string, boardPath: string | undefined): SheetTarget {
  return { kind: 'board', spreadsheetId, boardPath };
}
