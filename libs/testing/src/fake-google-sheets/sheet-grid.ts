import {
  columnLetters,
  formatRange,
  formatTitle,
  parseA1,
  RangeParseError,
  type GridBounds,
} from './a1-range.js';
import { GoogleApiError } from './google-api-error.js';

/** One tab: its grid size (Google refuses writes outside it) and its cells, '' for empty. */
export type FakeSheet = {
  sheetId: number;
  title: string;
  rowCount: number;
  columnCount: number;
  cells: string[][];
};

export type FakeSpreadsheet = {
  id: string;
  title: string;
  sheets: FakeSheet[];
  /** E-mails allowed to open it; null when every credential may. */
  sharedWith: string[] | null;
};

/** A range resolved on a sheet; `single` when it named one cell, which a write may grow from. */
export type ResolvedRange = { sheet: FakeSheet; bounds: GridBounds; single: boolean };

export const MAX_CELL_LENGTH = 50_000;

function exceedsGrid(sheet: FakeSheet, row: number, column: number): GoogleApiError {
  return GoogleApiError.invalid(
    `Range (${formatTitle(sheet.title)}!${columnLetters(column)}${row + 1}) exceeds grid limits. ` +
      `Max rows: ${sheet.rowCount}, max columns: ${sheet.columnCount}`,
  );
}

export function resolveRange(spreadsheet: FakeSpreadsheet, text: string): ResolvedRange {
  const unparsable = GoogleApiError.invalid(`Unable to parse range: ${text}`);
  let parsed;
  try {
    parsed = parseA1(text);
  } catch (error) {
    if (error instanceof RangeParseError) throw unparsable;
    throw error;
  }
  const sheet =
    parsed.title === null
      ? spreadsheet.sheets[0]
      : spreadsheet.sheets.find((candidate) => candidate.title === parsed.title);
  if (!sheet) throw unparsable;
  const { start, end } = parsed;
  if (!start || !end) {
    const bounds = {
      startRow: 0,
      endRow: sheet.rowCount - 1,
      startColumn: 0,
      endColumn: sheet.columnCount - 1,
    };
    return { sheet, bounds, single: false };
  }
  const rows = [start.row ?? 0, end.row ?? sheet.rowCount - 1].sort((a, b) => a - b) as [
    number,
    number,
  ];
  const columns = [start.column ?? 0, end.column ?? sheet.columnCount - 1].sort(
    (a, b) => a - b,
  ) as [number, number];
  if (rows[1] >= sheet.rowCount || columns[1] >= sheet.columnCount)
    throw exceedsGrid(
      sheet,
      Math.min(rows[1], sheet.rowCount),
      Math.min(columns[1], sheet.columnCount),
    );
  const single = start.row === end.row && start.column === end.column;
  return {
    sheet,
    bounds: { startRow: rows[0], endRow: rows[1], startColumn: columns[0], endColumn: columns[1] },
    single,
  };
}

const cell = (sheet: FakeSheet, row: number, column: number) => sheet.cells[row]?.[column] ?? '';

/** Values as Google returns them: trailing empty cells and rows left out, inner empty rows `[]`. */
export function readValues(sheet: FakeSheet, bounds: GridBounds): string[][] {
  const values: string[][] = [];
  const lastRow = Math.min(bounds.endRow, sheet.cells.length - 1);
  for (let row = bounds.startRow; row <= lastRow; row++) {
    const line: string[] = [];
    for (let column = bounds.startColumn; column <= bounds.endColumn; column++)
      line.push(cell(sheet, row, column));
    while (line.length > 0 && line[line.length - 1] === '') line.pop();
    values.push(line);
  }
  while (values.length > 0 && values[values.length - 1]!.length === 0) values.pop();
  return values;
}

/** A validated write, applied only once every write of a batch has been validated. */
export type CellWrite = {
  sheet: FakeSheet;
  row: number;
  column: number;
  values: (string | null)[][];
};

function cellText(value: unknown): string | null {
  // Google skips nulls (the cell keeps its value); an empty string empties the cell.
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (value.length > MAX_CELL_LENGTH)
      throw GoogleApiError.invalid(
        `Your input contains more than the maximum of ${MAX_CELL_LENGTH} characters in a single cell.`,
      );
    return value;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  throw GoogleApiError.invalid('Invalid values: a cell value must be a string, number or boolean.');
}

export function toCellValues(values: unknown): (string | null)[][] {
  if (values === undefined) return [];
  if (!Array.isArray(values) || !values.every((row) => Array.isArray(row)))
    throw GoogleApiError.invalid("Invalid value at 'data.values': expected a list of lists.");
  return (values as unknown[][]).map((row) => row.map(cellText));
}

export function planWrite(
  range: ResolvedRange,
  text: string,
  values: (string | null)[][],
): CellWrite {
  const { sheet, bounds, single } = range;
  const height = values.length;
  const width = Math.max(0, ...values.map((row) => row.length));
  const lastRow = bounds.startRow + height - 1;
  const lastColumn = bounds.startColumn + width - 1;
  if (!single && lastRow > bounds.endRow)
    throw GoogleApiError.invalid(
      `Requested writing within range [${text}], but tried writing to row [${lastRow + 1}]`,
    );
  if (!single && lastColumn > bounds.endColumn)
    throw GoogleApiError.invalid(
      `Requested writing within range [${text}], but tried writing to column [${columnLetters(lastColumn)}]`,
    );
  if (lastRow >= sheet.rowCount || lastColumn >= sheet.columnCount)
    throw exceedsGrid(
      sheet,
      Math.min(lastRow, sheet.rowCount),
      Math.min(lastColumn, sheet.columnCount),
    );
  return { sheet, row: bounds.startRow, column: bounds.startColumn, values };
}

export function applyWrite(write: CellWrite): {
  updatedRange: string;
  rows: number;
  columns: number;
  cells: number;
} {
  const { sheet, row, column, values } = write;
  let cells = 0;
  values.forEach((line, r) =>
    line.forEach((value, c) => {
      if (value === null) return;
      const target = (sheet.cells[row + r] ??= []);
      while (target.length < column + c) target.push('');
      target[column + c] = value;
      cells++;
    }),
  );
  for (let r = 0; r < sheet.cells.length; r++) sheet.cells[r] ??= [];
  const width = Math.max(1, ...values.map((line) => line.length));
  const bounds = {
    startRow: row,
    endRow: row + Math.max(1, values.length) - 1,
    startColumn: column,
    endColumn: column + width - 1,
  };
  return {
    updatedRange: formatRange(sheet.title, bounds),
    rows: values.length,
    columns: width,
    cells,
  };
}

/**
 * values.append: finds the table in the range's columns (from its first to its last non-empty
 * row, starting at its first non-empty column) and writes below it, inserting rows when asked.
 * Google's table detection is subtler; this keeps the part a client can observe.
 */
export function appendValues(
  range: ResolvedRange,
  values: (string | null)[][],
  insertRows: boolean,
) {
  const { sheet, bounds } = range;
  let lastRow = -1;
  let firstColumn = Number.POSITIVE_INFINITY;
  for (let row = bounds.startRow; row < sheet.cells.length && row <= bounds.endRow; row++)
    for (let column = bounds.startColumn; column <= bounds.endColumn; column++)
      if (cell(sheet, row, column) !== '') {
        lastRow = row;
        firstColumn = Math.min(firstColumn, column);
      }
  const table =
    lastRow === -1
      ? null
      : {
          startRow: bounds.startRow,
          endRow: lastRow,
          startColumn: firstColumn,
          endColumn: bounds.endColumn,
        };
  const row = table ? lastRow + 1 : bounds.startRow;
  const column = table ? firstColumn : bounds.startColumn;
  const width = Math.max(0, ...values.map((line) => line.length));
  if (column + width - 1 >= sheet.columnCount) throw exceedsGrid(sheet, row, sheet.columnCount);
  if (insertRows) {
    if (row < sheet.cells.length) sheet.cells.splice(row, 0, ...values.map(() => []));
    sheet.rowCount += values.length;
  } else if (row + values.length > sheet.rowCount) {
    sheet.rowCount = row + values.length;
  }
  const update = applyWrite({ sheet, row, column, values });
  return { tableRange: table ? formatRange(sheet.title, table) : undefined, update };
}

export function clearRange(range: ResolvedRange): string {
  const { sheet, bounds } = range;
  for (let row = bounds.startRow; row <= bounds.endRow && row < sheet.cells.length; row++) {
    const line = sheet.cells[row]!;
    for (
      let column = bounds.startColumn;
      column <= bounds.endColumn && column < line.length;
      column++
    )
      line[column] = '';
  }
  return formatRange(sheet.title, bounds);
}

/** The grid as a test reads it: trailing empty cells and trailing empty rows left out. */
export function normalisedCells(sheet: FakeSheet): string[][] {
  return readValues(sheet, {
    startRow: 0,
    endRow: Number.MAX_SAFE_INTEGER,
    startColumn: 0,
    endColumn: Math.max(0, ...sheet.cells.map((line) => line.length)) - 1,
  });
}
