import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { CachePort } from './cache.port.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The behaviour every cache adapter must have. `open` returns a fresh cache that shares no keys
 * with any other cache it returned; the suite closes each one. A cache held in this process
 * answers at once too (`answersAtOnce`: CachePort.getNow).
 */
export function describeCacheContract(
  name: string,
  open: () => Promise<CachePort>,
  options: { answersAtOnce?: boolean } = {},
): void {
  describe(`cache contract: ${name}`, () => {
    let cache: CachePort;
    beforeEach(async () => {
      cache = await open();
    });
    afterEach(async () => cache.close());

    it('returns what was set, and undefined for a key never set', async () => {
      const rows = { columns: ['Name', 'Price'], rows: [['Tea', 2.5]], stale: false };
      await cache.set('sheet:s1', rows, 10_000);
      expect(await cache.get('sheet:s1')).toEqual(rows);
      expect(await cache.get('sheet:s2')).toBeUndefined();
    });

    if (options.answersAtOnce)
      it('answers at once (getNow) what get answers', async () => {
        const getNow = cache.getNow?.bind(cache);
        expect(getNow).toBeDefined();
        await cache.set('page:now', { html: '<p>Tea</p>' }, 300);
        expect(getNow!('page:now')).toEqual({ html: '<p>Tea</p>' });
        expect(getNow!('page:now')).toEqual(await cache.get('page:now'));
        expect(getNow!('page:never')).toBeUndefined();
        await pause(450);
        expect(getNow!('page:now')).toBeUndefined();
      });

    it('replaces the value of a key set again', async () => {
      await cache.set('page:home', 'v1', 10_000);
      await cache.set('page:home', 'v2', 10_000);
      expect(await cache.get('page:home')).toBe('v2');
    });

    it('forgets a value once its time to live has passed', async () => {
      await cache.set('short', 1, 300);
      await cache.set('long', 2, 10_000);
      expect(await cache.get('short')).toBe(1);
      await pause(450);
      expect(await cache.get('short')).toBeUndefined();
      expect(await cache.get('long')).toBe(2);
    });

    it('deletes one key, or every key starting with a prefix', async () => {
      for (const key of ['app:a1:home', 'app:a1:about', 'app:a10:home', 'app:a2:home', 'other']) {
        await cache.set(key, key, 10_000);
      }
      await cache.delete('other');
      await cache.deletePrefix('app:a1:');
      expect(await cache.get('other')).toBeUndefined();
      expect(await cache.get('app:a1:home')).toBeUndefined();
      expect(await cache.get('app:a1:about')).toBeUndefined();
      expect(await cache.get('app:a10:home')).toBe('app:a10:home');
      expect(await cache.get('app:a2:home')).toBe('app:a2:home');
    });

    it('matches a prefix literally, even with pattern characters in it', async () => {
      await cache.set('q:*', 'star', 10_000);
      await cache.set('q:x', 'x', 10_000);
      await cache.deletePrefix('q:*');
      expect(await cache.get('q:*')).toBeUndefined();
      expect(await cache.get('q:x')).toBe('x');
    });

    it('counts increments in a fixed window that starts at the first one', async () => {
      // Wide enough for a slow machine: the window starts during the first call, which may wait
      // on an unreachable Redis before this process answers it.
      const windowMs = 1_500;
      expect(await cache.increment('sign-in:ann', windowMs)).toBe(1);
      const firstAt = Date.now();
      await pause(150);
      expect(await cache.increment('sign-in:ann', windowMs)).toBe(2);
      expect(await cache.increment('sign-in:bob', windowMs)).toBe(1);
      await pause(150);
      expect(await cache.increment('sign-in:ann', windowMs)).toBe(3);
      // Later increments did not extend the window: once it has passed, counting starts over.
      await pause(firstAt + windowMs + 100 - Date.now());
      expect(await cache.increment('sign-in:ann', windowMs)).toBe(1);
    });

    it('shares no keys with another cache', async () => {
      const other = await open();
      try {
        await other.set('shared-name', 'theirs', 10_000);
        await cache.set('shared-name', 'ours', 10_000);
        await cache.deletePrefix('');
        expect(await other.get('shared-name')).toBe('theirs');
        expect(await cache.get('shared-name')).toBeUndefined();
      } finally {
        await other.deletePrefix('');
        await other.close();
      }
    });
  });
}
