import type { SheetChange } from '@tessera/contracts';

type SheetBefore = { title: string; columns: readonly string[]; rowCount: number };
type SheetAfter = { title: string; columns: readonly string[]; rows: readonly unknown[] };

/**
 * The sheets a replacement file brings, as the spreadsheet will keep them: a CSV (its one sheet
 * named after the file) replacing a spreadsheet of one sheet is that sheet's new data, under its
 * old title: team-v2.csv replacing team.csv must not take away the sheet its blocks read. A
 * workbook's sheets keep the names its author gave them, and are matched by them.
 */
export function replacingSheets<S extends { title: string }>(
  before: readonly { title: string }[],
  after: { sheets: readonly S[]; titledByFileName?: boolean },
): S[] {
  const [only] = before;
  const [next] = after.sheets;
  if (after.titledByFileName && before.length === 1 && after.sheets.length === 1 && only && next)
    return [{ ...next, title: only.title }];
  return [...after.sheets];
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
