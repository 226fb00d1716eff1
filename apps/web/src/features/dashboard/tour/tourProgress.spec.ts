import { describe, expect, it } from '@jest/globals';
import { TOUR_STORAGE_KEY, tourOffered, tourSettled } from './tourProgress.js';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('the dashboard tour’s progress', () => {
  it('is offered until it is taken or declined', () => {
    const storage = memoryStorage();
    expect(tourOffered(storage)).toBe(true);
    tourSettled(storage);
    expect(storage.getItem(TOUR_STORAGE_KEY)).toBe('seen');
    expect(tourOffered(storage)).toBe(false);
  });

  it('offers nothing when the browser refuses its storage, and does not fail', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(tourOffered(refusing)).toBe(false);
    expect(() => tourSettled(refusing)).not.toThrow();
  });
});
