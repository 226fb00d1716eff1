import { describe, expect, it } from '@jest/globals';
import { canPrefetch } from './prefetch.js';

describe('canPrefetch', () => {
  it('prefetches on ordinary connections', () => {
    expect(canPrefetch(true, undefined)).toBe(true);
    expect(canPrefetch(true, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(true, { effectiveType: '3g' })).toBe(true);
  });

  it('skips offline, 2g and data-saver connections', () => {
    expect(canPrefetch(false, { effectiveType: '4g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false);
  });
});
