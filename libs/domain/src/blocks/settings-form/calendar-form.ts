import { CALENDAR_MONTH_CHOICES, CALENDAR_MONTHS } from '../calendar-settings.js';
import { CALENDAR_VIEWS } from '../calendar-views.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { choices, type SettingsField, type SettingsValues } from './settings-field.js';

const onSelectedMonth = (settings: SettingsValues) =>
  settings.default_calendar_month === 'Selected month';

export const calendarForm: readonly SettingsField[] = [
  sheetField,
  {
    key: 'start_time_column',
    label: 'Start time column',
    kind: 'column',
    help: 'Each row is an event from this time, written YYYY-MM-DDTHH:MM (2026-11-27T09:30); a date alone makes an all-day event.',
  },
  {
    key: 'end_time_column',
    label: 'End time column',
    kind: 'column',
    help: 'Written the same way; an event without one lasts an hour.',
  },
  { key: 'event_title_column', label: 'Event title column', kind: 'column' },
  {
    key: 'default_calendar_view',
    label: 'Opens on',
    kind: 'select',
    options: choices(CALENDAR_VIEWS),
  },
  {
    key: 'default_calendar_month',
    label: 'Month',
    kind: 'select',
    options: choices(CALENDAR_MONTH_CHOICES),
  },
  {
    key: 'calender_year',
    label: 'Year',
    kind: 'number',
    min: 1900,
    max: 2200,
    visibleWhen: onSelectedMonth,
  },
  {
    key: 'calender_month',
    label: 'Month number',
    kind: 'select',
    options: choices(CALENDAR_MONTHS),
    visibleWhen: onSelectedMonth,
  },
  { key: 'show_details_on_click', label: 'Show details on click', kind: 'boolean' },
  ...blockFilterFields,
  ...commonFields,
];
