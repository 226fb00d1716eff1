import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../testing/memoryStorage.js';
import { claimChunkReload, isChunkLoadError } from './chunkReload.js';

describe('chunk load failures', () => {
  it("recognises the browsers' messages for a missing code chunk", () => {
    expect(
      isChunkLoadError(
        new TypeError('Failed to fetch dynamically imported module: /assets/Page-abc.js'),
      ),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status code 500'))).toBe(false);
  });

  it('allows one reload per minute', () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, 1_000_000)).toBe(true);
    expect(claimChunkReload(storage, 1_030_000)).toBe(false);
    expect(claimChunkReload(storage, 1_059_999)).toBe(false);
    expect(claimChunkReload(storage, 1_060_000)).toBe(true);
  });
});
