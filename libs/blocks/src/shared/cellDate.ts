import { parseSheetDateTime } from '@tessera/domain';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date or date-and-time cell as people read it ("1 Mar 2026", "1 Mar 2026, 09:30") when it is
 * written year first, as a sheet or a date input writes it (YYYY-MM-DD, optionally with a time);
 * any other text as it is written: "3/1/2026" is already read as a date, and reading it again
 * could swap its day and month. Written out here rather than by Intl, whose month names differ
 * between ICU versions ("Sep", "Sept"): the server's HTML and the browser's must be the same.
 */
export function readableDate(value: string): string {
  const parsed = /^\s*\d{4}-/.test(value) ? parseSheetDateTime(value.trim()) : null;
  if (!parsed) return value;
  const { year, month, day, hours, minutes } = parsed.date;
  const date = `${day} ${MONTHS[month - 1]} ${String(year).padStart(4, '0')}`;
  return parsed.hasTime ? `${date}, ${twoDigits(hours)}:${twoDigits(minutes)}` : date;
}
