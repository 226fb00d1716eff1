import { Logger, type LoggerService } from '@nestjs/common';
import type { CachePort } from './cache.port.js';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';

/** A shared cache that can say whether it answers (Redis: PING). */
export type ProbedCache = CachePort & { ping(): Promise<void> };

export type ResilientCacheOptions = {
  /** After a failure, calls go to this process's cache for this long before Redis is tried again. */
  cooldownMs?: number;
  /** Entries of the in-process cache used while Redis is down. */
  fallbackEntries?: number;
  /** Keys changed during an outage that are remembered one by one; past this, all are dropped. */
  maxRememberedKeys?: number;
  now?: () => number;
  logger?: Pick<LoggerService, 'warn' | 'log'>;
};

/**
 * A circuit breaker around the shared cache (Redis). While it answers, every call goes to it.
 * The first failure opens the circuit: from then on every call is answered at once by an
 * in-process LRU, so readers fall back to their source (a missing entry is loaded as on any cache
 * miss) instead of failing or waiting for Redis's retries, and every few seconds a PING asks
 * whether Redis is back.
 *
 * The in-process cache is also the rate guard of the outage: a sheet, a published page or a
 * tenant route is loaded from its source once per process and then served from memory for the
 * entry's usual lifetime, and concurrent loads are shared as always (the sheet cache's flights,
 * the page cache's in-flight renders). Rate limits (sign-in attempts) keep counting in memory,
 * per process: failing open would let a brute force run unlimited during an outage (which an
 * attacker might cause), failing closed would lock every owner out; per-process counting keeps a
 * limit at the cost of multiplying it by the number of processes for the outage.
 *
 * When Redis answers again, every key this process set or deleted during the outage is deleted
 * from Redis before the circuit closes: Redis may hold values those changes replaced (an app's page
 * version, a sheet's copy), and deleting costs at most a reload, never a stale answer. Keys only
 * counted during the outage get their counts added to Redis's instead (up to MAX_REPLAYED_COUNT
 * each): a generation then moves past every value cached under the old one, a used one-time token
 * stays used, and a rate limit keeps the attempts made meanwhile (deleting would hand an attacker
 * who can cause an outage a fresh count).
 */
/** More increments than any limit counts to: enough to carry a count over, few round trips. */
export const MAX_REPLAYED_COUNT = 200;

export class ResilientCache implements CachePort {
  private readonly fallback: MemoryCacheAdapter;
  private readonly cooldownMs: number;
  private readonly maxRemembered: number;
  private readonly now: () => number;
  private readonly logger: Pick<LoggerService, 'warn' | 'log'>;
  private open = false;
  private retryAt = 0;
  private probing: Promise<void> | null = null;
  private changedKeys = new Set<string>();
  private changedPrefixes = new Set<string>();
  /** Keys only counted during the outage: how many times, and the window of their first count. */
  private countedKeys = new Map<string, { times: number; ttlMs: number }>();
  private changedTooMany = false;

  constructor(
    private readonly primary: ProbedCache,
    options: ResilientCacheOptions = {},
  ) {
    this.fallback = new MemoryCacheAdapter(options.fallbackEntries ?? 10_000);
    this.cooldownMs = options.cooldownMs ?? 2_000;
    this.maxRemembered = options.maxRememberedKeys ?? 10_000;
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? new Logger('Cache');
  }

  /** False while calls are answered by this process's cache (Redis failed and is not back). */
  get available(): boolean {
    return !this.open;
  }

  /** Asks Redis now (when due): the health check's answer. */
  async check(): Promise<boolean> {
    if (this.open) {
      await this.probe();
      return !this.open;
    }
    try {
      await this.primary.ping();
    } catch (error) {
      this.trip(error);
    }
    return !this.open;
  }

  get<T>(key: string): Promise<T | undefined> {
    return this.call(
      () => this.primary.get<T>(key),
      () => this.fallback.get<T>(key),
    );
  }

  set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    return this.call(
      () => this.primary.set(key, value, ttlMs),
      () => {
        this.rememberKey(key);
        return this.fallback.set(key, value, ttlMs);
      },
    );
  }

  delete(key: string): Promise<void> {
    return this.call(
      () => this.primary.delete(key),
      () => {
        this.rememberKey(key);
        return this.fallback.delete(key);
      },
    );
  }

  deletePrefix(prefix: string): Promise<void> {
    return this.call(
      () => this.primary.deletePrefix(prefix),
      () => {
        this.rememberPrefix(prefix);
        return this.fallback.deletePrefix(prefix);
      },
    );
  }

  increment(key: string, ttlMs: number): Promise<number> {
    return this.call(
      () => this.primary.increment(key, ttlMs),
      () => {
        this.rememberCount(key, ttlMs);
        return this.fallback.increment(key, ttlMs);
      },
    );
  }

  async close(): Promise<void> {
    await this.probing;
    await this.fallback.close();
    await this.primary.close();
  }

  private async call<T>(onPrimary: () => Promise<T>, onFallback: () => Promise<T>): Promise<T> {
    if (this.open) {
      void this.probe();
      return onFallback();
    }
    try {
      return await onPrimary();
    } catch (error) {
      this.trip(error);
      return onFallback();
    }
  }

  private trip(error: unknown): void {
    this.retryAt = this.now() + this.cooldownMs;
    if (this.open) return;
    this.open = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.logger.warn(`Redis is not answering (${reason}); serving from this process until it is.`);
  }

  /** One probe at a time, once the cooldown has passed; closes the circuit when Redis answers. */
  private probe(): Promise<void> {
    if (this.probing || this.now() < this.retryAt) return this.probing ?? Promise.resolve();
    this.probing = this.recover()
      .catch((error: unknown) => {
        this.retryAt = this.now() + this.cooldownMs;
        return error;
      })
      .then(() => {
        this.probing = null;
      });
    return this.probing;
  }

  private async recover(): Promise<void> {
    await this.primary.ping();
    // Changes made while the keys below are deleted are remembered afresh: loop until none are.
    while (this.changedTooMany || this.remembered() > 0 || this.countedKeys.size > 0) {
      const [tooMany, keys, prefixes, counted] = [
        this.changedTooMany,
        this.changedKeys,
        this.changedPrefixes,
        this.countedKeys,
      ];
      this.changedTooMany = false;
      this.changedKeys = new Set();
      this.changedPrefixes = new Set();
      this.countedKeys = new Map();
      try {
        if (tooMany) {
          await this.primary.deletePrefix('');
        } else {
          for (const prefix of prefixes) await this.primary.deletePrefix(prefix);
          await Promise.all([...keys].map((key) => this.primary.delete(key)));
        }
        await Promise.all([...counted].map(([key, count]) => this.replay(key, count)));
      } catch (error) {
        // Not all carried over: keep them for the next probe (a count may then be added twice,
        // which errs on the safe side for every counter).
        this.changedTooMany ||= tooMany;
        for (const key of keys) this.rememberKey(key);
        for (const prefix of prefixes) this.rememberPrefix(prefix);
        for (const [key, { times, ttlMs }] of counted)
          for (let i = 0; i < times; i++) this.rememberCount(key, ttlMs);
        throw error;
      }
    }
    this.open = false;
    await this.fallback.deletePrefix('');
    this.logger.log('Redis is answering again.');
  }

  /** Adds a key's outage count to the shared one. */
  private async replay(key: string, { times, ttlMs }: { times: number; ttlMs: number }) {
    for (let i = 0; i < Math.min(times, MAX_REPLAYED_COUNT); i++)
      await this.primary.increment(key, ttlMs);
  }

  /** Keys and prefixes to delete (counts are remembered apart, and kept when these overflow). */
  private remembered(): number {
    return this.changedKeys.size + this.changedPrefixes.size;
  }

  private rememberKey(key: string): void {
    // Set or deleted: deleted from the shared cache, and counts before this one are dropped.
    this.countedKeys.delete(key);
    if (this.changedTooMany) return;
    this.changedKeys.add(key);
    if (this.remembered() > this.maxRemembered) this.forgetAll();
  }

  private rememberPrefix(prefix: string): void {
    for (const key of this.countedKeys.keys())
      if (key.startsWith(prefix)) this.countedKeys.delete(key);
    if (this.changedTooMany) return;
    this.changedPrefixes.add(prefix);
    if (this.remembered() > this.maxRemembered) this.forgetAll();
  }

  private rememberCount(key: string, ttlMs: number): void {
    // Counts since the key was last set or deleted here; on recovery they are added after the
    // deletions (even after the whole namespace is deleted), so a counter deleted and counted
    // again ends with the counts made since. Past the limit of keys, new counters are not carried.
    const count = this.countedKeys.get(key);
    if (!count && this.countedKeys.size >= this.maxRemembered) return;
    this.countedKeys.set(key, { times: (count?.times ?? 0) + 1, ttlMs: count?.ttlMs ?? ttlMs });
  }

  /** Too many to list: the whole namespace is deleted on recovery instead (counts still carried). */
  private forgetAll(): void {
    this.changedTooMany = true;
    this.changedKeys = new Set();
    this.changedPrefixes = new Set();
  }
}
