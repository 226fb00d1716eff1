import { WorkbookRejectedError } from './workbook-rejected.error.js';
import { IMPORT_LIMITS, ROW_ID_COLUMN, type ParsedSheet } from './workbook.js';

/** A row as read from the file, with its line (CSV) or row number (XLSX) for error messages. */
export type SourceRow = { number: number; cells: string[] };

export const isBlankRow = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/**
 * Turns the rows of one sheet into columns and records. The first non-blank row is the header;
 * blank rows are skipped; ragged rows are padded or cut to the header's width.
 */
export function buildSheet(title: string, source: readonly SourceRow[]): ParsedSheet {
  const headerIndex = source.findIndex((row) => !isBlankRow(row.cells));
  const headerRow = source[headerIndex];
  if (!headerRow) throw WorkbookRejectedError.noHeaderRow(title);

  const columns = headerColumns(title, headerRow);
  const rows: Record<string, string>[] = [];
  for (const row of source.slice(headerIndex + 1)) {
    if (isBlankRow(row.cells)) continue;
    rows.push(
      Object.fromEntries(
        columns.map((column, i) => {
          const value = row.cells[i] ?? '';
          if (value.length > IMPORT_LIMITS.maxCellLength)
            throw WorkbookRejectedError.cellTooLong(title, row.number, column);
          return [column, value];
        }),
      ),
    );
  }
  return { title, columns, rows };
}

function headerColumns(title: string, headerRow: SourceRow): string[] {
  const header = headerRow.cells.map((cell) => cell.trim());
  // Empty cells after the last name are formatting leftovers, not columns.
  let width = header.length;
  while (width > 0 && header[width - 1] === '') width--;
  const columns = header.slice(0, width);

  if (columns.length > IMPORT_LIMITS.maxColumns)
    throw WorkbookRejectedError.tooManyColumns(title, columns.length);
  const empty = columns.indexOf('');
  if (empty !== -1) throw WorkbookRejectedError.emptyHeader(title, empty + 1);
  const tooLong = columns.find((column) => column.length > IMPORT_LIMITS.maxCellLength);
  if (tooLong !== undefined)
    throw WorkbookRejectedError.cellTooLong(title, headerRow.number, tooLong.slice(0, 40));

  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const column of columns) (seen.has(column) ? duplicates : seen).add(column);
  if (duplicates.size > 0) throw WorkbookRejectedError.duplicateHeaders(title, [...duplicates]);
  if (seen.has(ROW_ID_COLUMN)) throw WorkbookRejectedError.reservedColumn(title);
  return columns;
}
