/** A1 ranges as the connector writes them. Titles are always quoted, so any title is safe. */

/** 'A' for 0, 'Z' for 25, 'AA' for 26. */
export function columnLetter(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

export function quoteTitle(title: string): string {
  return `'${title.replaceAll("'", "''")}'`;
}

/** The whole sheet. */
export const sheetRange = (title: string) => quoteTitle(title);
/** One whole row; `line` is 1-based as in the spreadsheet. */
export const rowRange = (title: string, line: number) => `${quoteTitle(title)}!${line}:${line}`;
/** One whole column. */
export const columnRange = (title: string, column: number) =>
  `${quoteTitle(title)}!${columnLetter(column)}:${columnLetter(column)}`;
export const cellRange = (title: string, line: number, column: number) =>
  `${quoteTitle(title)}!${columnLetter(column)}${line}`;
/** Cells of one column from line `from` to line `to`. */
export const columnSpan = (title: string, column: number, from: number, to: number) =>
  `${quoteTitle(title)}!${columnLetter(column)}${from}:${columnLetter(column)}${to}`;
/** Columns A to `lastColumn`, every row: where a row is appended. */
export const tableRange = (title: string, lastColumn: number) =>
  `${quoteTitle(title)}!A:${columnLetter(lastColumn)}`;

/** The sheet title a range names (quoted or not), or null when it names none. */
export function titleOfRange(range: string): string | null {
  if (range.startsWith("'")) {
    const match = /^'((?:[^']|'')*)'/.exec(range);
    return match ? match[1]!.replaceAll("''", "'") : null;
  }
  const bang = range.lastIndexOf('!');
  if (bang !== -1) return range.slice(0, bang);
  // A bare cell reference names no sheet; anything else is a title on its own.
  return /^[A-Za-z]{0,3}\d*(:[A-Za-z]{0,3}\d*)?$/.test(range) ? null : range;
}

/** The top-left cell of a range as Google reports it (e.g. updatedRange `'Sales'!B12:F12`). */
export function rangeStart(range: string): { column: number; line: number } | null {
  const cells = range.slice(range.lastIndexOf('!') + 1);
  const match = /^([A-Za-z]+)(\d+)/.exec(cells);
  return match ? { column: columnIndex(match[1]!), line: Number(match[2]) } : null;
}
