/** A block's sort as the sheet endpoints take it: `Column` ascending, `-Column` descending. */
export type SortState = { column: string; descending: boolean } | null;

export function parseSort(sort: string): SortState {
  if (!sort) return null;
  return sort.startsWith('-')
    ? { column: sort.slice(1), descending: true }
    : { column: sort, descending: false };
}

export function sortParam(column: string, descending: boolean): string {
  return descending ? `-${column}` : column;
}

/** A column header cycles: ascending, then descending, then the sheet's own order. */
export function nextHeaderSort(current: string, column: string): string {
  const state = parseSort(current);
  if (state?.column !== column) return sortParam(column, false);
  return state.descending ? '' : sortParam(column, true);
}

/** The header's aria-sort. */
export function ariaSortOf(current: string, column: string): 'ascending' | 'descending' | 'none' {
  const state = parseSort(current);
  if (state?.column !== column) return 'none';
  return state.descending ? 'descending' : 'ascending';
}

/** The choices of the list's sort select: the sheet's order, then each column both ways. */
export function sortChoices(columns: readonly string[]): { value: string; label: string }[] {
  return [
    { value: '', label: 'Sheet order' },
    ...columns.flatMap((column) => [
      { value: sortParam(column, false), label: `${column} (A to Z)` },
      { value: sortParam(column, true), label: `${column} (Z to A)` },
    ]),
  ];
}
