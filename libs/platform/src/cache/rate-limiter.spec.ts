import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import { RateLimiter } from './rate-limiter.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RateLimiter', () => {
  let cache: MemoryCacheAdapter;
  let limiter: RateLimiter;
  beforeEach(() => {
    cache = new MemoryCacheAdapter();
    limiter = new RateLimiter(cache);
  });
  afterEach(async () => cache.close());

  it('allows up to the limit in a window, then refuses with the time left', async () => {
    const decisions = [];
    for (let i = 0; i < 4; i += 1)
      decisions.push(await limiter.consume('ann@example.com', 3, 60_000));

    expect(decisions.slice(0, 3)).toEqual([
      { allowed: true, retryAfterMs: 0 },
      { allowed: true, retryAfterMs: 0 },
      { allowed: true, retryAfterMs: 0 },
    ]);
    expect(decisions[3]?.allowed).toBe(false);
    expect(decisions[3]?.retryAfterMs).toBeGreaterThan(59_000);
    expect(decisions[3]?.retryAfterMs).toBeLessThanOrEqual(60_000);
  });

  it('counts each key on its own', async () => {
    await limiter.consume('ann@example.com', 1, 60_000);
    expect(await limiter.consume('ann@example.com', 1, 60_000)).toMatchObject({ allowed: false });
    expect(await limiter.consume('bob@example.com', 1, 60_000)).toEqual({
      allowed: true,
      retryAfterMs: 0,
    });
  });

  it('allows attempts again once the window that began with the first attempt is over', async () => {
    await limiter.consume('ann@example.com', 1, 300);
    await pause(100);
    const refused = await limiter.consume('ann@example.com', 1, 300);
    expect(refused.allowed).toBe(false);
    // The window began with the first attempt, not the refused one.
    expect(refused.retryAfterMs).toBeLessThanOrEqual(210);

    await pause(refused.retryAfterMs + 30);
    expect(await limiter.consume('ann@example.com', 1, 300)).toEqual({
      allowed: true,
      retryAfterMs: 0,
    });
  });
});
