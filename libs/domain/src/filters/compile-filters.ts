import { compileDateRange, compilePastDays, compileRelativeDay } from './date-conditions.js';
import {
  allOf,
  isCurrentUserToken,
  matchAll,
  matchNone,
  type FilterRow,
  type RowPredicate,
} from './row-predicate.js';
import type { SheetFilter } from './sheet-filter-schema.js';
import { splitAnyOf, type FilterContext } from './sheet-filter.js';
import { todayIn } from './today.js';
import { compileAnyOf, compileEquals, compileOrder, compileText } from './value-conditions.js';

/**
 * Whether a filter takes part: it is active, names a column, and names no sheet or the sheet being
 * filtered (when the context says which).
 */
export function filterApplies(filter: SheetFilter, context: FilterContext): boolean {
  if (!filter.active || filter.sheet_column.column === '') return false;
  const sheet = filter.sheet_column.sheet.trim();
  return sheet === '' || context.sheetTitle === undefined || sheet === context.sheetTitle.trim();
}

/** "current user" stands for the viewer's e-mail; null when there is none. */
function resolveValue(value: string, context: FilterContext): string | null {
  if (!isCurrentUserToken(value)) return value;
  const email = context.userEmail?.trim() ?? '';
  return email === '' ? null : email;
}

/**
 * The predicate built from a filter's value. A blank value means the filter is not set yet and
 * keeps every row; "current user" without a signed-in e-mail keeps none.
 */
function withValue(
  value: string,
  context: FilterContext,
  build: (value: string) => RowPredicate,
): RowPredicate {
  if (value.trim() === '') return matchAll;
  const resolved = resolveValue(value, context);
  return resolved === null ? matchNone : build(resolved);
}

/**
 * One filter as a row predicate; the value is read here, once, never per row.
 *
 * Blank values keep every row for every condition that takes a value (`date` and `past_days`
 * included: the filter is not set yet). A value that cannot be used (past_days that is not a whole
 * number, a range side that is not a date, "current user" with no signed-in e-mail) keeps no row.
 * Cells that cannot be read as dates never match a date condition.
 */
function compileFilter(
  filter: SheetFilter,
  context: FilterContext,
  today: () => number | null,
): RowPredicate {
  const column = filter.sheet_column.column;
  const { condition, value } = filter;
  switch (condition) {
    case 'today':
    case 'tomorrow':
    case 'current_week':
    case 'next_week':
      return compileRelativeDay(column, condition, today());
    case 'any_of': {
      const items = splitAnyOf(value);
      if (items.length === 0) return matchAll;
      const values = items.flatMap((item) => resolveValue(item, context) ?? []);
      return values.length === 0 ? matchNone : compileAnyOf(column, values);
    }
    case '=':
      return withValue(value, context, (v) => compileEquals(column, v));
    case '>':
      return withValue(value, context, (v) => compileOrder(column, v, true));
    case '<':
      return withValue(value, context, (v) => compileOrder(column, v, false));
    case 'starts_with':
    case 'not_starts_with':
    case 'ends_with':
    case 'not_ends_with':
    case 'includes':
    case 'not_includes':
      return withValue(value, context, (v) => compileText(column, condition, v));
    case 'past_days':
      return withValue(value, context, (v) => compilePastDays(column, v, today()));
    case 'date':
      return withValue(value, context, (v) => compileDateRange(column, v));
  }
}

/**
 * The filters as one predicate: a row must match every applicable filter (AND). Compile once per
 * request and call per row; "today" is reckoned once, from `context.now` in `context.timeZone`.
 */
export function compileFilters(
  filters: readonly SheetFilter[],
  context: FilterContext,
): (row: FilterRow) => boolean {
  let today: number | null | undefined;
  const todayOnce = () =>
    today === undefined ? (today = todayIn(context.now, context.timeZone)) : today;
  return allOf(
    filters
      .filter((filter) => filterApplies(filter, context))
      .map((filter) => compileFilter(filter, context, todayOnce)),
  );
}

/** The rows matching every active filter of this sheet, in their order. */
export function filterRows<R extends Record<string, string>>(
  rows: readonly R[],
  filters: readonly SheetFilter[],
  context: FilterContext,
): R[] {
  const matches = compileFilters(filters, context);
  return matches === matchAll ? [...rows] : rows.filter(matches);
}
