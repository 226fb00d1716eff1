import { describe, expect, it } from '@jest/globals';
import { readableDate } from './cellDate.js';

describe('date cells as people read them', () => {
  it('writes dates and dates with times the same way everywhere', () => {
    expect(readableDate('2026-03-01')).toBe('1 Mar 2026');
    expect(readableDate(' 2026-11-27T09:30 ')).toBe('27 Nov 2026, 09:30');
    expect(readableDate('2026-11-27 18:05:59')).toBe('27 Nov 2026, 18:05');
    // Not Intl's "Sept" on one ICU and "Sep" on another: the server and the browser agree.
    expect(readableDate('2026-09-01')).toBe('1 Sep 2026');
    expect(readableDate('0099-01-02T00:05')).toBe('2 Jan 0099, 00:05');
  });

  it('leaves other writings and impossible dates as they are', () => {
    for (const value of ['3/1/2026', 'next Friday', '2026-02-30', '2026-13-01', '2026-01-01T25:00'])
      expect(readableDate(value)).toBe(value);
  });
});
