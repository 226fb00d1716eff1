import { describe, expect, it } from '@jest/globals';
import { TOUR_STORAGE_KEY, tourOffered, tourSettledInBrowser } from './tourProgress.js';

describe('the dashboard tour’s progress', () => {
  it('is offered to a known owner until they take or decline it, on any browser', () => {
    expect(tourOffered(undefined, false)).toBe(false);
    expect(tourOffered({ tourSettled: false }, false)).toBe(true);
    expect(tourOffered({ tourSettled: true }, false)).toBe(false);
    // A browser that kept the answer before the account did is not asked again.
    expect(tourOffered({ tourSettled: false }, true)).toBe(false);
  });

  it('reads what a browser kept before, and does not fail when storage is refused', () => {
    const kept = new Map([[TOUR_STORAGE_KEY, 'seen']]);
    expect(tourSettledInBrowser({ getItem: (key) => kept.get(key) ?? null })).toBe(true);
    expect(tourSettledInBrowser({ getItem: () => null })).toBe(false);
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
    };
    expect(tourSettledInBrowser(refusing)).toBe(false);
  });
});
