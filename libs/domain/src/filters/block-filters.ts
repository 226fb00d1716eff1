import type { ConditionalFilter } from '../blocks/action-buttons.js';
import { compileFilters } from './compile-filters.js';
import { compileConditionalFilter, compileDataFilter, type DataFilter } from './data-filters.js';
import { allOf, cellOf, matchAll, type FilterRow, type RowPredicate } from './row-predicate.js';
import { searchMatcher, searchTerms } from './search.js';
import { sessionIdFilter } from './session-filter.js';
import type { FilterContext } from './sheet-filter.js';
import type { SheetFilter } from './sheet-filter-schema.js';
import { applyUrlFilters, type UrlFilter } from './url-filters.js';

/** Everything that narrows one block's rows. */
export type BlockFilterInput = {
  /** The block's filters, then any the viewer chose in the filter bar. */
  filters?: readonly SheetFilter[];
  dataFilter?: DataFilter | null;
  conditionalFilter?: ConditionalFilter | null;
  /** Parsed `filters` query parameter (parseUrlFilters). */
  urlFilters?: readonly UrlFilter[];
  /** The `_id` value kept in the viewer's browser storage. */
  sessionId?: string | null;
  /** The sheet's header columns (used to find an `_id` column and for the search). */
  columns: readonly string[];
  /** List search text: comma-separated terms, matched over the columns' values. */
  search?: string;
};

/** Rows with a search term in one of `columns`' values; every row when there are no terms. */
function compileSearch(search: string | undefined, columns: readonly string[]): RowPredicate {
  const terms = searchTerms(search);
  if (terms.length === 0) return matchAll;
  const found = searchMatcher(terms);
  return (row) => {
    for (const column of columns) if (found(cellOf(row, column))) return true;
    return false;
  };
}

/**
 * One predicate for a block (all must hold): its filters with the URL's values applied, the
 * session `_id` filter, the data filter, the conditional filter and the search. Compile once per
 * request; `context.sheetTitle` should name the block's sheet.
 */
export function compileBlockFilters(
  input: BlockFilterInput,
  context: FilterContext,
): (row: FilterRow) => boolean {
  const filters = applyUrlFilters(input.filters ?? [], input.urlFilters ?? []);
  const session = sessionIdFilter(input.sessionId, context.sheetTitle ?? '', input.columns);
  return allOf([
    compileFilters(session ? [...filters, session] : filters, context),
    input.dataFilter ? compileDataFilter(input.dataFilter, context) : matchAll,
    input.conditionalFilter ? compileConditionalFilter(input.conditionalFilter, context) : matchAll,
    compileSearch(input.search, input.columns),
  ]);
}
