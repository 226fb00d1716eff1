import { parseBlockSettings } from './block-settings.js';

/**
 * What a spreadsheet program would run as a formula, or read past, at the start of a cell
 * (OWASP's CSV injection list): such cells are written with a leading ' so they stay text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180), always quoted: a spreadsheet program that splits lines on another
 * separator (a semicolon in many locales) then still reads the whole value as one cell.
 */
export function csvField(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/**
 * A CSV document of these columns (the header line) and rows: UTF-8 with a byte order mark, so
 * spreadsheet programs read accented letters right, and CRLF line ends.
 */
export function csvDocument(
  columns: readonly string[],
  rows: readonly Readonly<Record<string, string | undefined>>[],
): string {
  const lines = [columns, ...rows.map((row) => columns.map((column) => row[column] ?? ''))].map(
    (cells) => cells.map(csvField).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The most rows one CSV download holds; a block showing more is asked to narrow it first. */
export const CSV_DOWNLOAD_MAX_ROWS = 50_000;

/** The files a table or list offers of its rows: CSV (csv_download) and PDF (pdf_download). */
export type RowsDownloadFormat = 'csv' | 'pdf';

const DOWNLOAD_SETTING = { csv: 'csv_download', pdf: 'pdf_download' } as const;

/** The most rows one PDF download holds (about 60 pages of a narrow table). */
export const PDF_DOWNLOAD_MAX_ROWS = 2_000;

/**
 * A table or list block's download in this format, its settings read once: the columns it holds
 * for a sheet with these columns, as the block shows them (its columns, a table's hidden ones
 * left out, or every column of the sheet when it names none). Null when the block offers no such
 * download (another type, the setting off, or settings that do not pass).
 */
export function rowsDownloadOf(
  block: { type: string; settings: unknown },
  format: RowsDownloadFormat,
): ((sheetColumns: readonly string[]) => string[]) | null {
  if (block.type !== 'table' && block.type !== 'list') return null;
  const parsed = parseBlockSettings(block.type, block.settings);
  if (!parsed.success || !parsed.settings[DOWNLOAD_SETTING[format]]) return null;
  const { axis } = parsed.settings;
  return (sheetColumns) => shownColumns(axis, sheetColumns);
}

/** The columns an axis shows of a sheet: its own, hidden ones left out; all when it names none. */
function shownColumns(
  axis: readonly { column: string; hidden?: boolean }[],
  sheetColumns: readonly string[],
): string[] {
  if (axis.length === 0) return [...sheetColumns];
  const shown = axis
    .filter((entry) => !entry.hidden)
    .map((entry) => entry.column)
    .filter((column) => sheetColumns.includes(column));
  return [...new Set(shown)];
}

/** The columns a table or list shows of a sheet with these columns (its axis, as above). */
export function blockShownColumns(
  block: { type: string; settings: unknown },
  sheetColumns: readonly string[],
): string[] {
  if (block.type !== 'table' && block.type !== 'list') return [...sheetColumns];
  const parsed = parseBlockSettings(block.type, block.settings);
  return parsed.success ? shownColumns(parsed.settings.axis, sheetColumns) : [...sheetColumns];
}

/** A table or list block's CSV download (see rowsDownloadOf). */
export function csvDownloadOf(block: {
  type: string;
  settings: unknown;
}): ((sheetColumns: readonly string[]) => string[]) | null {
  return rowsDownloadOf(block, 'csv');
}

/** Whether the block offers a CSV download: a table or list with csv_download on. */
export function offersCsvDownload(block: { type: string; settings: unknown }): boolean {
  return csvDownloadOf(block) !== null;
}

/** The columns of a block's CSV download for a sheet with these columns (see csvDownloadOf). */
export function csvDownloadColumns(
  block: { type: string; settings: unknown },
  sheetColumns: readonly string[],
): string[] | null {
  return csvDownloadOf(block)?.(sheetColumns) ?? null;
}

/**
 * The file name of a download: its title, without characters file systems refuse, control and
 * bidirectional-formatting characters, or halves of a character, and the extension.
 */
export function downloadFileName(title: string, extension: 'csv' | 'pdf'): string {
  const name = title
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'sheet'}.${extension}`;
}

/** The file name of a sheet's CSV download (see downloadFileName). */
export function csvFileName(sheetTitle: string): string {
  return downloadFileName(sheetTitle, 'csv');
}
