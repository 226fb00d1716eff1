import type { SheetRow } from '@tessera/contracts';

/** A row as stored: its stable id and one value per column. */
export type StoredRow = { id: string; values: Record<string, string> };
export type SortOrder = { column: string; descending: boolean };

/** The row as served: `_id` first, then every column in sheet order (missing values empty). */
export function toSheetRow(
  id: string,
  columns: readonly string[],
  values: Record<string, string>,
): SheetRow {
  // fromEntries defines own properties, so a column named "__proto__" stays a plain value.
  return Object.fromEntries([
    ['_id', id],
    ...columns.map((column) => [column, Object.hasOwn(values, column) ? values[column] : '']),
  ]) as SheetRow;
}

/**
 * `column` sorts ascending, `-column` descending. A column whose own name starts with "-" is
 * matched by its exact name first. Null when there is no sort or the column is unknown.
 */
export function parseSort(sort: string | undefined, columns: readonly string[]): SortOrder | null {
  if (!sort) return null;
  if (columns.includes(sort)) return { column: sort, descending: false };
  if (sort.startsWith('-') && columns.includes(sort.slice(1)))
    return { column: sort.slice(1), descending: true };
  return null;
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const numeric = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** Numbers by value, other text in natural order ("Item 2" before "Item 10"), case-insensitive. */
export function compareCells(a: string, b: string): number {
  const x = a.trim();
  const y = b.trim();
  if (numeric.test(x) && numeric.test(y)) return Number(x) - Number(y);
  return collator.compare(x, y);
}

/**
 * A sorted copy; empty values go last in both directions, ties keep sheet order. Each cell's sort
 * key (trimmed text, number when numeric) is read once, not on every comparison: sorting 100k rows
 * makes about two million comparisons.
 */
export function sortRows(rows: readonly StoredRow[], order: SortOrder): StoredRow[] {
  const keys = rows.map((row, index) => {
    const text = Object.hasOwn(row.values, order.column) ? row.values[order.column]!.trim() : '';
    return { index, text, number: numeric.test(text) ? Number(text) : Number.NaN };
  });
  const direction = order.descending ? -1 : 1;
  keys.sort((a, b) => {
    if (a.text === '' || b.text === '') return Number(a.text === '') - Number(b.text === '');
    if (!Number.isNaN(a.number) && !Number.isNaN(b.number))
      return direction * (a.number - b.number);
    return direction * collator.compare(a.text, b.text);
  });
  return keys.map((key) => rows[key.index]!);
}
