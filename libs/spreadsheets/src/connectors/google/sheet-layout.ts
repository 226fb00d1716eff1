import type { StoredRow } from '../../sheet-data/sheet-query.js';
import { ROW_ID_COLUMN } from '../../import/workbook.js';

/**
 * How a live Google sheet maps to columns and rows. Row 1 is the header. A header cell `_id`
 * (anywhere) holds each row's id and is never a column. A live sheet cannot be refused the way
 * an upload is, so odd headers stay usable: an empty header cell is named "Column N" (N its
 * 1-based position) and a repeated name gets " (2)", " (3)"… Header cells are trimmed; cells
 * right of the last header are not read.
 */
export type SheetColumn = { name: string; index: number };
export type SheetLayout = { idColumn: number | null; columns: SheetColumn[] };

/** An id to write into a row that had none (or a copy of another row's id). `line` is 1-based. */
export type IdWrite = { line: number; id: string };

export type ParsedGoogleSheet = {
  layout: SheetLayout;
  rows: StoredRow[];
  /** True when the sheet had no `_id` column and it must be added at `layout.idColumn`. */
  addIdHeader: boolean;
  idWrites: IdWrite[];
};

const trimmedWidth = (cells: readonly string[]) => {
  let width = cells.length;
  while (width > 0 && cells[width - 1]!.trim() === '') width--;
  return width;
};

export function sheetLayout(header: readonly string[]): SheetLayout {
  const cells = header.map((cell) => cell.trim());
  const found = cells.indexOf(ROW_ID_COLUMN);
  const idColumn = found === -1 ? null : found;
  const used = new Set([ROW_ID_COLUMN]);
  const columns: SheetColumn[] = [];
  for (let index = 0; index < trimmedWidth(cells); index++) {
    if (index === idColumn) continue;
    const base = cells[index] || `Column ${index + 1}`;
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base} (${n})`;
    used.add(name);
    columns.push({ name, index });
  }
  return { idColumn, columns };
}

/** Where a new `_id` column goes: right of every cell in use, so no data is overwritten. */
export function nextFreeColumn(grid: readonly (readonly string[])[]): number {
  return Math.max(0, ...grid.map(trimmedWidth));
}

const isBlank = (row: readonly string[], columns: readonly SheetColumn[]) =>
  columns.every((column) => (row[column.index] ?? '').trim() === '');

/**
 * Rows in sheet order with their ids. A row without an id, or with an id an earlier row already
 * has (a row copied in the spreadsheet), gets a new one, to be written back. Rows empty in every
 * column and without an id (cleared rows) are skipped. A sheet without data rows gets no `_id`
 * column unless `requireIdColumn` (a row is about to be appended).
 */
export function parseSheet(
  grid: readonly (readonly string[])[],
  newId: () => string,
  requireIdColumn = false,
): ParsedGoogleSheet {
  const header = grid[0] ?? [];
  let layout = sheetLayout(header);
  const data = grid.slice(1);
  let addIdHeader = false;
  if (layout.idColumn === null) {
    if (!requireIdColumn && data.every((row) => isBlank(row, layout.columns)))
      return { layout, rows: [], addIdHeader, idWrites: [] };
    const idColumn = nextFreeColumn(grid);
    const withId = [...header, ...Array<string>(idColumn - header.length).fill('')];
    withId[idColumn] = ROW_ID_COLUMN;
    layout = sheetLayout(withId);
    addIdHeader = true;
  }
  const idColumn = layout.idColumn!;
  const seen = new Set<string>();
  const rows: StoredRow[] = [];
  const idWrites: IdWrite[] = [];
  data.forEach((row, i) => {
    let id = (row[idColumn] ?? '').trim();
    if (id === '' && isBlank(row, layout.columns)) return;
    if (id === '' || seen.has(id)) {
      id = newId();
      idWrites.push({ line: i + 2, id });
    }
    seen.add(id);
    rows.push({
      id,
      values: Object.fromEntries(
        layout.columns.map((column) => [column.name, row[column.index] ?? '']),
      ),
    });
  });
  return { layout, rows, addIdHeader, idWrites };
}

/** Consecutive lines grouped, so ids are written as a few column spans rather than cell by cell. */
export function idRuns(writes: readonly IdWrite[]): { from: number; ids: string[] }[] {
  const runs: { from: number; ids: string[] }[] = [];
  for (const write of [...writes].sort((a, b) => a.line - b.line)) {
    const last = runs[runs.length - 1];
    if (last && last.from + last.ids.length === write.line) last.ids.push(write.id);
    else runs.push({ from: write.line, ids: [write.id] });
  }
  return runs;
}
