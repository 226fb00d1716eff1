import { describe, expect, it } from '@jest/globals';
import { calendarPeriodParameter } from './block-data-request.js';
import { calendarPeriodFilter, calendarPeriodSchema } from './calendar-period.js';

const november = calendarPeriodSchema.parse({
  start: 'Start',
  end: 'End',
  from: '2026-11-01',
  to: '2026-11-30',
});
const inNovember = calendarPeriodFilter(november);

describe('calendarPeriodFilter', () => {
  it('keeps events touching the days: starting, ending or running through them', () => {
    expect(inNovember({ Start: '2026-11-01T00:00' })).toBe(true);
    expect(inNovember({ Start: '2026-11-30T23:59' })).toBe(true);
    expect(inNovember({ Start: '2026-10-31T22:00', End: '2026-11-01T01:00' })).toBe(true);
    expect(inNovember({ Start: '2026-10-01', End: '2026-12-31' })).toBe(true);
    // Other ways a sheet writes dates are read as the date filters read them.
    expect(inNovember({ Start: '15/11/2026' })).toBe(true);
  });

  it('leaves out events wholly before or after, and rows without a start', () => {
    expect(inNovember({ Start: '2026-10-31T09:00', End: '2026-10-31T10:00' })).toBe(false);
    expect(inNovember({ Start: '2026-12-01T00:00' })).toBe(false);
    // An end before the start, or not a date, leaves the start day alone.
    expect(inNovember({ Start: '2026-10-30T09:00', End: '2026-10-01T09:00' })).toBe(false);
    expect(inNovember({ Start: '2026-10-30T09:00', End: 'soon' })).toBe(false);
    expect(inNovember({ Start: '  ' })).toBe(false);
    expect(inNovember({})).toBe(false);
  });

  it('keeps a start that is not a date, for the calendar to count', () => {
    expect(inNovember({ Start: 'next week' })).toBe(true);
  });

  it('reads only the row’s own cells', () => {
    const odd = calendarPeriodFilter({ ...november, start: 'constructor', end: 'toString' });
    expect(odd({ Title: 'x' })).toBe(false);
  });
});

describe('calendarPeriodSchema', () => {
  it('takes real days in order', () => {
    const parse = (from: string, to: string) =>
      calendarPeriodSchema.safeParse({ start: 'Start', from, to });
    expect(parse('2026-11-01', '2026-11-01').data).toEqual({
      start: 'Start',
      end: '',
      from: '2026-11-01',
      to: '2026-11-01',
    });
    expect(parse('2026-11-02', '2026-11-01').error?.issues[0]?.message).toBe(
      'The period ends before it starts.',
    );
    expect(parse('2026-02-30', '2026-03-01').error?.issues[0]?.message).toBe(
      'Write the days YYYY-MM-DD.',
    );
    expect(parse('1 Nov 2026', '2026-11-30').success).toBe(false);
  });
});

describe('calendarPeriodParameter', () => {
  const days = { from: '2026-11-01', to: '2026-11-30' };

  it("names the calendar's start and end columns with the days", () => {
    const calendar = {
      type: 'calendar',
      settings: { start_time_column: 'Start', end_time_column: 'End' },
    };
    expect(JSON.parse(calendarPeriodParameter(calendar, days)!)).toEqual({
      start: 'Start',
      end: 'End',
      ...days,
    });
  });

  it('asks nothing of other blocks or a calendar without a start column', () => {
    expect(calendarPeriodParameter({ type: 'calendar', settings: {} }, days)).toBeUndefined();
    expect(
      calendarPeriodParameter({ type: 'table', settings: { start_time_column: 'Start' } }, days),
    ).toBeUndefined();
  });
});
