import { describe, expect, it } from '@jest/globals';
import {
  calendarEvents,
  dayLabel,
  dayOf,
  eventsOn,
  eventTimesOn,
  monthWeeks,
  nearestEventOutside,
  parseCalendarMoment,
  shownDays,
  today,
} from './calendarDates.js';

const columns = {
  start_time_column: 'Start',
  end_time_column: 'End',
  event_title_column: 'Title',
};

describe('calendar dates', () => {
  it('reads YYYY-MM-DDTHH:MM cells, and the sheet’s other dates as the filters do, real ones only', () => {
    expect(parseCalendarMoment('2026-11-27T09:30')).toEqual({
      day: dayOf(2026, 11, 27),
      minutes: 570,
      hasTime: true,
    });
    expect(parseCalendarMoment(' 2026-11-27T00:00 ')?.minutes).toBe(0);
    expect(parseCalendarMoment('27 Nov 2026')).toEqual({
      day: dayOf(2026, 11, 27),
      minutes: 0,
      hasTime: false,
    });
    for (const bad of ['next Friday', '2026-02-30T10:00', '2026-11-27T24:00'])
      expect(parseCalendarMoment(bad)).toBeNull();
  });

  it('lays a month out in whole weeks from Monday', () => {
    const weeks = monthWeeks(2026, 11);
    // November 2026 starts on a Sunday and ends on a Monday: six weeks.
    expect(weeks).toHaveLength(6);
    expect(dayLabel(weeks[0]![0]!, 'short')).toBe('Mon 26 Oct');
    expect(dayLabel(weeks[5]![6]!, 'short')).toBe('Sun 6 Dec');
    expect(dayLabel(dayOf(2026, 11, 27), 'day')).toBe('Friday, 27 November 2026');
  });

  it('turns rows into events in order, an hour long without a usable end, counting bad starts', () => {
    const { events, unreadable } = calendarEvents(
      [
        { _id: 'b', Title: 'Review', Start: '2026-11-27T14:00', End: '2026-11-27T15:30' },
        { _id: 'a', Title: '', Start: '2026-11-27T09:00', End: 'soon' },
        { _id: 'c', Title: 'Trip', Start: '2026-11-28T22:00', End: '2026-11-30T00:00' },
        { _id: 'd', Title: 'Typo', Start: 'next Friday', End: '' },
        { _id: 'e', Title: 'No start', Start: '', End: '' },
        { _id: 'f', Title: 'Fair', Start: '2026-12-01', End: '2026-12-02' },
      ],
      columns,
    );
    expect(unreadable).toBe(1);
    // Dates without times: whole days, the end date included.
    const fair = events.find((event) => event.row._id === 'f')!;
    expect(eventsOn([fair], dayOf(2026, 12, 2))).toEqual([fair]);
    expect(eventsOn([fair], dayOf(2026, 12, 3))).toEqual([]);
    expect(eventTimesOn(fair, dayOf(2026, 12, 1))).toBe('all day');
    expect(events.map((event) => [event.row._id, event.title])).toEqual([
      ['a', 'Untitled event'],
      ['b', 'Review'],
      ['c', 'Trip'],
      ['f', 'Fair'],
    ]);
    expect(eventTimesOn(events[0]!, dayOf(2026, 11, 27))).toBe('09:00–10:00');
    // A trip from Saturday night to Monday midnight covers Saturday and Sunday only.
    const trip = events[2]!;
    expect(eventsOn(events, dayOf(2026, 11, 28))).toContain(trip);
    expect(eventTimesOn(trip, dayOf(2026, 11, 28))).toBe('from 22:00');
    expect(eventTimesOn(trip, dayOf(2026, 11, 29))).toBe('all day');
    expect(eventsOn(events, dayOf(2026, 11, 30))).not.toContain(trip);
    // A timed start with an end date alone runs to the end of that date.
    const {
      events: [talk],
    } = calendarEvents(
      [{ _id: 't', Title: 'Talk', Start: '2026-11-27T22:00', End: '2026-11-28' }],
      columns,
    );
    expect(eventTimesOn(talk!, dayOf(2026, 11, 27))).toBe('from 22:00');
    expect(eventTimesOn(talk!, dayOf(2026, 11, 28))).toBe('all day');
    expect(eventsOn([talk!], dayOf(2026, 11, 29))).toEqual([]);
    // One ending at midnight ends with its day.
    const {
      events: [late],
    } = calendarEvents(
      [{ _id: 'l', Title: 'Late', Start: '2026-11-27T22:00', End: '2026-11-28T00:00' }],
      columns,
    );
    expect(eventTimesOn(late!, dayOf(2026, 11, 27))).toBe('22:00–00:00');
    expect(eventsOn([late!], dayOf(2026, 11, 28))).toEqual([]);
  });

  it('takes today from the visitor’s own clock', () => {
    expect(today(new Date(2026, 10, 27, 23, 59))).toBe(dayOf(2026, 11, 27));
  });
});

describe('shownDays', () => {
  const friday = dayOf(2026, 11, 27);

  it("gives the month's whole weeks, the week from Monday, or the day", () => {
    expect(shownDays('Month', friday)).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(shownDays('Week', friday)).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(shownDays('Day', friday)).toEqual({ from: '2026-11-27', to: '2026-11-27' });
  });

  it('writes days before 1970 and across the new year', () => {
    expect(shownDays('Day', dayOf(1969, 12, 31))).toEqual({ from: '1969-12-31', to: '1969-12-31' });
    expect(shownDays('Week', dayOf(2027, 1, 1))).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });
});

describe('nearestEventOutside', () => {
  const events = calendarEvents(
    [
      { _id: 'a', Title: 'Spring', Start: '2026-03-10', End: '' },
      { _id: 'b', Title: 'Autumn', Start: '2026-10-30T09:00', End: '2026-11-02T10:00' },
      { _id: 'c', Title: 'Summer', Start: '2026-07-01T09:00', End: '' },
    ],
    columns,
  ).events;
  const days = (from: string, to: string) => {
    const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
    const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
    return { first: dayOf(fy, fm, fd), last: dayOf(ty, tm, td) };
  };
  const titleOf = (period: { first: number; last: number }) =>
    nearestEventOutside(events, period)?.title ?? null;

  it('points to the first event after the period, else the last one before it', () => {
    expect(titleOf(days('2026-04-01', '2026-04-30'))).toBe('Summer');
    expect(titleOf(days('2026-01-01', '2026-01-31'))).toBe('Spring');
    expect(titleOf(days('2027-01-01', '2027-01-31'))).toBe('Autumn');
  });

  it('points nowhere when an event falls in the period, even one running into it', () => {
    expect(titleOf(days('2026-11-01', '2026-11-30'))).toBeNull();
    expect(titleOf(days('2026-03-10', '2026-03-10'))).toBeNull();
    expect(nearestEventOutside([], days('2026-01-01', '2026-01-31'))).toBeNull();
  });
});
