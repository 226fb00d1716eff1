/**
 * The cache port. Embedded: an in-process LRU; distributed: Redis. Values are JSON-serialisable.
 * Both adapters pass cache.contract.ts.
 *
 * Treat values read from the cache as read-only: the in-process adapter hands out the stored object
 * itself (copying large sheet data on every read would cost more than it protects).
 */
export type CachePort = {
  get<T>(key: string): Promise<T | undefined>;
  /**
   * What `get` would answer, answered at once: only a cache held in this process has it (the
   * embedded LRU). The hot path of cached pages reads through it without a promise per look-up;
   * where it is absent (Redis), callers read with `get`.
   */
  getNow?<T>(key: string): T | undefined;
  set<T>(key: string, value: T, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every key starting with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
  /** Adds 1 and returns the new count; the key expires ttlMs after it was first created. */
  increment(key: string, ttlMs: number): Promise<number>;
  close(): Promise<void>;
};

export const CACHE = Symbol('CACHE');
