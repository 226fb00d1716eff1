/** A sheet row as blocks see it: one string per column (plus `_id`). */
export type FilterRow = Readonly<Record<string, string>>;
export type RowPredicate = (row: FilterRow) => boolean;

export const matchAll: RowPredicate = () => true;
export const matchNone: RowPredicate = () => false;

/** The row's value of `column`; '' when absent (own properties only, so "__proto__" is data). */
export function cellOf(row: FilterRow, column: string): string {
  return Object.hasOwn(row, column) ? (row[column] ?? '') : '';
}

/** Text compared case-insensitively and without surrounding spaces. */
export function normalise(text: string): string {
  return text.trim().toLowerCase();
}

/** A predicate true when all are; `matchAll` ones are dropped so the row loop stays short. */
export function allOf(predicates: readonly RowPredicate[]): RowPredicate {
  const needed = predicates.filter((predicate) => predicate !== matchAll);
  if (needed.includes(matchNone)) return matchNone;
  if (needed.length === 0) return matchAll;
  const [only] = needed;
  if (needed.length === 1 && only) return only;
  return (row) => {
    for (const predicate of needed) if (!predicate(row)) return false;
    return true;
  };
}

/** The shared "current user" token of filter values (editor-viewer-shell §5). */
export function isCurrentUserToken(value: string): boolean {
  return normalise(value) === 'current user';
}
