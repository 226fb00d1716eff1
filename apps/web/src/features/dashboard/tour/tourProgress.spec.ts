import { describe, expect, it } from '@jest/globals';
import {
  forgetTourSettledInBrowser,
  TOUR_STORAGE_KEY,
  tourOffered,
  tourSettledInBrowser,
} from './tourProgress.js';

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
    const storage = {
      getItem: (key: string) => kept.get(key) ?? null,
      removeItem: (key: string) => void kept.delete(key),
    };
    expect(tourSettledInBrowser(storage)).toBe(true);
    // Kept by the account now: the browser's copy goes, and settles no other account's tour.
    forgetTourSettledInBrowser(storage);
    expect(tourSettledInBrowser(storage)).toBe(false);
    const refusing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(tourSettledInBrowser(refusing)).toBe(false);
    expect(() => forgetTourSettledInBrowser(refusing)).not.toThrow();
  });
});
