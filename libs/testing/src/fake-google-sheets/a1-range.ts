/**
 * A1 notation as Google Sheets reads it: `'Sheet title'!A1:C10`, `Sheet1!A:A`, `Sheet1!2:2`,
 * `Sheet1!A2:Z` (open end), `'Title'` (the whole sheet) or `A1:B2` (the first sheet). This parser
 * is the fake's own, written apart from the connector's range builder so that one checks the other.
 */
export type CellRef = { column?: number; row?: number };

export type A1Range = {
  /** Null when the range names no sheet (it then means the first sheet). */
  title: string | null;
  /** Null for the whole sheet. Columns and rows are 0-based; a missing bound is open. */
  start: CellRef | null;
  end: CellRef | null;
};

/** A range's bounds on one sheet, 0-based and inclusive, after open ends are closed by the grid. */
export type GridBounds = {
  startRow: number;
  endRow: number;
  startColumn: number;
  endColumn: number;
};

export class RangeParseError extends Error {}

const cellPattern = /^([A-Za-z]{0,3})(\d*)$/;

/** 0 for A, 25 for Z, 26 for AA. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}

function parseCell(text: string, whole: string): CellRef {
  const match = cellPattern.exec(text);
  if (!match || text === '') throw new RangeParseError(whole);
  const [, letters = '', digits = ''] = match;
  const ref: CellRef = {};
  if (letters !== '') ref.column = columnIndex(letters);
  if (digits !== '') {
    const row = Number(digits);
    if (row < 1) throw new RangeParseError(whole);
    ref.row = row - 1;
  }
  return ref;
}

function parseCells(text: string, whole: string): { start: CellRef; end: CellRef } {
  const parts = text.split(':');
  if (parts.length > 2) throw new RangeParseError(whole);
  const start = parseCell(parts[0]!, whole);
  if (parts.length === 1) {
    // A single reference must name a cell: "A" or "1" alone is not a range.
    if (start.column === undefined || start.row === undefined) throw new RangeParseError(whole);
    return { start, end: { ...start } };
  }
  const end = parseCell(parts[1]!, whole);
  // "A:1" mixes a column and a row; Google refuses it.
  const onlyColumns = start.row === undefined && end.row === undefined;
  const onlyRows = start.column === undefined && end.column === undefined;
  if (!onlyColumns && !onlyRows && (start.column === undefined || start.row === undefined))
    throw new RangeParseError(whole);
  return { start, end };
}

export function parseA1(text: string): A1Range {
  if (text.startsWith("'")) {
    let title = '';
    let i = 1;
    for (; i < text.length; i++) {
      if (text[i] !== "'") {
        title += text[i];
      } else if (text[i + 1] === "'") {
        title += "'";
        i++;
      } else break;
    }
    if (i >= text.length) throw new RangeParseError(text);
    const rest = text.slice(i + 1);
    if (rest === '') return { title, start: null, end: null };
    if (!rest.startsWith('!')) throw new RangeParseError(text);
    return { title, ...parseCells(rest.slice(1), text) };
  }
  const bang = text.lastIndexOf('!');
  if (bang !== -1) {
    const title = text.slice(0, bang);
    if (!/^[\p{L}\p{N}_]+$/u.test(title)) throw new RangeParseError(text);
    return { title, ...parseCells(text.slice(bang + 1), text) };
  }
  try {
    return { title: null, ...parseCells(text, text) };
  } catch {
    // Not cells: a sheet title alone (titles with spaces or symbols must be quoted).
    if (!/^[\p{L}\p{N}_]+$/u.test(text)) throw new RangeParseError(text);
    return { title: text, start: null, end: null };
  }
}

/** The title as Google writes it in a range: quoted unless plain letters, digits and underscores. */
export function formatTitle(title: string): string {
  const plain = /^[A-Za-z_][A-Za-z0-9_]*$/.test(title) && !/^[A-Za-z]{1,3}\d+$/.test(title);
  return plain ? title : `'${title.replaceAll("'", "''")}'`;
}

export function formatRange(title: string, bounds: GridBounds): string {
  const from = `${columnLetters(bounds.startColumn)}${bounds.startRow + 1}`;
  const to = `${columnLetters(bounds.endColumn)}${bounds.endRow + 1}`;
  return `${formatTitle(title)}!${from === to ? from : `${from}:${to}`}`;
}
