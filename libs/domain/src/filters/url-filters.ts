import type { SheetFilter } from './sheet-filter-schema.js';

export type UrlFilter = { name: string; value: string };

/** The query parameter of a filtered link (editor-viewer-shell §5): `?filters=status:open`. */
export const URL_FILTERS_PARAMETER = 'filters';

/**
 * The `filters` query parameter (editor-viewer-shell §5): "name:value" pairs separated by commas,
 * e.g. `status:open,owner:current user`. The value is everything after the first ':' (so it may
 * hold ':' itself, but not ','). Names and values are trimmed; pairs without ':' or without a name
 * are ignored.
 */
export function parseUrlFilters(query: string | undefined): UrlFilter[] {
  if (!query) return [];
  const pairs: UrlFilter[] = [];
  for (const pair of query.split(',')) {
    const at = pair.indexOf(':');
    if (at < 0) continue;
    const name = pair.slice(0, at).trim();
    if (name !== '') pairs.push({ name, value: pair.slice(at + 1).trim() });
  }
  return pairs;
}

/**
 * The filters with the URL's values: a pair naming a filter (case-insensitive) replaces its value
 * and turns it on; the last pair wins when a name repeats. Pairs naming no filter are ignored, so a
 * link cannot add filters the owner did not define.
 */
export function applyUrlFilters(
  filters: readonly SheetFilter[],
  urlFilters: readonly UrlFilter[],
): SheetFilter[] {
  if (urlFilters.length === 0) return [...filters];
  const byName = new Map(urlFilters.map((pair) => [pair.name.trim().toLowerCase(), pair.value]));
  return filters.map((filter) => {
    const value = byName.get(filter.name.trim().toLowerCase());
    return value === undefined ? filter : { ...filter, value, active: true };
  });
}
