export { compileBlockFilters, type BlockFilterInput } from './block-filters.js';
export { compileFilters, filterApplies, filterRows } from './compile-filters.js';
export * from './data-filters.js';
export type { FilterRow, RowPredicate } from './row-predicate.js';
export { matchesSearch, searchMatcher, searchTerms } from './search.js';
export { idColumnOf, sessionIdFilter } from './session-filter.js';
export {
  parseSheetDate,
  parseSheetDateTime,
  type ParsedSheetDate,
  type SheetDate,
} from './sheet-date.js';
export * from './sheet-filter.js';
export * from './sheet-filter-schema.js';
export * from './url-filters.js';
