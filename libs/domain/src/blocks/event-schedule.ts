import { eventDateTimeInstant, eventInstant } from './event-dates.js';
import type { EventSettings } from './event-settings.js';

/**
 * When an event starts and ends, and until when it takes registrations, on its own clock. Free of
 * zod, so the published viewer (which never loads the settings schemas) can use it.
 */
type EventTimes = Pick<
  EventSettings,
  'Event_Type' | 'start_date' | 'end_date' | 'start_time' | 'end_time' | 'time_zone'
>;

/** The instant the event starts; null without a start date. */
export function eventStart(settings: EventTimes): number | null {
  return eventInstant(settings.start_date, settings.start_time, settings.time_zone);
}

/** The event's last day: its end date when it lasts several days, else its start date. */
function lastDay(settings: EventTimes): string {
  return settings.Event_Type === 'Multi day' && settings.end_date !== ''
    ? settings.end_date
    : settings.start_date;
}

/**
 * The instant the event ends: its last day at its end time, else at the end of that day. Null
 * without a start date.
 */
export function eventEnd(settings: EventTimes): number | null {
  const day = lastDay(settings);
  if (settings.end_time !== '') return eventInstant(day, settings.end_time, settings.time_zone);
  const midnight = eventInstant(day, '', settings.time_zone);
  if (midnight === null) return null;
  // The next day's midnight on the event's clock (not 24 hours: a clock change may fall between).
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return eventInstant(next.toISOString().slice(0, 10), '', settings.time_zone);
}

/**
 * When registration closes: the deadline when one is set, else the event's end; null when it never
 * closes (no deadline and no dates).
 */
export function registrationClosesAt(
  settings: EventTimes & Pick<EventSettings, 'registration_deadline'>,
): number | null {
  if (settings.registration_deadline !== '')
    return eventDateTimeInstant(settings.registration_deadline, settings.time_zone);
  return eventEnd(settings);
}

/**
 * Whether the event takes registrations at `now`: its button is on, it has a sheet and fields to
 * fill in, and it has not closed.
 */
export function eventTakesRegistrations(settings: EventSettings, now: number): boolean {
  if (!registrationIsSetUp(settings)) return false;
  const closes = registrationClosesAt(settings);
  return closes === null || now < closes;
}

/** Registration is on and has somewhere to go: a sheet, and fields to fill in. */
export function registrationIsSetUp(
  settings: Pick<EventSettings, 'registration_button' | 'sheet_title' | 'axis'>,
): boolean {
  return settings.registration_button && settings.sheet_title !== '' && settings.axis.length > 0;
}
