import { describe, expect, it } from '@jest/globals';
import { dataStatusNotes, formatAge } from './dataStatus.js';

const fresh = { fetched_at: '2026-01-01T00:00:00Z', age_seconds: 5, stale: false };

describe('formatAge', () => {
  it('uses the largest whole unit, singular for one', () => {
    expect(formatAge(1)).toBe('1 second');
    expect(formatAge(45)).toBe('45 seconds');
    expect(formatAge(60)).toBe('1 minute');
    expect(formatAge(3 * 3600 + 59)).toBe('3 hours');
    expect(formatAge(2 * 86_400)).toBe('2 days');
  });
});

describe('dataStatusNotes', () => {
  it('says nothing about fresh rows without waiting writes', () => {
    expect(dataStatusNotes({ freshness: fresh, sync: { pending: 0, delayed: false } })).toEqual([]);
    expect(dataStatusNotes({})).toEqual([]);
  });
  it('tells a delayed sync with its reason and how many changes wait', () => {
    expect(
      dataStatusNotes({
        freshness: fresh,
        sync: { pending: 3, delayed: true, message: 'Google quota exceeded' },
      }),
    ).toEqual([
      { text: 'Sync delayed', detail: 'Google quota exceeded' },
      { text: '3 changes waiting to sync' },
    ]);
    expect(dataStatusNotes({ sync: { pending: 1, delayed: false } })).toEqual([
      { text: '1 change waiting to sync' },
    ]);
  });
  it('tells how many changes the spreadsheet refused for good, with the last reason', () => {
    expect(
      dataStatusNotes({
        sync: {
          pending: 0,
          delayed: false,
          failed: { count: 2, message: 'Row "r1" not found in sheet "Tasks".' },
        },
      }),
    ).toEqual([
      {
        text: '2 changes could not be saved to the spreadsheet',
        detail: 'Row "r1" not found in sheet "Tasks".',
      },
    ]);
  });
  it('tells how old the rows are only when refreshing them failed', () => {
    expect(
      dataStatusNotes({
        freshness: { ...fresh, age_seconds: 600, stale: true, refresh_error: 'Sheet not shared' },
      }),
    ).toEqual([{ text: 'Showing data from 10 minutes ago', detail: 'Sheet not shared' }]);
    expect(dataStatusNotes({ freshness: { ...fresh, age_seconds: 600, stale: true } })).toEqual([]);
  });
});
