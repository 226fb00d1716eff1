import type { SheetFilter } from './sheet-filter-schema.js';

/** The column a sheet's own row ids live in, when the owner added one; matched ignoring case. */
export function idColumnOf(columns: readonly string[]): string | null {
  return columns.find((column) => column.trim().toLowerCase() === '_id') ?? null;
}

/**
 * The equality filter a stored `_id` session value adds (editor-viewer-shell §5), or null when no
 * id is stored or the sheet has no `_id` column among its header columns.
 */
export function sessionIdFilter(
  sessionId: string | null | undefined,
  sheetTitle: string,
  columns: readonly string[],
): SheetFilter | null {
  const id = sessionId?.trim() ?? '';
  const column = idColumnOf(columns);
  if (id === '' || column === null) return null;
  return {
    name: '_id',
    active: true,
    condition: '=',
    sheet_column: { sheet: sheetTitle, column },
    value: id,
  };
}
