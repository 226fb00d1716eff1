import { z } from 'zod';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import { CALENDAR_VIEWS } from './calendar-views.js';
import { commonBlockSettingsShape, sheetTitleShape } from './common-settings.js';

/** Which month it opens on: the visitor's current one, or one the owner picks. */
export const CALENDAR_MONTH_CHOICES = ['Current month', 'Selected month'] as const;

export const CALENDAR_MONTHS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;

const columnChoice = z.string().trim().max(200).default('');
const SELECTED_MONTH_MESSAGE = 'Choose the year and month the calendar opens on.';

/**
 * The calendar: one event per row of its sheet, from its start to its end (cells written
 * YYYY-MM-DDTHH:MM, §5), titled by a third column, shown by month, week or day.
 * `show_details_on_click` opens an event's row (on by default: an event's title alone says little).
 */
export const calendarSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    ...sheetTitleShape,
    ...blockFilterSettingsShape,
    default_calendar_view: z.enum(CALENDAR_VIEWS).default('Month'),
    default_calendar_month: z.enum(CALENDAR_MONTH_CHOICES).default('Current month'),
    /** The spec's spelling (`calender_`), kept as stored. */
    calender_year: z.number().int().min(1900).max(2200).optional(),
    calender_month: z.enum(CALENDAR_MONTHS).optional(),
    start_time_column: columnChoice,
    end_time_column: columnChoice,
    event_title_column: columnChoice,
    show_details_on_click: z.boolean().default(true),
  })
  .superRefine((settings, ctx) => {
    if (settings.default_calendar_month !== 'Selected month') return;
    if (settings.calender_year === undefined)
      ctx.addIssue({ code: 'custom', path: ['calender_year'], message: SELECTED_MONTH_MESSAGE });
    if (settings.calender_month === undefined)
      ctx.addIssue({ code: 'custom', path: ['calender_month'], message: SELECTED_MONTH_MESSAGE });
  });
export type CalendarSettings = z.infer<typeof calendarSettingsSchema>;
