import { parseSheetDate, type SheetDate } from './sheet-date.js';

/** Filter conditions (editor-viewer-shell §5), in the order the filter editor offers them. */
export const FILTER_CONDITIONS = [
  '=',
  '>',
  '<',
  'starts_with',
  'not_starts_with',
  'ends_with',
  'not_ends_with',
  'includes',
  'not_includes',
  'past_days',
  'today',
  'tomorrow',
  'current_week',
  'next_week',
  'date',
  'any_of',
] as const;
export type FilterCondition = (typeof FILTER_CONDITIONS)[number];

export const FILTER_CONDITION_LABELS: Readonly<Record<FilterCondition, string>> = {
  '=': 'Is equal to',
  '>': 'Is greater than',
  '<': 'Is less than',
  starts_with: 'Starts with',
  not_starts_with: 'Does not start with',
  ends_with: 'Ends with',
  not_ends_with: 'Does not end with',
  includes: 'Includes',
  not_includes: 'Does not include',
  past_days: 'In the past days',
  today: 'Is today',
  tomorrow: 'Is tomorrow',
  current_week: 'Is in the current week (Monday to Sunday)',
  next_week: 'Is in next week (Monday to Sunday)',
  date: 'Is between dates',
  any_of: 'Is any of',
};

/** Conditions that read the cell as a date; the others read it as text or a number. */
export const DATE_FILTER_CONDITIONS: readonly FilterCondition[] = [
  'past_days',
  'today',
  'tomorrow',
  'current_week',
  'next_week',
  'date',
];

/** Conditions whose value is ignored, so a filter editor hides the value input. */
export const FILTER_CONDITIONS_WITHOUT_VALUE: readonly FilterCondition[] = [
  'today',
  'tomorrow',
  'current_week',
  'next_week',
];

/** What the filters are evaluated against: the clock, the viewer and the page. */
export type FilterContext = {
  now: Date;
  /** IANA zone in which "today" is reckoned (e.g. 'Europe/Paris'); an unknown zone means UTC. */
  timeZone: string;
  userEmail: string | null;
  userName?: string | null;
  /** The record a detail page shows (the multi-page data filter's "Current record"). */
  recordId?: string | null;
  /** The sheet being filtered: filters naming another sheet are skipped. */
  sheetTitle?: string;
};

/** The marker between the values of an any_of filter ("open||pending"). */
export const ANY_OF_SEPARATOR = '||';

/** The any_of value of a list: trimmed, blanks dropped. A value cannot itself contain `||`. */
export function joinAnyOf(values: readonly string[]): string {
  return values
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(ANY_OF_SEPARATOR);
}

/** The values of an any_of filter, trimmed, blanks dropped. */
export function splitAnyOf(value: string): string[] {
  return value
    .split(ANY_OF_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The value of a `date` filter: `start||end`, either side empty for an open end. */
export function dateRangeValue(start: string, end: string): string {
  return `${start.trim()}${ANY_OF_SEPARATOR}${end.trim()}`;
}

/** The two sides of a `date` filter as typed; a value without `||` is a single day. */
export function splitDateRange(value: string): { start: string; end: string } {
  const at = value.indexOf(ANY_OF_SEPARATOR);
  if (at < 0) return { start: value.trim(), end: value.trim() };
  return {
    start: value.slice(0, at).trim(),
    end: value.slice(at + ANY_OF_SEPARATOR.length).trim(),
  };
}

/**
 * The days of a `date` filter (null = open end), or null when a side is not a date in one of the
 * spec's formats. Times of day in the bounds are ignored: the range is whole days, inclusive.
 */
export function parseDateRange(
  value: string,
): { start: SheetDate | null; end: SheetDate | null } | null {
  const sides = splitDateRange(value);
  const start = sides.start === '' ? null : parseSheetDate(sides.start);
  const end = sides.end === '' ? null : parseSheetDate(sides.end);
  if ((sides.start !== '' && !start) || (sides.end !== '' && !end)) return null;
  return { start, end };
}
