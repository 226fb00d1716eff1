import { describe, expect, it } from '@jest/globals';
import { exponentialBackoffMs } from './backoff.js';

describe('exponentialBackoffMs', () => {
  it('starts at the base delay and doubles on each retry', () => {
    expect([1, 2, 3, 4].map((attempt) => exponentialBackoffMs(attempt, 100))).toEqual([
      100, 200, 400, 800,
    ]);
  });

  it('never exceeds the cap, however many attempts were made', () => {
    expect(exponentialBackoffMs(10, 100, 5000)).toBe(5000);
    expect(exponentialBackoffMs(10_000, 100, 5000)).toBe(5000);
  });
});
