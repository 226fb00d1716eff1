import { AppError } from '@tessera/platform';
import { IMPORT_LIMITS, ROW_ID_COLUMN } from './workbook.js';

const statuses = {
  notSpreadsheet: 415,
  emptyFile: 400,
  fileTooLarge: 413,
  inflatesTooLarge: 413,
  tooManyParts: 413,
  compressedTooMuch: 413,
  unreadableXlsx: 400,
  xlsxTooSlow: 413,
  malformedCsv: 400,
  noSheets: 400,
  noHeaderRow: 400,
  duplicateSheetTitles: 400,
  emptyHeader: 400,
  duplicateHeaders: 400,
  reservedColumn: 400,
  tooManyColumns: 400,
  cellTooLong: 400,
  tooManyRows: 400,
} as const;

export type WorkbookRejection = keyof typeof statuses;

const thousands = (n: number) => n.toLocaleString('en-US');

/**
 * Why an uploaded file cannot be imported. Messages name the sheet, column or line so the owner
 * can fix the file; nothing of a rejected file is stored.
 */
export class WorkbookRejectedError extends AppError<WorkbookRejection> {
  readonly status: number;

  private constructor(code: WorkbookRejection, message: string) {
    super(code, message);
    this.status = statuses[code];
  }

  static notSpreadsheet() {
    return new WorkbookRejectedError('notSpreadsheet', 'Upload a CSV or XLSX file.');
  }
  static emptyFile() {
    return new WorkbookRejectedError('emptyFile', 'The file is empty.');
  }
  static fileTooLarge() {
    return new WorkbookRejectedError('fileTooLarge', 'The file is larger than 20 MB.');
  }
  static inflatesTooLarge() {
    const mb = IMPORT_LIMITS.maxUncompressedBytes / (1024 * 1024);
    return new WorkbookRejectedError(
      'inflatesTooLarge',
      `The XLSX file is too large once uncompressed (more than ${mb} MB).`,
    );
  }
  static tooManyParts() {
    return new WorkbookRejectedError(
      'tooManyParts',
      `The XLSX file holds more than ${thousands(IMPORT_LIMITS.maxArchiveEntries)} parts. Split it into smaller files.`,
    );
  }
  static compressedTooMuch() {
    return new WorkbookRejectedError(
      'compressedTooMuch',
      'The XLSX file is compressed far more than a spreadsheet can be, so it was not opened. Save it again from your spreadsheet program and retry.',
    );
  }
  static xlsxTooSlow() {
    const seconds = IMPORT_LIMITS.maxXlsxParseMs / 1000;
    return new WorkbookRejectedError(
      'xlsxTooSlow',
      `The XLSX file took more than ${seconds} seconds to read, so it was not imported. Remove sheets or rows it does not need, or save it as CSV, and retry.`,
    );
  }
  static unreadableXlsx() {
    return new WorkbookRejectedError(
      'unreadableXlsx',
      'The XLSX file could not be read. Open it in your spreadsheet program, save it again and retry.',
    );
  }
  static malformedCsv(reason: string, line: number) {
    return new WorkbookRejectedError(
      'malformedCsv',
      `The CSV file is malformed: ${reason} (line ${line}).`,
    );
  }
  static noSheets() {
    return new WorkbookRejectedError(
      'noSheets',
      'The file has no sheet with data. Put the column names in the first row.',
    );
  }
  static noHeaderRow(title: string) {
    return new WorkbookRejectedError(
      'noHeaderRow',
      `Sheet "${title}" has no header row. Put the column names in the first row.`,
    );
  }
  static duplicateSheetTitles(title: string) {
    return new WorkbookRejectedError(
      'duplicateSheetTitles',
      `The file has more than one sheet named "${title}".`,
    );
  }
  static emptyHeader(title: string, column: number) {
    return new WorkbookRejectedError(
      'emptyHeader',
      `Sheet "${title}" has an empty column header (column ${column}).`,
    );
  }
  static duplicateHeaders(title: string, names: string[]) {
    return new WorkbookRejectedError(
      'duplicateHeaders',
      `Sheet "${title}" has duplicate column headers: ${names.join(', ')}.`,
    );
  }
  static reservedColumn(title: string) {
    return new WorkbookRejectedError(
      'reservedColumn',
      `Sheet "${title}" has a column named "${ROW_ID_COLUMN}", which is reserved for the row id. Rename that column.`,
    );
  }
  static tooManyColumns(title: string, count: number) {
    return new WorkbookRejectedError(
      'tooManyColumns',
      `Sheet "${title}" has ${thousands(count)} columns; the limit is ${IMPORT_LIMITS.maxColumns}.`,
    );
  }
  static cellTooLong(title: string, row: number, column: string) {
    return new WorkbookRejectedError(
      'cellTooLong',
      `Sheet "${title}" has a cell longer than ${thousands(IMPORT_LIMITS.maxCellLength)} characters (row ${row}, column "${column}").`,
    );
  }
  static tooManyRows() {
    return new WorkbookRejectedError(
      'tooManyRows',
      `The file has more than ${thousands(IMPORT_LIMITS.maxRows)} rows. Split it into smaller files.`,
    );
  }
}
