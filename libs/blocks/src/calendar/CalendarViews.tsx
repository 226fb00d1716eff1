import type { SheetRow } from '@tessera/contracts';
import {
  dateOf,
  dayLabel,
  eventsOn,
  eventTimesOn,
  monthWeeks,
  timeLabel,
  type CalendarEvent,
} from './calendarDates.js';

/** Opens an event's row (show_details_on_click); null when the calendar shows no details. */
export type OpenEvent = (row: SheetRow) => void;

/** The most events a month's day lists before "+N more" (which opens the day). */
const EVENTS_PER_MONTH_DAY = 3;

/** An event as a line of a day: its title and when it runs that day, a button when it opens. */
function EventItem({
  event,
  day,
  compact,
  onOpen,
}: {
  event: CalendarEvent;
  day: number;
  compact: boolean;
  onOpen: OpenEvent | null;
}) {
  const times = eventTimesOn(event, day);
  // A month's day shows when a timed event starts; its name still tells all of its times.
  const shown =
    compact && !event.allDay && event.start.day === day ? timeLabel(event.start.minutes) : times;
  const content = (
    <>
      <span className="ts-calendar__time">{shown}</span>{' '}
      <span className="ts-calendar__title">{event.title}</span>
      {shown !== times ? <span className="ts-visually-hidden"> ({times})</span> : null}
    </>
  );
  return onOpen ? (
    <button
      type="button"
      className="ts-calendar__event"
      aria-haspopup="dialog"
      onClick={() => onOpen(event.row)}
    >
      {content}
    </button>
  ) : (
    <span className="ts-calendar__event">{content}</span>
  );
}

/** A month as a grid of weeks, Monday first; each day lists its first events. */
export function CalendarMonth({
  day,
  now,
  label,
  events,
  onOpen,
  onShowDay,
}: {
  day: number;
  /** Today, once the visitor's clock is known (null while the server's page is hydrated). */
  now: number | null;
  label: string;
  events: readonly CalendarEvent[];
  onOpen: OpenEvent | null;
  onShowDay: (day: number) => void;
}) {
  const { year, month } = dateOf(day);
  const weeks = monthWeeks(year, month);
  return (
    <table className="ts-calendar__month" aria-label={label}>
      <thead>
        <tr>
          {weeks[0]!.map((weekday) => (
            <th key={weekday} scope="col">
              {dayLabel(weekday, 'weekday')}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((shown) => {
              const onDay = eventsOn(events, shown);
              const more = onDay.length - EVENTS_PER_MONTH_DAY;
              const outside = dateOf(shown).month !== month;
              return (
                <td
                  key={shown}
                  className={`ts-calendar__day${outside ? ' ts-calendar__day--outside' : ''}${shown === now ? ' ts-calendar__day--today' : ''}`}
                  aria-current={shown === now ? 'date' : undefined}
                >
                  <span className="ts-calendar__date" aria-hidden="true">
                    {dateOf(shown).date}
                  </span>
                  <span className="ts-visually-hidden">{dayLabel(shown, 'day')}</span>
                  {onDay.length > 0 ? (
                    <ul className="ts-calendar__events">
                      {onDay.slice(0, EVENTS_PER_MONTH_DAY).map((event) => (
                        <li key={event.row._id}>
                          <EventItem event={event} day={shown} compact onOpen={onOpen} />
                        </li>
                      ))}
                    </ul>
                  ) : null}
                  {more > 0 ? (
                    <button
                      type="button"
                      className="ts-calendar__more"
                      onClick={() => onShowDay(shown)}
                    >
                      +{more} more
                      <span className="ts-visually-hidden"> on {dayLabel(shown, 'day')}</span>
                    </button>
                  ) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A week or a day: each day with its events in order, and the times they run that day. */
export function CalendarDayList({
  days,
  now,
  events,
  onOpen,
}: {
  days: readonly number[];
  now: number | null;
  events: readonly CalendarEvent[];
  onOpen: OpenEvent | null;
}) {
  return (
    <ol className={`ts-calendar__days${days.length > 1 ? ' ts-calendar__days--week' : ''}`}>
      {days.map((shown) => {
        const onDay = eventsOn(events, shown);
        return (
          <li
            key={shown}
            className={`ts-calendar__list-day${shown === now ? ' ts-calendar__day--today' : ''}`}
            aria-current={shown === now ? 'date' : undefined}
          >
            {/* A day's own view is headed by the period already. */}
            {days.length > 1 ? (
              <h4 className="ts-calendar__list-date">{dayLabel(shown, 'short')}</h4>
            ) : null}
            {onDay.length > 0 ? (
              <ul className="ts-calendar__events">
                {onDay.map((event) => (
                  <li key={event.row._id}>
                    <EventItem event={event} day={shown} compact={false} onOpen={onOpen} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="ts-calendar__none">No events</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
