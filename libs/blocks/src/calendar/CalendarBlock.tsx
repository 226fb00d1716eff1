import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { SheetRow } from '@tessera/contracts';
import {
  CALENDAR_VIEWS,
  type CalendarDays,
  type CalendarSettings,
  type CalendarView,
} from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import { DetailsOfRow, detailFields } from '../shared/RowDetails.js';
import type { BlockRendererProps } from '../types.js';
import {
  calendarEvents,
  dateOf,
  dayLabel,
  dayOf,
  nearestEventOutside,
  shownDayRange,
  shownDays,
  today,
  weekStart,
} from './calendarDates.js';
import { CalendarDayList, CalendarMonth, type OpenEvent } from './CalendarViews.js';

/**
 * The day the calendar opens on: the 1st of the owner's month, else the visitor's today (null
 * until it is known: the server, drawing the page, cannot know the visitor's date).
 */
function openingDay(settings: CalendarSettings, now: number | null): number | null {
  if (
    settings.default_calendar_month === 'Selected month' &&
    settings.calender_year !== undefined &&
    settings.calender_month !== undefined
  )
    return dayOf(settings.calender_year, Number(settings.calender_month), 1);
  return now;
}

const noSubscription = () => () => undefined;

/**
 * Today on the visitor's clock; null on the server and while its page is hydrated, so the page
 * the server drew (perhaps hours earlier, in another time zone) matches the first render.
 */
function useToday(): number | null {
  return useSyncExternalStore(noSubscription, today, () => null);
}

/** The day a step back or forward lands on, in the view's unit (a month, a week, a day). */
function step(view: CalendarView, day: number, by: -1 | 1): number {
  if (view === 'Week') return day + 7 * by;
  if (view === 'Day') return day + by;
  const { year, month } = dateOf(day);
  return dayOf(year, month + by, 1);
}

function periodLabel(view: CalendarView, day: number): string {
  if (view === 'Month') return dayLabel(day, 'month');
  if (view === 'Day') return dayLabel(day, 'day');
  const monday = weekStart(day);
  const sunday = monday + 6;
  const [first, last] = [dateOf(monday).year, dateOf(sunday).year];
  // "Mon 30 Nov – Sun 6 Dec 2026"; a week across the new year names both years.
  const from = `${dayLabel(monday, 'short')}${first === last ? '' : ` ${first}`}`;
  return `${from} – ${dayLabel(sunday, 'short')} ${last}`;
}

const UNIT: Record<CalendarView, string> = { Month: 'month', Week: 'week', Day: 'day' };

/** The days shown (null until the opening day is known), the same object while they stay. */
function useShownDays(view: CalendarView, day: number | null): CalendarDays | null {
  const days = day === null ? null : shownDays(view, day);
  const from = days?.from;
  const to = days?.to;
  return useMemo(() => (from && to ? { from, to } : null), [from, to]);
}

/**
 * A sheet's rows as events on a calendar, by month, week or day: the visitor moves between periods
 * and views, and opens an event's row when the owner shows details on click. The calendar reads
 * the sheet's rows as the block's filters keep them: all of them while they fit in one read (1,000
 * rows, like a chart), else only those of the days shown, read again as the visitor moves.
 */
export function CalendarBlock({ block, data, query, onPeriodChange }: BlockRendererProps) {
  const parsed = useBlockSettings('calendar', block);
  // Until the visitor chooses, the owner's view and month (which the editor's preview follows).
  const [chosenView, setChosenView] = useState<CalendarView | null>(null);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const [detailsOf, setDetailsOf] = useState<SheetRow | null>(null);
  const period = useRef<HTMLHeadingElement>(null);
  const now = useToday();
  const rows = data?.rows;
  // Until the visitor chooses, the owner's view and month.
  const owners = parsed.success ? parsed.settings : null;
  const view = chosenView ?? owners?.default_calendar_view ?? 'Month';
  const day = chosenDay ?? (owners ? openingDay(owners, now) : null);
  const shown = useShownDays(view, day);
  const asked = query?.period;
  // More rows than one read holds: from now on, read the days shown alone.
  const cut = data !== undefined && !data.loading && !data.error && data.total > data.rows.length;
  useEffect(() => {
    if (!shown || !onPeriodChange) return;
    if (asked ? asked.from === shown.from && asked.to === shown.to : !cut) return;
    onPeriodChange(shown);
  }, [shown, asked, cut, onPeriodChange]);
  const read = useMemo(
    () => (parsed.success ? calendarEvents(rows ?? [], parsed.settings) : null),
    [parsed, rows],
  );
  if (!parsed.success) return <InvalidSettings type="calendar" message={parsed.message} />;
  const settings = parsed.settings;
  const events = read?.events ?? [];
  const unit = UNIT[view];
  const openEvent: OpenEvent | null = settings.show_details_on_click ? setDetailsOf : null;
  const showDay = (shown: number) => {
    setChosenView('Day');
    setChosenDay(shown);
  };
  const label = day === null ? '' : periodLabel(view, day);
  // A period without events says where the nearest one is, rather than look empty; known only
  // when every row was read at once (not the days shown alone) and is not being read again.
  const range = day === null ? null : shownDayRange(view, day);
  const everyRowRead =
    data !== undefined && !data.loading && !data.error && data.total <= data.rows.length;
  const elsewhere = range && !asked && everyRowRead ? nearestEventOutside(events, range) : null;
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Calendar"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      {!settings.start_time_column ? (
        <p className="ts-block__note">
          Choose the column holding each event&apos;s start time in the block&apos;s settings.
        </p>
      ) : null}
      <MissingColumnsAlert
        sheetColumns={data?.columns}
        wanted={[settings.start_time_column, settings.end_time_column, settings.event_title_column]}
      />
      {read && read.unreadable > 0 ? (
        <p className="ts-block__note">
          {read.unreadable === 1 ? '1 row is' : `${read.unreadable} rows are`} not shown: the start
          is not a date (write it YYYY-MM-DDTHH:MM).
        </p>
      ) : null}
      {/* Said once the days shown were read alone (before, the browser reads them at once). */}
      {asked && data && data.total > data.rows.length ? (
        <p className="ts-block__note">
          The events of the first {data.rows.length.toLocaleString('en')} of{' '}
          {data.total.toLocaleString('en')} rows of this {unit} are shown: filter the block to show
          the others.
        </p>
      ) : null}
      <div className="ts-calendar">
        <div className="ts-calendar__toolbar">
          <div className="ts-calendar__moves">
            <button type="button" className="ts-button" onClick={() => setChosenDay(today())}>
              Today
            </button>
            <button
              type="button"
              className="ts-button"
              aria-label={`Previous ${unit}`}
              disabled={day === null}
              onClick={() => day !== null && setChosenDay(step(view, day, -1))}
            >
              ‹
            </button>
            <button
              type="button"
              className="ts-button"
              aria-label={`Next ${unit}`}
              disabled={day === null}
              onClick={() => day !== null && setChosenDay(step(view, day, 1))}
            >
              ›
            </button>
          </div>
          <h3 className="ts-calendar__period" aria-live="polite" tabIndex={-1} ref={period}>
            {label}
          </h3>
          <div className="ts-calendar__views" role="group" aria-label="View">
            {CALENDAR_VIEWS.map((option) => (
              <button
                key={option}
                type="button"
                className="ts-button"
                aria-pressed={option === view}
                onClick={() => setChosenView(option)}
              >
                {option}
              </button>
            ))}
          </div>
        </div>
        {elsewhere && range ? (
          <p className="ts-block__note">
            {view === 'Day' ? 'No events on this day.' : `No events this ${unit}.`}{' '}
            <button
              type="button"
              className="ts-button"
              onClick={() => {
                setChosenDay(elsewhere.start.day);
                // The button goes with the empty period: the period shown takes the focus.
                period.current?.focus();
              }}
            >
              {elsewhere.start.day > range.last ? 'Next' : 'Previous'} event: {elsewhere.title},{' '}
              {dayLabel(elsewhere.start.day, 'day')}
            </button>
          </p>
        ) : null}
        {day === null ? null : view === 'Month' ? (
          <CalendarMonth
            day={day}
            now={now}
            label={label}
            events={events}
            onOpen={openEvent}
            onShowDay={showDay}
          />
        ) : (
          <CalendarDayList
            days={
              view === 'Week'
                ? Array.from({ length: 7 }, (_, offset) => weekStart(day) + offset)
                : [day]
            }
            now={now}
            events={events}
            onOpen={openEvent}
          />
        )}
      </div>
      <DetailsOfRow
        row={detailsOf}
        fields={detailFields(data?.columns ?? [], [])}
        onClose={() => setDetailsOf(null)}
      />
    </BlockFrame>
  );
}
