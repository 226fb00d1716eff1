import { useMemo, useState } from 'react';
import { CALENDAR_VIEWS, type CalendarSettings, type CalendarView } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { missingColumnsNote } from '../shared/missingColumns.js';
import { DetailsOfRow, detailFields } from '../shared/RowDetails.js';
import type { BlockRendererProps } from '../types.js';
import { calendarEvents, dateOf, dayLabel, dayOf, today, weekStart } from './calendarDates.js';
import { CalendarDayList, CalendarMonth, type OpenEvent } from './CalendarViews.js';

/** The day the calendar opens on: the 1st of the owner's month, else the visitor's today. */
function openingDay(settings: CalendarSettings): number {
  if (
    settings.default_calendar_month === 'Selected month' &&
    settings.calender_year !== undefined &&
    settings.calender_month !== undefined
  )
    return dayOf(settings.calender_year, Number(settings.calender_month), 1);
  return today();
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
  return `${dayLabel(monday, 'short')} – ${dayLabel(monday + 6, 'short')}`;
}

const UNIT: Record<CalendarView, string> = { Month: 'month', Week: 'week', Day: 'day' };

/**
 * A sheet's rows as events on a calendar, by month, week or day: the visitor moves between periods
 * and views, and opens an event's row when the owner shows details on click. The calendar reads
 * the sheet's rows as the block's filters keep them (the first 1,000, like a chart).
 */
export function CalendarBlock({ block, data }: BlockRendererProps) {
  const parsed = useBlockSettings('calendar', block);
  // Until the visitor chooses, the owner's view and month (which the editor's preview follows).
  const [chosenView, setChosenView] = useState<CalendarView | null>(null);
  const [chosenDay, setChosenDay] = useState<number | null>(null);
  const [detailsOf, setDetailsOf] = useState<string | null>(null);
  const rows = data?.rows;
  const read = useMemo(
    () => (parsed.success ? calendarEvents(rows ?? [], parsed.settings) : null),
    [parsed, rows],
  );
  if (!parsed.success) return <InvalidSettings type="calendar" message={parsed.message} />;
  const settings = parsed.settings;
  const events = read?.events ?? [];
  const view = chosenView ?? settings.default_calendar_view;
  const day = chosenDay ?? openingDay(settings);
  const unit = UNIT[view];
  const missing = missingColumnsNote(data?.columns, [
    settings.start_time_column,
    settings.end_time_column,
    settings.event_title_column,
  ]);
  const openEvent: OpenEvent | null = settings.show_details_on_click
    ? (row) => setDetailsOf(row._id)
    : null;
  const showDay = (shown: number) => {
    setChosenView('Day');
    setChosenDay(shown);
  };
  const label = periodLabel(view, day);
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
      {missing ? (
        <p role="alert" className="ts-block__error">
          {missing}
        </p>
      ) : null}
      {read && read.unreadable > 0 ? (
        <p className="ts-block__note">
          {read.unreadable === 1 ? '1 row is' : `${read.unreadable} rows are`} not shown: the start
          is not a date (write it YYYY-MM-DDTHH:MM).
        </p>
      ) : null}
      {data && data.total > data.rows.length ? (
        <p className="ts-block__note">
          The events of the first {data.rows.length.toLocaleString('en')} of{' '}
          {data.total.toLocaleString('en')} rows are shown: filter the block to show the others.
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
              onClick={() => setChosenDay(step(view, day, -1))}
            >
              ‹
            </button>
            <button
              type="button"
              className="ts-button"
              aria-label={`Next ${unit}`}
              onClick={() => setChosenDay(step(view, day, 1))}
            >
              ›
            </button>
          </div>
          <h3 className="ts-calendar__period" aria-live="polite">
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
        {view === 'Month' ? (
          <CalendarMonth
            day={day}
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
            events={events}
            onOpen={openEvent}
          />
        )}
      </div>
      <DetailsOfRow
        row={rows?.find((row) => row._id === detailsOf)}
        fields={detailFields(data?.columns ?? [], [])}
        onClose={() => setDetailsOf(null)}
      />
    </BlockFrame>
  );
}
