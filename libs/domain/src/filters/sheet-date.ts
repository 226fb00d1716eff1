import { scanned, scanSheetDate } from './date-scanner.js';

/**
 * Dates as written in sheet cells (editor-viewer-shell §5): calendar values without a time zone,
 * and the day arithmetic the date filters need. Parsing itself is date-scanner.ts.
 */

/** A calendar date and time of day as written in a cell (no time zone). */
export type SheetDate = {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
};

/** A parsed cell with whether it named a time of day (comparisons then go to the second). */
export type ParsedSheetDate = { date: SheetDate; hasTime: boolean };

/**
 * Parses a cell's text in the spec's order: MM-DD-YYYY, DD-MM-YYYY, YYYY-MM-DD, DD/MM/YYYY,
 * MM/DD/YYYY, YYYY/MM/DD, D MMMM YYYY, MMMM D, YYYY, D MMM YYYY; the three dashed formats may be
 * followed by " HH:mm:ss" (seconds optional), and YYYY-MM-DD by "THH:mm(:ss)" (the calendar block's
 * timestamps). A format matches only with a real month and day, so "13-05-2024" falls through to
 * DD-MM-YYYY and "31-02-2024" matches nothing. Month names are English, in any letter case.
 */
export function parseSheetDateTime(text: string): ParsedSheetDate | null {
  if (!scanSheetDate(text)) return null;
  const { hasTime, ...date } = scanned;
  return { date, hasTime };
}

/** The calendar value of a cell, or null when it is in none of the spec's formats. */
export function parseSheetDate(text: string): SheetDate | null {
  return parseSheetDateTime(text)?.date ?? null;
}

/** The day number of a cell's date (any time of day), or null: the per-row path of date filters. */
export function cellDay(text: string): number | null {
  return cellDateKey(text, false);
}

/** The cell's day number, or its second number when `toTheSecond`; null when not a date. */
export function cellDateKey(text: string, toTheSecond: boolean): number | null {
  if (!scanSheetDate(text)) return null;
  const day = dayNumber(scanned.year, scanned.month, scanned.day);
  return toTheSecond
    ? day * 86_400 + scanned.hours * 3600 + scanned.minutes * 60 + scanned.seconds
    : day;
}

/** Days since 1970-01-01 of a calendar date (proleptic Gregorian, any year). */
export function dayNumber(year: number, month: number, day: number): number {
  // Howard Hinnant's days_from_civil: years start in March so the leap day comes last.
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * ((month + 9) % 12) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** The day of a parsed cell, as a day number. */
export function dayOf(date: SheetDate): number {
  return dayNumber(date.year, date.month, date.day);
}

/** Seconds since 1970-01-01 00:00:00 of the cell's calendar value (read as if it were UTC). */
export function secondOf(date: SheetDate): number {
  return dayOf(date) * 86_400 + date.hours * 3600 + date.minutes * 60 + date.seconds;
}

/** 0 for Monday through 6 for Sunday: weeks start on Monday. */
export function weekdayOf(day: number): number {
  // Day 0 (1970-01-01) was a Thursday.
  return (((day + 3) % 7) + 7) % 7;
}
