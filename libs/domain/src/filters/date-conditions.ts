import { parseDateRange } from './sheet-filter.js';
import { cellDay, dayOf, weekdayOf } from './sheet-date.js';
import { cellOf, matchAll, matchNone, type RowPredicate } from './row-predicate.js';

export type RelativeDayCondition = 'today' | 'tomorrow' | 'current_week' | 'next_week';

/** Cells whose date (any time of day) falls in days `first`..`last`, inclusive. */
function dayRange(column: string, first: number, last: number): RowPredicate {
  if (first > last) return matchNone;
  return (row) => {
    const day = cellDay(cellOf(row, column));
    return day !== null && day >= first && day <= last;
  };
}

/**
 * today, tomorrow, current_week and next_week, against `today` (a day number in the viewer's
 * zone, null when unknown). Weeks run Monday to Sunday.
 */
export function compileRelativeDay(
  column: string,
  condition: RelativeDayCondition,
  today: number | null,
): RowPredicate {
  if (today === null) return matchNone;
  const monday = today - weekdayOf(today);
  switch (condition) {
    case 'today':
      return dayRange(column, today, today);
    case 'tomorrow':
      return dayRange(column, today + 1, today + 1);
    case 'current_week':
      return dayRange(column, monday, monday + 6);
    case 'next_week':
      return dayRange(column, monday + 7, monday + 13);
  }
}

const wholeDays = /^\d{1,6}$/;

/**
 * past_days N: from N days before today up to and including today (so 0 is today only, 7 is the
 * last week plus today). Future dates never match. N must be a whole number, else nothing matches.
 */
export function compilePastDays(column: string, value: string, today: number | null): RowPredicate {
  const text = value.trim();
  if (today === null || !wholeDays.test(text)) return matchNone;
  return dayRange(column, today - Number(text), today);
}

/**
 * date: `start||end`, whole days, inclusive, either end open; a value without `||` is one day. A
 * side that is not a date, or a start after the end, matches nothing; both ends open matches all.
 */
export function compileDateRange(column: string, value: string): RowPredicate {
  const range = parseDateRange(value);
  if (!range) return matchNone;
  if (!range.start && !range.end) return matchAll;
  const first = range.start ? dayOf(range.start) : Number.NEGATIVE_INFINITY;
  const last = range.end ? dayOf(range.end) : Number.POSITIVE_INFINITY;
  return dayRange(column, first, last);
}
