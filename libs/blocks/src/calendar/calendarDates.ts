import type { SheetRow } from '@tessera/contracts';
import {
  parseSheetDateTime,
  type CalendarDays,
  type CalendarSettings,
  type CalendarView,
} from '@tessera/domain';

const DAY_MS = 86_400_000;
const HOUR = 60;

/** A cell's wall-clock moment: its day (days since 1970-01-01) and the minutes into that day. */
export type CalendarMoment = { day: number; minutes: number };

/**
 * The moment a cell holds, or null when it holds no real date. Calendar timestamps are written
 * YYYY-MM-DDTHH:MM (block-configuration §5); the other ways a sheet writes dates are read too, as
 * the date filters read them (a date without a time is a whole day).
 */
export function parseCalendarMoment(value: string): (CalendarMoment & { hasTime: boolean }) | null {
  const parsed = parseSheetDateTime(value.trim());
  if (!parsed) return null;
  const { year, month, day, hours, minutes } = parsed.date;
  return { day: dayOf(year, month, day), minutes: hours * HOUR + minutes, hasTime: parsed.hasTime };
}

/** The day number of a calendar date (month 1 to 12). */
export function dayOf(year: number, month: number, date: number): number {
  return Math.floor(Date.UTC(year, month - 1, date) / DAY_MS);
}

/** The year, month (1 to 12), date and weekday (Monday 0) of a day number. */
export function dateOf(day: number) {
  const value = new Date(day * DAY_MS);
  return {
    year: value.getUTCFullYear(),
    month: value.getUTCMonth() + 1,
    date: value.getUTCDate(),
    weekday: (value.getUTCDay() + 6) % 7,
  };
}

/** The Monday of a day's week (weeks run Monday to Sunday, as ISO 8601 has them). */
export function weekStart(day: number): number {
  return day - dateOf(day).weekday;
}

/** The days the month's grid shows: whole weeks from the one holding the 1st to the last day's. */
export function monthWeeks(year: number, month: number): number[][] {
  const first = weekStart(dayOf(year, month, 1));
  const last = weekStart(dayOf(year, month + 1, 0)) + 6;
  const weeks: number[][] = [];
  for (let day = first; day <= last; day += 7) {
    weeks.push(Array.from({ length: 7 }, (_, offset) => day + offset));
  }
  return weeks;
}

/** A day number written YYYY-MM-DD. */
export function isoDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The days a view shows around a day, both included: the month's whole weeks (as its grid has
 * them), the week from Monday to Sunday, or the day.
 */
export function shownDayRange(view: CalendarView, day: number): { first: number; last: number } {
  if (view === 'Day') return { first: day, last: day };
  if (view === 'Week') return { first: weekStart(day), last: weekStart(day) + 6 };
  const { year, month } = dateOf(day);
  const weeks = monthWeeks(year, month);
  return { first: weeks[0]![0]!, last: weeks.at(-1)![6]! };
}

/** The days a view shows around a day, as the sheet read asks for them (YYYY-MM-DD). */
export function shownDays(view: CalendarView, day: number): CalendarDays {
  const { first, last } = shownDayRange(view, day);
  return { from: isoDay(first), to: isoDay(last) };
}

/** The day the visitor's clock says it is, in their own time zone. */
export function today(now: Date = new Date()): number {
  return dayOf(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** One event: a row of the sheet, from its start to its end. */
export type CalendarEvent = {
  row: SheetRow;
  title: string;
  start: CalendarMoment;
  end: CalendarMoment;
  /** Written as dates without times: the event covers whole days. */
  allDay: boolean;
};

/**
 * The rows that are events, in order of their start; `unreadable` counts the rows whose start
 * cell holds something that is not a date (a row with none is simply no event). An end that is
 * missing, unreadable or before the start makes the event an hour long; an event whose start is a
 * date alone covers whole days, to its end date (included) or that one day.
 */
export function calendarEvents(
  rows: readonly SheetRow[],
  settings: Pick<CalendarSettings, 'start_time_column' | 'end_time_column' | 'event_title_column'>,
): { events: CalendarEvent[]; unreadable: number } {
  const events: CalendarEvent[] = [];
  let unreadable = 0;
  if (!settings.start_time_column) return { events, unreadable };
  for (const row of rows) {
    const startCell = (row[settings.start_time_column] ?? '').trim();
    if (!startCell) continue;
    const start = parseCalendarMoment(startCell);
    if (!start) {
      unreadable += 1;
      continue;
    }
    const end = settings.end_time_column
      ? parseCalendarMoment(row[settings.end_time_column] ?? '')
      : null;
    const title = settings.event_title_column
      ? (row[settings.event_title_column] ?? '').trim()
      : '';
    const allDay = !start.hasTime;
    events.push({
      row,
      title: title || 'Untitled event',
      start: { day: start.day, minutes: start.minutes },
      end: endOf(start, end),
      allDay,
    });
  }
  events.sort((a, b) => compare(a.start, b.start));
  return { events, unreadable };
}

/**
 * Where an event ends: an end date without a time includes that day (to midnight after it); an
 * all-day start without a usable end covers its day; a timed one lasts an hour.
 */
function endOf(
  start: CalendarMoment & { hasTime: boolean },
  end: (CalendarMoment & { hasTime: boolean }) | null,
): CalendarMoment {
  const usable = end ? (end.hasTime ? end : { day: end.day + 1, minutes: 0 }) : null;
  if (usable && compare(usable, start) > 0) return { day: usable.day, minutes: usable.minutes };
  return start.hasTime ? addMinutes(start, HOUR) : { day: start.day + 1, minutes: 0 };
}

/** The events on a day: those starting on it, and those still running into it. */
export function eventsOn(events: readonly CalendarEvent[], day: number): CalendarEvent[] {
  return events.filter((event) => event.start.day <= day && lastDayOf(event) >= day);
}

/**
 * The event a period without any points to: the first after it, else the last before it. Null
 * when some event falls in the period, or there is none at all.
 */
export function nearestEventOutside(
  events: readonly CalendarEvent[],
  period: { first: number; last: number },
): CalendarEvent | null {
  if (events.some((event) => event.start.day <= period.last && lastDayOf(event) >= period.first))
    return null;
  return events.find((event) => event.start.day > period.last) ?? events.at(-1) ?? null;
}

/** The last day an event covers (one ending at midnight ends the day before). */
function lastDayOf(event: CalendarEvent): number {
  return event.end.minutes === 0 && event.end.day > event.start.day
    ? event.end.day - 1
    : event.end.day;
}

function compare(a: CalendarMoment, b: CalendarMoment): number {
  return a.day - b.day || a.minutes - b.minutes;
}

function addMinutes(moment: CalendarMoment, minutes: number): CalendarMoment {
  const total = moment.minutes + minutes;
  return { day: moment.day + Math.floor(total / (24 * HOUR)), minutes: total % (24 * HOUR) };
}

/** "09:30" */
export function timeLabel(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / HOUR))}:${pad(minutes % HOUR)}`;
}

/** When an event runs on a given day: "09:30–11:00", "from 22:00", "until 02:00", "all day". */
export function eventTimesOn(event: CalendarEvent, day: number): string {
  if (event.allDay) return 'all day';
  const starts = event.start.day === day;
  // An event ending at midnight ends with this day.
  const ends = event.end.day === day || (event.end.day === day + 1 && event.end.minutes === 0);
  if (starts && ends) return `${timeLabel(event.start.minutes)}–${timeLabel(event.end.minutes)}`;
  if (ends && event.end.day !== day) return 'all day';
  if (starts) return `from ${timeLabel(event.start.minutes)}`;
  if (ends && event.end.minutes > 0) return `until ${timeLabel(event.end.minutes)}`;
  return 'all day';
}

const formats = {
  month: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  day: new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  short: new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }),
  weekday: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
};

/** "November 2026", "Friday, 27 November 2026", "Fri 27 Nov", "Fri". */
export function dayLabel(day: number, style: keyof typeof formats): string {
  return formats[style].format(new Date(day * DAY_MS));
}
