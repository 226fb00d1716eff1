import { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/dependency-outage.js';
import { traceRedisCommands } from '../telemetry/redis-spans.js';
import type { CachePort } from './cache.port.js';

/**
 * Fail fast rather than wait: a call while Redis is unreachable fails at once (no offline queue,
 * no retries), and one that Redis does not answer fails after COMMAND_TIMEOUT_MS, so the
 * ResilientCache around this adapter can answer from memory. ioredis keeps reconnecting meanwhile.
 */
const COMMAND_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 2_000;

/** Escapes the glob characters of Redis MATCH patterns so a prefix is matched literally. */
const literalPattern = (text: string) => text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);

/**
 * The distributed cache: Redis through ioredis. Every key is stored under `namespace:` so several
 * installations (or test files) can share one Redis without seeing each other's keys.
 */
export class RedisCacheAdapter implements CachePort {
  private readonly redis: Redis;
  private readonly prefix: string;
  /** Settles when the first connection is made or fails, or has taken CONNECT_TIMEOUT_MS. */
  private readonly firstConnection: Promise<void>;

  constructor(url: string, namespace: string) {
    this.redis = traceRedisCommands(
      new Redis(url, {
        lazyConnect: false,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: CONNECT_TIMEOUT_MS,
        commandTimeout: COMMAND_TIMEOUT_MS,
      }),
    );
    // Connection errors reach the callers of each command; the emitter's copy would crash the process.
    this.redis.on('error', () => undefined);
    this.prefix = `${namespace}:`;
    this.firstConnection = new Promise((resolve) => {
      const settle = () => {
        clearTimeout(timer);
        this.redis.off('ready', settle).off('error', settle).off('end', settle);
        resolve();
      };
      const timer = setTimeout(settle, CONNECT_TIMEOUT_MS).unref();
      this.redis.once('ready', settle).once('error', settle).once('end', settle);
    });
  }

  /** Resolves when Redis answers PING. */
  async ping(): Promise<void> {
    await (await this.client()).ping();
  }

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await (await this.client()).get(this.prefix + key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  }

  async set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    await (
      await this.client()
    ).set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, ttlMs));
  }

  async delete(key: string): Promise<void> {
    await (await this.client()).unlink(this.prefix + key);
  }

  async deletePrefix(prefix: string): Promise<void> {
    const match = `${literalPattern(this.prefix + prefix)}*`;
    const redis = await this.client();
    const stream = redis.scanStream({ match, count: 500 });
    for await (const keys of stream as AsyncIterable<string[]>) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
  }

  async increment(key: string, ttlMs: number): Promise<number> {
    const fullKey = this.prefix + key;
    // Atomic: the counter is created with its expiry (a fixed window from the first hit), and
    // later increments leave the expiry alone.
    const results = await (
      await this.client()
    )
      .multi()
      .set(fullKey, '0', 'PX', Math.max(1, ttlMs), 'NX')
      .incr(fullKey)
      .exec();
    const incremented = results?.[1];
    if (!incremented || incremented[0]) throw incremented?.[0] ?? new Error('Redis INCR failed.');
    return incremented[1] as number;
  }

  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit();
    else this.redis.disconnect();
  }

  /** The connected client; the first calls wait for the first connection (boot), later ones never. */
  private async client(): Promise<Redis> {
    if (this.redis.status !== 'ready') await this.firstConnection;
    if (this.redis.status !== 'ready') throw new DependencyUnavailableError('redis');
    return this.redis;
  }
}
