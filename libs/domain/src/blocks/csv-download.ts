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

/**
 * A table or list block's CSV download, its settings read once: the columns it holds for a sheet
 * with these columns, as the block shows them (its columns, a table's hidden ones left out, or
 * every column of the sheet when it names none). Null when the block offers no CSV download
 * (another type, csv_download off, or settings that do not pass).
 */
export function csvDownloadOf(block: {
  type: string;
  settings: unknown;
}): ((sheetColumns: readonly string[]) => string[]) | null {
  if (block.type !== 'table' && block.type !== 'list') return null;
  const parsed = parseBlockSettings(block.type, block.settings);
  if (!parsed.success || !parsed.settings.csv_download) return null;
  const { axis } = parsed.settings;
  return (sheetColumns) => {
    if (axis.length === 0) return [...sheetColumns];
    const shown = axis
      .filter((entry) => !('hidden' in entry && entry.hidden))
      .map((entry) => entry.column)
      .filter((column) => sheetColumns.includes(column));
    return [...new Set(shown)];
  };
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
 * The file name of a sheet's CSV download: its title, without characters file systems refuse,
 * control and bidirectional-formatting characters, or halves of a character.
 */
export function csvFileName(sheetTitle: string): string {
  const name = sheetTitle
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'sheet'}.csv`;
}
