import { z } from 'zod';
import type { FilterRow } from '../filters/row-predicate.js';
import { cellDay } from '../filters/sheet-date.js';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write the days YYYY-MM-DD.')
  .refine((day) => cellDay(day) !== null, 'Write the days YYYY-MM-DD.');

/**
 * The `period` query of a sheet read (calendarPeriodParameter's JSON): the days a calendar shows,
 * both included, and the columns holding its events' start and end. Only the rows whose events
 * touch those days are read, so a calendar over any number of rows shows each month whole.
 */
export const calendarPeriodSchema = z
  .object({
    // Column names as the sheet writes them (spaces included).
    start: z.string().min(1).max(200),
    end: z.string().max(200).default(''),
    from: isoDay,
    to: isoDay,
  })
  .refine((period) => period.from <= period.to, {
    message: 'The period ends before it starts.',
    path: ['to'],
  });
export type CalendarPeriod = z.infer<typeof calendarPeriodSchema>;

/**
 * Whether a row belongs to the period: its event (from its start day to its end day, or its start
 * day alone when the end is missing, not a date or earlier) touches one of the period's days. A
 * row whose start is written but is not a date is kept too, so the calendar can say how many it
 * cannot place; a row without a start is no event.
 */
export function calendarPeriodFilter(period: CalendarPeriod): (row: FilterRow) => boolean {
  const from = cellDay(period.from)!;
  const to = cellDay(period.to)!;
  // A row's own cells only (never `constructor` or the like).
  const cell = (row: FilterRow, column: string) =>
    Object.hasOwn(row, column) ? (row[column] ?? '').trim() : '';
  return (row) => {
    const written = cell(row, period.start);
    if (written === '') return false;
    const start = cellDay(written);
    if (start === null) return true;
    if (start > to) return false;
    const end = period.end ? cellDay(cell(row, period.end)) : null;
    return (end !== null && end > start ? end : start) >= from;
  };
}
