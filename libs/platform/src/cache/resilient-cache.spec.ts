import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import { ResilientCache, type ProbedCache, type ResilientCacheOptions } from './resilient-cache.js';

/** A shared cache that can be stopped and started: every call fails while it is down. */
class SwitchableCache extends MemoryCacheAdapter implements ProbedCache {
  down = false;
  calls = 0;

  ping(): Promise<void> {
    return this.guard(() => Promise.resolve());
  }
  override get<T>(key: string) {
    return this.guard(() => super.get<T>(key));
  }
  override set<T>(key: string, value: T, ttlMs: number) {
    return this.guard(() => super.set(key, value, ttlMs));
  }
  override delete(key: string) {
    return this.guard(() => super.delete(key));
  }
  override deletePrefix(prefix: string) {
    return this.guard(() => super.deletePrefix(prefix));
  }
  override increment(key: string, ttlMs: number) {
    return this.guard(() => super.increment(key, ttlMs));
  }

  private guard<T>(call: () => Promise<T>): Promise<T> {
    this.calls += 1;
    return this.down ? Promise.reject(new Error('Connection is closed.')) : call();
  }
}

const quiet = { warn: () => undefined, log: () => undefined };

function setUp(options: ResilientCacheOptions = {}) {
  let now = 1_000;
  const shared = new SwitchableCache();
  const cache = new ResilientCache(shared, {
    cooldownMs: 100,
    now: () => now,
    logger: quiet,
    ...options,
  });
  return { shared, cache, advance: (ms: number) => (now += ms) };
}

describe('ResilientCache', () => {
  it('uses the shared cache while it answers', async () => {
    const { shared, cache } = setUp();
    await cache.set('k', 'v', 10_000);
    expect(await shared.get('k')).toBe('v');
    expect(cache.available).toBe(true);
  });

  it('answers from this process at once while the shared cache is down', async () => {
    const { shared, cache } = setUp();
    await cache.set('page', 'old', 10_000);
    shared.down = true;
    // A miss: the reader loads from its source, then stores in this process.
    expect(await cache.get('page')).toBeUndefined();
    expect(cache.available).toBe(false);
    await cache.set('page', 'rendered', 10_000);
    expect(await cache.get('page')).toBe('rendered');
    expect(await cache.increment('sign-in:ann', 10_000)).toBe(1);
    expect(await cache.increment('sign-in:ann', 10_000)).toBe(2);
    // Within the cooldown nothing more is asked of the shared cache.
    const calls = shared.calls;
    await cache.get('page');
    expect(shared.calls).toBe(calls);
  });

  it('returns to the shared cache once it answers, first deleting what changed meanwhile', async () => {
    const { shared, cache, advance } = setUp();
    await cache.set('version:app1', 'v1', 10_000);
    await cache.set('version:app2', 'v1', 10_000);
    await cache.set('sheet:s1:data', 'rows', 10_000);
    shared.down = true;
    await cache.get('version:app1');
    await cache.set('version:app1', 'v2', 10_000);
    await cache.deletePrefix('sheet:s1:');
    shared.down = false;
    advance(100);
    await cache.check();
    expect(cache.available).toBe(true);
    // Values replaced or deleted during the outage are gone; untouched ones stay.
    expect(await shared.get('version:app1')).toBeUndefined();
    expect(await shared.get('sheet:s1:data')).toBeUndefined();
    expect(await shared.get('version:app2')).toBe('v1');
    expect(await cache.get('version:app2')).toBe('v1');
  });

  it('stays on this process while the shared cache is still down after the cooldown', async () => {
    const { shared, cache, advance } = setUp();
    shared.down = true;
    await cache.get('k');
    advance(100);
    expect(await cache.check()).toBe(false);
    await cache.set('k', 'local', 10_000);
    expect(await cache.get('k')).toBe('local');
  });

  it('deletes the whole namespace on recovery when too many keys changed to list', async () => {
    const { shared, cache, advance } = setUp({ maxRememberedKeys: 2 });
    await cache.set('untouched', 1, 10_000);
    shared.down = true;
    for (const key of ['a', 'b', 'c']) await cache.set(key, 1, 10_000);
    shared.down = false;
    advance(100);
    await cache.check();
    expect(await shared.get('untouched')).toBeUndefined();
  });
});

describe('ResilientCache counts made during an outage', () => {
  it('adds them to the shared counts on recovery instead of resetting them', async () => {
    const { shared, cache, advance } = setUp();
    for (let i = 0; i < 3; i++) await cache.increment('sign-in:ann', 60_000);
    await cache.increment('generation:s1', 60_000);
    shared.down = true;
    // Attempts during the outage are counted in this process...
    for (let i = 0; i < 4; i++) await cache.increment('sign-in:ann', 60_000);
    await cache.increment('generation:s1', 60_000);
    await cache.increment('oauth-state:used:xyz', 60_000);
    shared.down = false;
    advance(100);
    await cache.check();
    // ...and carried over: the limit keeps them, the generation moves past every value cached
    // under the old one, and the one-time state stays used.
    expect(await cache.get('sign-in:ann')).toBe(7);
    expect(await cache.get('generation:s1')).toBe(2);
    expect(await cache.increment('oauth-state:used:xyz', 60_000)).toBe(2);
  });

  it('deletes a counter reset during the outage, then adds only the counts made since', async () => {
    const { shared, cache, advance } = setUp();
    for (let i = 0; i < 5; i++) await cache.increment('sign-in:bob', 60_000);
    await cache.increment('lock:s1', 60_000);
    shared.down = true;
    await cache.increment('sign-in:bob', 60_000);
    await cache.delete('sign-in:bob'); // a right password
    await cache.increment('sign-in:bob', 60_000);
    await cache.increment('lock:s1', 60_000);
    await cache.deletePrefix('lock:');
    shared.down = false;
    advance(100);
    await cache.check();
    expect(await shared.get('sign-in:bob')).toBe(1);
    expect(await shared.get('lock:s1')).toBeUndefined();
  });

  it('still carries counts over when so much changed that the whole namespace is deleted', async () => {
    const { shared, cache, advance } = setUp({ maxRememberedKeys: 2 });
    shared.down = true;
    for (let i = 0; i < 3; i++) await cache.increment('sign-in:ann', 60_000);
    for (const key of ['a', 'b', 'c']) await cache.set(key, 1, 10_000);
    shared.down = false;
    advance(100);
    await cache.check();
    expect(await shared.get('a')).toBeUndefined();
    expect(await shared.get('sign-in:ann')).toBe(3);
  });
});
