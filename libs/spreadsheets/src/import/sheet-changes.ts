import type { SheetChange } from '@tessera/contracts';

type SheetBefore = { title: string; columns: readonly string[]; rowCount: number };
type SheetAfter = { title: string; columns: readonly string[]; rows: readonly unknown[] };

/**
 * The sheets a replacement file brings, as the spreadsheet will keep them: a file of one sheet
 * replacing a spreadsheet of one sheet is that sheet's new data, under its old title (a CSV's sheet
 * is named after its file, and team-v2.csv replacing team.csv must not take the sheet its blocks
 * read away). Otherwise sheets are matched by title.
 */
export function replacingSheets<S extends { title: string }>(
  before: readonly { title: string }[],
  after: readonly S[],
): S[] {
  const [only] = before;
  const [next] = after;
  if (before.length === 1 && after.length === 1 && only && next)
    return [{ ...next, title: only.title }];
  return [...after];
}

/**
 * What replacing a spreadsheet's file changed, sheet by sheet (matched by title) and column by
 * column (matched by name): sheets kept, added and removed, their row counts before and after,
 * and the columns added and removed. Blocks keep reading sheets and columns by these names.
 */
export function sheetChanges(
  before: readonly SheetBefore[],
  after: readonly SheetAfter[],
): SheetChange[] {
  const kept = after.map((sheet): SheetChange => {
    const old = before.find((candidate) => candidate.title === sheet.title);
    return {
      title: sheet.title,
      change: old ? 'kept' : 'added',
      rows_before: old?.rowCount ?? 0,
      rows_after: sheet.rows.length,
      columns_added: old ? sheet.columns.filter((column) => !old.columns.includes(column)) : [],
      columns_removed: old ? old.columns.filter((column) => !sheet.columns.includes(column)) : [],
    };
  });
  const removed = before
    .filter((sheet) => !after.some((candidate) => candidate.title === sheet.title))
    .map((sheet): SheetChange => ({
      title: sheet.title,
      change: 'removed',
      rows_before: sheet.rowCount,
      rows_after: 0,
      columns_added: [],
      columns_removed: [],
    }));
  return [...kept, ...removed];
}
