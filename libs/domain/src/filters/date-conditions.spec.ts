import { describe, expect, it } from '@jest/globals';
import { filterRows } from './compile-filters.js';
import type { FilterCondition, FilterContext } from './sheet-filter.js';
import { aContext, aFilter, valueRows } from './testing/filter-builders.js';

/** The `value` cells kept by one date filter at `now` in `timeZone`. */
function kept(
  condition: FilterCondition,
  cells: string[],
  clock: Partial<FilterContext> = {},
  value = '',
) {
  return filterRows(valueRows(...cells), [aFilter(condition, value)], aContext(clock)).map(
    (row) => row.value,
  );
}

// aContext's clock: Wednesday 2026-03-04, noon UTC.
describe('today and tomorrow', () => {
  const cells = ['2026-03-03', '2026-03-04', '4 March 2026', '2026-03-04T23:59', '2026-03-05'];

  it('today keeps the dates of today, any time of day, in any format', () => {
    expect(kept('today', cells)).toEqual(cells.slice(1, 4));
  });

  it('tomorrow keeps the next day', () => {
    expect(kept('tomorrow', cells)).toEqual(['2026-03-05']);
  });

  it('reckons today in the viewer time zone: 23:30 UTC on March 1 is March 2 in Tokyo', () => {
    const late = { now: new Date('2026-03-01T23:30:00Z') };
    const days = ['2026-03-01', '2026-03-02', '2026-03-03'];
    expect(kept('today', days, { ...late, timeZone: 'UTC' })).toEqual(['2026-03-01']);
    expect(kept('today', days, { ...late, timeZone: 'Asia/Tokyo' })).toEqual(['2026-03-02']);
    expect(kept('tomorrow', days, { ...late, timeZone: 'Asia/Tokyo' })).toEqual(['2026-03-03']);
  });

  it('is still the day before west of UTC', () => {
    const early = { now: new Date('2026-03-02T03:00:00Z'), timeZone: 'America/New_York' };
    expect(kept('today', ['2026-03-01', '2026-03-02'], early)).toEqual(['2026-03-01']);
  });

  it('counts an unknown time zone as UTC and an invalid clock as no day', () => {
    expect(kept('today', cells, { timeZone: 'Mars/Olympus' })).toEqual(cells.slice(1, 4));
    expect(kept('today', cells, { now: new Date('nonsense') })).toEqual([]);
  });

  it('never keeps cells that are not dates', () => {
    expect(kept('today', ['', 'today', '2026-02-31', 'N/A'])).toEqual([]);
  });
});

describe('current_week and next_week (Monday to Sunday)', () => {
  // Monday 2026-03-02 .. Sunday 2026-03-08; next week 03-09 .. 03-15.
  const cells = [
    '2026-03-01',
    '2026-03-02',
    '2026-03-08',
    '2026-03-09',
    '2026-03-15',
    '2026-03-16',
  ];

  it('current_week keeps Monday through Sunday of this week', () => {
    expect(kept('current_week', cells)).toEqual(['2026-03-02', '2026-03-08']);
  });

  it('next_week keeps the following Monday through Sunday', () => {
    expect(kept('next_week', cells)).toEqual(['2026-03-09', '2026-03-15']);
  });

  it('on a Sunday the week is the one that started six days before', () => {
    const sunday = { now: new Date('2026-03-08T12:00:00Z') };
    expect(kept('current_week', cells, sunday)).toEqual(['2026-03-02', '2026-03-08']);
  });

  it('on a Monday the week starts that day, in the viewer time zone', () => {
    // Sunday 2026-03-08 20:00 UTC is already Monday 03-09 in Tokyo.
    const lateSunday = { now: new Date('2026-03-08T20:00:00Z'), timeZone: 'Asia/Tokyo' };
    expect(kept('current_week', cells, lateSunday)).toEqual(['2026-03-09', '2026-03-15']);
  });

  it('crosses a year end', () => {
    const newYearsEve = { now: new Date('2025-12-31T12:00:00Z') }; // a Wednesday
    expect(
      kept('current_week', ['2025-12-28', '2025-12-29', '2026-01-04', '2026-01-05'], newYearsEve),
    ).toEqual(['2025-12-29', '2026-01-04']);
  });
});

describe('past_days', () => {
  const cells = ['2026-02-24', '2026-02-25', '2026-03-03', '2026-03-04', '2026-03-05', ''];

  it('keeps today and the N days before it (7: Feb 25 to Mar 4), never the future', () => {
    expect(kept('past_days', cells, {}, '7')).toEqual(cells.slice(1, 4));
  });

  it('0 keeps today only', () => {
    expect(kept('past_days', cells, {}, ' 0 ')).toEqual(['2026-03-04']);
  });

  it.each(['seven', '-3', '1.5', '7 days', '1e2'])('keeps nothing for N = %s', (value) => {
    expect(kept('past_days', cells, {}, value)).toEqual([]);
  });
});

describe('date range', () => {
  const cells = [
    '2024-02-29',
    '2024-03-01',
    '15/03/2024',
    '2024-03-31 23:59:59',
    '2024-04-01',
    'x',
  ];

  it('keeps whole days between both ends, inclusive, in any format', () => {
    expect(kept('date', cells, {}, '2024-03-01||March 31, 2024')).toEqual(cells.slice(1, 4));
  });

  it('leaves either end open', () => {
    expect(kept('date', cells, {}, '||2024-03-01')).toEqual(cells.slice(0, 2));
    expect(kept('date', cells, {}, '2024-03-31||')).toEqual(cells.slice(3, 5));
  });

  it('reads a single date as that day', () => {
    expect(kept('date', cells, {}, '15 Mar 2024')).toEqual(['15/03/2024']);
  });

  it.each(['2024-03-01||soon', 'yesterday||', '2024-02-30||2024-03-31', '2024-04-01||2024-03-01'])(
    'keeps nothing for the unusable or empty range %s',
    (value) => {
      expect(kept('date', cells, {}, value)).toEqual([]);
    },
  );
});
