import { describe, expect, it } from '@jest/globals';
import { blockPageSize } from './block-data-request.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockSettingsForm } from './settings-form/block-settings-form.js';
import { visibleFields } from './settings-form/settings-field.js';

describe('calendar settings', () => {
  it('opens on the current month, by month, showing an event’s row on click', () => {
    expect(defaultBlockSettings('calendar')).toMatchObject({
      default_calendar_view: 'Month',
      default_calendar_month: 'Current month',
      start_time_column: '',
      end_time_column: '',
      event_title_column: '',
      show_details_on_click: true,
    });
  });

  it('takes the spec’s views and months, and a selected month needs its year and month', () => {
    const ok = (settings: Record<string, unknown>) =>
      parseBlockSettings('calendar', settings).success;
    expect(ok({ default_calendar_view: 'Week' })).toBe(true);
    expect(ok({ default_calendar_view: 'Year' })).toBe(false);
    expect(ok({ calender_month: '13' })).toBe(false);
    expect(
      ok({
        default_calendar_month: 'Selected month',
        calender_year: 2026,
        calender_month: '11',
      }),
    ).toBe(true);
    expect(parseBlockSettings('calendar', { default_calendar_month: 'Selected month' })).toEqual({
      success: false,
      message:
        'calender_year: Choose the year and month the calendar opens on.; calender_month: Choose the year and month the calendar opens on.',
    });
  });

  it('reads every row the block keeps (not a page of them)', () => {
    expect(blockPageSize({ type: 'calendar', settings: defaultBlockSettings('calendar') })).toBe(
      1000,
    );
  });

  it('asks for the year and month only when the owner selects the month', () => {
    const keys = (settings: Record<string, unknown>) =>
      visibleFields(blockSettingsForm('calendar'), settings).map((field) => field.key);
    expect(keys({ default_calendar_month: 'Current month' })).not.toContain('calender_year');
    expect(keys({ default_calendar_month: 'Selected month' })).toEqual(
      expect.arrayContaining(['calender_year', 'calender_month']),
    );
  });
});
