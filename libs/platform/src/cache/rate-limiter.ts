import type { CachePort } from './cache.port.js';

export type RateLimitDecision = {
  allowed: boolean;
  /** 0 when allowed; otherwise how long until the window ends and attempts are allowed again. */
  retryAfterMs: number;
};

/**
 * A fixed-window rate limiter on the cache port (so limits hold across processes when the cache is
 * Redis): at most `limit` attempts per key in a window that starts at the key's first attempt.
 */
export class RateLimiter {
  constructor(
    private readonly cache: CachePort,
    private readonly now: () => number = Date.now,
  ) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateLimitDecision> {
    const counterKey = `rate-limit:${key}`;
    const startKey = `rate-limit-start:${key}`;
    const startedAt = this.now();
    const count = await this.cache.increment(counterKey, windowMs);
    // The counter's expiry is not readable through the port, so the window start is kept beside it.
    if (count === 1) await this.cache.set(startKey, startedAt, windowMs);
    if (count <= limit) return { allowed: true, retryAfterMs: 0 };
    const windowStart = (await this.cache.get<number>(startKey)) ?? startedAt;
    return { allowed: false, retryAfterMs: Math.max(1, windowStart + windowMs - this.now()) };
  }
}
