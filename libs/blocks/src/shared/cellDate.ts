import { parseSheetDateTime } from '@tessera/domain';

let formats: { date: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat } | undefined;

/**
 * A date or date-and-time cell as people read it ("1 Mar 2026", "1 Mar 2026, 09:30") when it is
 * written year first, as a sheet or a date input writes it (YYYY-MM-DD, optionally with a time);
 * any other text as it is written: "3/1/2026" is already read as a date, and reading it again
 * could swap its day and month. The same on the server and in every browser: one locale, on the
 * cell's own clock.
 */
export function readableDate(value: string): string {
  const parsed = /^\s*\d{4}-/.test(value) ? parseSheetDateTime(value.trim()) : null;
  if (!parsed) return value;
  const { year, month, day, hours, minutes } = parsed.date;
  formats ??= {
    date: new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }),
    dateTime: new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }),
  };
  const instant = new Date(Date.UTC(year, month - 1, day, hours, minutes));
  return (parsed.hasTime ? formats.dateTime : formats.date).format(instant);
}
