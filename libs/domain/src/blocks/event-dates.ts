/**
 * The dates and times of an event block (block-configuration §3, Event): written as `YYYY-MM-DD`
 * and `HH:MM` on the event's own clock (its time zone), shown in the owner's date format, and
 * turned into instants for the countdown and the registration deadline.
 */

/** The date formats an owner can pick (block-configuration §3, Event). */
export const EVENT_DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD MMM YYYY',
  'MMM DD, YYYY',
] as const;
export type EventDateFormat = (typeof EVENT_DATE_FORMATS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

export const EVENT_DATE_MESSAGE = 'Enter a date as YYYY-MM-DD.';
export const EVENT_TIME_MESSAGE = 'Enter a time as HH:MM (24-hour).';
export const EVENT_DATE_TIME_MESSAGE = 'Enter a date and time as YYYY-MM-DDTHH:MM.';

type CalendarDate = { year: number; month: number; day: number };

/** A real calendar date written `YYYY-MM-DD` (not 2026-02-30), else null. */
export function parseEventDate(text: string): CalendarDate | null {
  const match = DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
    ? { year, month, day }
    : null;
}

export function isEventTime(text: string): boolean {
  return TIME.test(text);
}

/** A date and time written `YYYY-MM-DDTHH:MM` (a datetime-local input's value). */
export function isEventDateTime(text: string): boolean {
  const match = DATE_TIME.exec(text);
  return match !== null && parseEventDate(match[1]!) !== null && isEventTime(match[2]!);
}

/** A time zone this runtime knows, as it spells it ("europe/oslo" is "Europe/Oslo"); else null. */
export function canonicalTimeZone(zone: string): string | null {
  if (zone === '') return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `zone` is a time zone this runtime knows ("Europe/Oslo", "UTC"). */
export function isTimeZone(zone: string): boolean {
  return clocks.has(zone) || canonicalTimeZone(zone) !== null;
}

/** A `YYYY-MM-DD` date in the owner's format; the text as written when it is not a date. */
export function formatEventDate(text: string, format: EventDateFormat): string {
  const date = parseEventDate(text);
  if (!date) return text;
  const dd = String(date.day).padStart(2, '0');
  const mm = String(date.month).padStart(2, '0');
  const mmm = MONTHS[date.month - 1]!;
  switch (format) {
    case 'DD/MM/YYYY':
      return `${dd}/${mm}/${date.year}`;
    case 'MM/DD/YYYY':
      return `${mm}/${dd}/${date.year}`;
    case 'YYYY-MM-DD':
      return `${date.year}-${mm}-${dd}`;
    case 'DD MMM YYYY':
      return `${dd} ${mmm} ${date.year}`;
    case 'MMM DD, YYYY':
      return `${mmm} ${dd}, ${date.year}`;
  }
}

const HALF_DAY_MS = 12 * 60 * 60 * 1000;

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A zone's wall clock, made once per zone (making one is far slower than using it). */
function zoneClock(zone: string): Intl.DateTimeFormat {
  let clock = clocks.get(zone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clocks.set(zone, clock);
  }
  return clock;
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, zone: string): number {
  const parts = zoneClock(zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a wall-clock time in `zone` names (ms since the epoch): `date` `YYYY-MM-DD` and
 * `time` `HH:MM` (midnight when empty). A time that happens twice (clocks going back) is its first
 * occurrence; a time skipped (clocks going forward) reads as the same time after the change, so
 * 02:30 on the night New York skips to 03:00 is 03:30. Null when the date, time or zone is not
 * valid.
 */
export function eventInstant(date: string, time: string, zone: string): number | null {
  const day = parseEventDate(date);
  if (!day || (time !== '' && !isEventTime(time)) || !isTimeZone(zone)) return null;
  const [hours, minutes] = time === '' ? [0, 0] : time.split(':').map(Number);
  const wall = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
  // The zone's offsets half a day either side: a clock change between them makes them differ.
  const before = zoneOffset(wall - HALF_DAY_MS, zone);
  const after = zoneOffset(wall + HALF_DAY_MS, zone);
  const readsAsWall = (instant: number) => instant + zoneOffset(instant, zone) === wall;
  const candidates = [wall - before, wall - after].filter(readsAsWall);
  // None reads as the wall time: it was skipped, and the clock before the change says when.
  return candidates.length > 0 ? Math.min(...candidates) : wall - before;
}

/** `YYYY-MM-DDTHH:MM` in `zone` as an instant; null when it is not one. */
export function eventDateTimeInstant(text: string, zone: string): number | null {
  const match = DATE_TIME.exec(text);
  return match ? eventInstant(match[1]!, match[2]!, zone) : null;
}

/** The time left until an instant, in whole days, hours, minutes and seconds (none when past). */
export function countdownParts(
  until: number,
  now: number,
): { days: number; hours: number; minutes: number; seconds: number } | null {
  const left = Math.floor((until - now) / 1000);
  if (left <= 0) return null;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor(left / 3600) % 24,
    minutes: Math.floor(left / 60) % 60,
    seconds: left % 60,
  };
}
