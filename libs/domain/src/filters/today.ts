import { dayNumber } from './sheet-date.js';

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      calendar: 'gregory',
      numberingSystem: 'latn',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Whether Intl knows the zone (a bad zone would otherwise throw a RangeError). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * Today's day number (days since 1970-01-01) on the calendar of `timeZone` at `now`: at
 * 2026-03-01T23:30Z it is already March 2 in Asia/Tokyo. An unknown zone counts as UTC; an
 * invalid `now` gives null (date conditions then match nothing).
 */
export function todayIn(now: Date, timeZone: string): number | null {
  if (Number.isNaN(now.getTime())) return null;
  const formatter = formatterFor(isKnownTimeZone(timeZone) ? timeZone : 'UTC');
  let year = 0;
  let month = 0;
  let day = 0;
  for (const part of formatter.formatToParts(now)) {
    if (part.type === 'year') year = Number(part.value);
    else if (part.type === 'month') month = Number(part.value);
    else if (part.type === 'day') day = Number(part.value);
  }
  return dayNumber(year, month, day);
}
