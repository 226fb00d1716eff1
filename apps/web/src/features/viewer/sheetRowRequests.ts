/**
 * Where a block's rows live: a board names its spreadsheet (the board path is added to every
 * request by the http client); an app page's spreadsheet is resolved by the server from the host.
 */
export type SheetTarget = { kind: 'board'; spreadsheetId: string } | { kind: 'page' };

/** A row write as the axios base query takes it. */
export type RowWriteRequest = {
  url: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  data?: unknown;
  params?: Record<string, string>;
};

/**
 * Where a block's row write goes, or (thrown) why it cannot: the server checks the saved block's
 * permissions, so a block being created (not saved yet) cannot write.
 */
export function rowWriteOf(
  block: { id: string; settings: Record<string, unknown> },
  savedBlocks: readonly { id: string }[],
  target: SheetTarget | null,
): { target: SheetTarget; sheetTitle: string; blockId: string } {
  const sheetTitle =
    typeof block.settings.sheet_title === 'string' ? block.settings.sheet_title : '';
  if (!target || !sheetTitle) throw new Error('This block has no sheet to write rows to.');
  if (!savedBlocks.some((saved) => saved.id === block.id)) {
    throw new Error('Save the block before changing rows with it.');
  }
  return { target, sheetTitle, blockId: block.id };
}

type ActionsHolder = { settings: Record<string, unknown> };

/** JSON with every object's keys in order, so the same settings always read the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A block's action buttons, every setting of each (a typed token included), in order. */
function actionKeys(block: ActionsHolder): string {
  return stableJson(Array.isArray(block.settings.actions) ? block.settings.actions : []);
}

export const SAVE_BEFORE_ACTIONS = 'Save the block before using its action buttons.';

/**
 * Throws unless the block's action buttons are as saved, every setting of them: the server
 * carries out a saved button, named by its place, so a button moved or changed in the editor
 * (its mapping, its token, its template ...) must be saved first, else the saved one would run
 * while the changed one is shown.
 */
export function requireActionsAsSaved(
  block: ActionsHolder & { id: string },
  savedBlocks: readonly (ActionsHolder & { id: string })[],
): void {
  const saved = savedBlocks.find((candidate) => candidate.id === block.id);
  if (!saved || actionKeys(saved) !== actionKeys(block)) throw new Error(SAVE_BEFORE_ACTIONS);
}

/** GET path of a sheet's rows; the row writes hang below it. */
export function sheetPath(target: SheetTarget, sheetTitle: string): string {
  const sheet = encodeURIComponent(sheetTitle);
  switch (target.kind) {
    case 'board':
      return `/api/board/${encodeURIComponent(target.spreadsheetId)}/sheet/${sheet}`;
    case 'page':
      return `/v3/api/page/sheet/${sheet}`;
  }
}

function rowPath(target: SheetTarget, sheetTitle: string, rowId: string): string {
  return `${sheetPath(target, sheetTitle)}/rows/${encodeURIComponent(rowId)}`;
}

/** The calls writing rows; each names the block whose permission allows it. */
export const rowWriteRequests = {
  add(
    target: SheetTarget,
    sheetTitle: string,
    blockId: string,
    values: Record<string, string>,
    /** A form's trap field, sent only when something filled it in. */
    honeypot?: string,
  ): RowWriteRequest {
    return {
      url: `${sheetPath(target, sheetTitle)}/rows`,
      method: 'POST',
      data: { block_id: blockId, values, ...(honeypot ? { honeypot } : {}) },
    };
  },
  /** Edit row and edit cell: only the columns sent change. */
  edit(
    target: SheetTarget,
    sheetTitle: string,
    blockId: string,
    rowId: string,
    values: Record<string, string>,
  ): RowWriteRequest {
    return {
      url: rowPath(target, sheetTitle, rowId),
      method: 'PATCH',
      data: { block_id: blockId, values },
    };
  },
  duplicate(target: SheetTarget, sheetTitle: string, blockId: string, rowId: string) {
    return {
      url: `${rowPath(target, sheetTitle, rowId)}/duplicate`,
      method: 'POST',
      data: { block_id: blockId },
    } satisfies RowWriteRequest;
  },
  /**
   * A file for a column (a form's file field, a table's "Upload Image" cell), sent before the row
   * write that records the address it is answered with.
   */
  upload(
    target: SheetTarget,
    sheetTitle: string,
    blockId: string,
    column: string,
    file: Blob,
  ): RowWriteRequest {
    const data = new FormData();
    data.append('file', file);
    return {
      url: `${sheetPath(target, sheetTitle)}/files`,
      method: 'POST',
      data,
      params: { block_id: blockId, column },
    };
  },
  /** An API call button (`action`: its place among the block's buttons), sent by the server. */
  apiCall(target: SheetTarget, sheetTitle: string, blockId: string, rowId: string, action: number) {
    return {
      url: `${rowPath(target, sheetTitle, rowId)}/api-call`,
      method: 'POST',
      data: { block_id: blockId, action },
    } satisfies RowWriteRequest;
  },
  /** A DELETE has no body: the block goes in the query. */
  remove(target: SheetTarget, sheetTitle: string, blockId: string, rowId: string) {
    return {
      url: rowPath(target, sheetTitle, rowId),
      method: 'DELETE',
      params: { block_id: blockId },
    } satisfies RowWriteRequest;
  },
};
