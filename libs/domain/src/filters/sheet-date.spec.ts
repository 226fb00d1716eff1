import { describe, expect, it } from '@jest/globals';
import { dayNumber, parseSheetDate, parseSheetDateTime, weekdayOf } from './sheet-date.js';

const day = (year: number, month: number, date: number) => ({
  year,
  month,
  day: date,
  hours: 0,
  minutes: 0,
  seconds: 0,
});

describe('parseSheetDate', () => {
  it.each([
    ['03-05-2024', 'MM-DD-YYYY first', day(2024, 3, 5)],
    ['13-05-2024', 'DD-MM-YYYY when the month would be 13', day(2024, 5, 13)],
    ['2024-03-05', 'YYYY-MM-DD', day(2024, 3, 5)],
    ['03/05/2024', 'DD/MM/YYYY before MM/DD/YYYY', day(2024, 5, 3)],
    ['12/31/2024', 'MM/DD/YYYY when DD/MM would need month 31', day(2024, 12, 31)],
    ['2024/03/05', 'YYYY/MM/DD', day(2024, 3, 5)],
    ['5 March 2024', 'D MMMM YYYY', day(2024, 3, 5)],
    ['March 5, 2024', 'MMMM D, YYYY', day(2024, 3, 5)],
    ['5 Mar 2024', 'D MMM YYYY', day(2024, 3, 5)],
    ['5 mar 2024', 'month names in any case', day(2024, 3, 5)],
    ['3-5-2024', 'one-digit month and day', day(2024, 3, 5)],
    ['  2024-03-05  ', 'surrounding spaces', day(2024, 3, 5)],
    ['29-02-2024', 'a leap day', day(2024, 2, 29)],
  ])('reads %s (%s)', (text, _label, expected) => {
    expect(parseSheetDate(text)).toEqual(expected);
  });

  it.each([
    ['03-05-2024 14:30:15', { ...day(2024, 3, 5), hours: 14, minutes: 30, seconds: 15 }],
    ['13-05-2024 08:00:00', { ...day(2024, 5, 13), hours: 8 }],
    ['2024-03-05 23:59:59', { ...day(2024, 3, 5), hours: 23, minutes: 59, seconds: 59 }],
    ['2024-03-05T09:15', { ...day(2024, 3, 5), hours: 9, minutes: 15 }],
    ['2024-03-05T09:15:07', { ...day(2024, 3, 5), hours: 9, minutes: 15, seconds: 7 }],
  ])('reads the time of %s', (text, expected) => {
    expect(parseSheetDateTime(text)).toEqual({ date: expected, hasTime: true });
  });

  it('says a date without a time has none', () => {
    expect(parseSheetDateTime('2024-03-05')?.hasTime).toBe(false);
  });

  it.each([
    ['31-02-2024', 'no February 31 either way round'],
    ['29-02-2023', 'no leap day in 2023'],
    ['2024-13-01', 'month 13'],
    ['2024-02-30', 'February 30'],
    ['00-10-2024', 'day 0'],
    ['32/01/2024', 'day 32'],
    ['5 Marchy 2024', 'unknown month name'],
    ['Mars 5, 2024', 'unknown month name first'],
    ['2024-03-05 24:00:00', 'hour 24'],
    ['2024-03-05 10:60:00', 'minute 60'],
    ['03/05/2024 10:00:00', 'times only after the dashed formats'],
    ['03-05-2024T10:00', 'T only after YYYY-MM-DD'],
    ['2024-03-05T10:00:00Z', 'time-zone suffixes'],
    ['2024-03/05', 'mixed separators'],
    ['20240305', 'no separators'],
    ['', 'empty'],
    ['hello', 'text'],
    ['42', 'a number'],
    ['05-03-24', 'two-digit years'],
  ])('rejects %s (%s)', (text) => {
    expect(parseSheetDate(text)).toBeNull();
  });
});

describe('calendar arithmetic', () => {
  it('counts days from 1970-01-01 across leap years and centuries', () => {
    expect(dayNumber(1970, 1, 1)).toBe(0);
    expect(dayNumber(2000, 3, 1) - dayNumber(2000, 2, 28)).toBe(2);
    expect(dayNumber(1900, 3, 1) - dayNumber(1900, 2, 28)).toBe(1);
    expect(dayNumber(2024, 3, 5)).toBe(Date.UTC(2024, 2, 5) / 86_400_000);
  });

  it('numbers weekdays from Monday', () => {
    expect(weekdayOf(dayNumber(2026, 3, 2))).toBe(0); // a Monday
    expect(weekdayOf(dayNumber(2026, 3, 8))).toBe(6); // a Sunday
    expect(weekdayOf(dayNumber(1969, 12, 29))).toBe(0); // before day 0
  });
});
