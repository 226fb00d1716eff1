/**
 * The cell-date scanner behind parseSheetDate. Date filters run it on every cell of up to 100,000
 * rows, so it reads characters by index and writes its result into one reused record instead of
 * allocating per cell (single-threaded and synchronous, so the record cannot be shared mid-scan).
 */

/** The last successful scan; read it right after `scanSheetDate` returned true. */
export const scanned = {
  year: 0,
  month: 0,
  day: 0,
  hours: 0,
  minutes: 0,
  seconds: 0,
  hasTime: false,
};

const SPACE = 32;
const ZERO = 48;
const DASH = 45;
const SLASH = 47;
const COLON = 58;
const LETTER_T = 84;

/** D MMMM YYYY and D MMM YYYY ("5 March 2024", "5 Mar 2024"). */
const dayFirstWords = /^(\d{1,2})\s+([a-z]+)\.?,?\s+(\d{4})$/i;
/** MMMM D, YYYY ("March 5, 2024"); the short month name is accepted too. */
const monthFirstWords = /^([a-z]+)\.?\s+(\d{1,2}),?\s+(\d{4})$/i;

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

/** English full and three-letter month names (the spec's MMMM and MMM), plus "sept". */
const monthByName = new Map<string, number>([
  ...MONTH_NAMES.map((name, index) => [name, index + 1] as const),
  ...MONTH_NAMES.map((name, index) => [name.slice(0, 3), index + 1] as const),
  ['sept', 9],
]);

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** Records a real calendar day (midnight); false when the month or day does not exist. */
function setDay(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return false;
  scanned.year = year;
  scanned.month = month;
  scanned.day = day;
  scanned.hours = 0;
  scanned.minutes = 0;
  scanned.seconds = 0;
  scanned.hasTime = false;
  return true;
}

/**
 * Scans a cell in the spec's order of formats (see parseSheetDate) into `scanned`; false when the
 * cell is in none of them.
 */
export function scanSheetDate(text: string): boolean {
  let from = 0;
  let to = text.length;
  while (from < to && text.charCodeAt(from) <= SPACE) from += 1;
  while (to > from && text.charCodeAt(to - 1) <= SPACE) to -= 1;
  if (to - from < 6 || to - from > 32) return false;
  const first = text.charCodeAt(from);
  if (first >= ZERO && first <= ZERO + 9) {
    return scanNumeric(text, from, to) || scanWords(dayFirstWords, text.slice(from, to), 1, 2, 3);
  }
  return scanWords(monthFirstWords, text.slice(from, to), 2, 1, 3);
}

/** Where the last `readDigits` stopped. */
let digitsEnd = 0;

/** The number written with 1 to `max` digits at `from` (-1 when none); sets `digitsEnd`. */
function readDigits(text: string, from: number, to: number, max: number): number {
  let value = 0;
  let at = from;
  while (at < to && at - from < max) {
    const digit = text.charCodeAt(at) - ZERO;
    if (digit < 0 || digit > 9) break;
    value = value * 10 + digit;
    at += 1;
  }
  digitsEnd = at;
  return at === from ? -1 : value;
}

/** MM-DD-YYYY, DD-MM-YYYY, YYYY-MM-DD (each with an optional time), DD/MM, MM/DD, YYYY/MM/DD. */
function scanNumeric(text: string, from: number, to: number): boolean {
  const a = readDigits(text, from, to, 4);
  const aLength = digitsEnd - from;
  const separator = text.charCodeAt(digitsEnd);
  if (a < 0 || (separator !== DASH && separator !== SLASH)) return false;
  const b = readDigits(text, digitsEnd + 1, to, 2);
  if (b < 0 || text.charCodeAt(digitsEnd) !== separator) return false;
  const cStart = digitsEnd + 1;
  const c = readDigits(text, cStart, to, 4);
  const cLength = digitsEnd - cStart;
  if (c < 0) return false;
  const dashed = separator === DASH;
  const yearFirst = aLength === 4 && cLength <= 2;
  const yearLast = aLength <= 2 && cLength === 4;
  // Dashes read month first (MM-DD-YYYY, then DD-MM-YYYY); slashes day first (DD/MM, then MM/DD).
  const found = yearFirst
    ? setDay(a, b, c)
    : yearLast &&
      (dashed ? setDay(c, a, b) || setDay(c, b, a) : setDay(c, b, a) || setDay(c, a, b));
  if (!found) return false;
  if (digitsEnd === to) return true;
  // Only the dashed formats carry a time; "T" only after YYYY-MM-DD.
  const timeSeparator = text.charCodeAt(digitsEnd);
  if (!dashed || !(timeSeparator === SPACE || (timeSeparator === LETTER_T && yearFirst))) {
    return false;
  }
  return scanTime(text, digitsEnd + 1, to);
}

/** HH:mm or HH:mm:ss from `from` to the end of the cell. */
function scanTime(text: string, from: number, to: number): boolean {
  const hours = readDigits(text, from, to, 2);
  if (hours < 0 || text.charCodeAt(digitsEnd) !== COLON) return false;
  const minutesStart = digitsEnd + 1;
  const minutes = readDigits(text, minutesStart, to, 2);
  if (digitsEnd - minutesStart !== 2) return false;
  let seconds = 0;
  if (digitsEnd < to) {
    if (text.charCodeAt(digitsEnd) !== COLON) return false;
    const secondsStart = digitsEnd + 1;
    seconds = readDigits(text, secondsStart, to, 2);
    if (digitsEnd - secondsStart !== 2 || digitsEnd !== to) return false;
  }
  if (hours > 23 || minutes > 59 || seconds > 59) return false;
  scanned.hours = hours;
  scanned.minutes = minutes;
  scanned.seconds = seconds;
  scanned.hasTime = true;
  return true;
}

/** A format with an English month name; the groups say where the day, month and year are. */
function scanWords(
  pattern: RegExp,
  text: string,
  dayGroup: number,
  monthGroup: number,
  yearGroup: number,
): boolean {
  const match = pattern.exec(text);
  const month = match ? monthByName.get((match[monthGroup] ?? '').toLowerCase()) : undefined;
  if (!match || month === undefined) return false;
  return setDay(Number(match[yearGroup]), month, Number(match[dayGroup]));
}
