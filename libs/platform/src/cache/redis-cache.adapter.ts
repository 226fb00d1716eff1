import { Redis } from 'ioredis';
import type { CachePort } from './cache.port.js';

/** Escapes the glob characters of Redis MATCH patterns so a prefix is matched literally. */
const literalPattern = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * The distributed cache: Redis through ioredis. Every key is stored under `namespace:` so several
 * installations (or test files) can share one Redis without seeing each other's keys.
 */
export class RedisCacheAdapter implements CachePort {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, namespace: string) {
    this.redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
    this.prefix = `${namespace}:`;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.redis.get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, ttlMs));
  }

  async delete(key: string): Promise<void> {
    await this.redis.unlink(this.prefix + key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    const match = `${literalPattern(this.prefix + prefix)}*`;
    const stream = this.redis.scanStream({ match, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.unlink(...keys);
    }
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    // Atomic: the counter is created with its expiry (a fixed window from the first hit), and
    // later increments leave the expiry alone.
    const results = await this.redis
      .multi()
      .set(fullKey, '0', 'PX', Math.max(1, ttlMs), 'NX')
      .incr(fullKey)
      .exec();
    const incremented = results?.[1];
    if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('Redis INCR failed.');
    return incremented[1] as number;
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}
