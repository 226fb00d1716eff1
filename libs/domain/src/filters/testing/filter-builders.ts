/** Test data builders for the filter specs (not exported from the package). */
import type { SheetFilter } from '../sheet-filter-schema.js';
import type { FilterCondition, FilterContext } from '../sheet-filter.js';

/** A filter on `column` of any sheet; tests override what they are about. */
export function aFilter(
  condition: FilterCondition,
  value: string,
  overrides: Partial<SheetFilter> = {},
): SheetFilter {
  return {
    name: 'Filter',
    active: true,
    condition,
    sheet_column: { sheet: '', column: 'value' },
    value,
    ...overrides,
  };
}

/** Signed in as ada@example.com, on Wednesday 2026-03-04 at noon UTC. */
export function aContext(overrides: Partial<FilterContext> = {}): FilterContext {
  return {
    now: new Date('2026-03-04T12:00:00Z'),
    timeZone: 'UTC',
    userEmail: 'ada@example.com',
    userName: 'Ada Lovelace',
    recordId: null,
    ...overrides,
  };
}

/** Rows with one `value` column each. */
export function valueRows(...values: string[]): { value: string }[] {
  return values.map((value) => ({ value }));
}
