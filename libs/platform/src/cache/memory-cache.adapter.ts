import { LRUCache } from 'lru-cache';
import type { CachePort } from './cache.port.js';

type Entry = { value: unknown };

/** The embedded cache: an in-process LRU with per-entry TTL. */
export class MemoryCacheAdapter implements CachePort {
  private readonly lru: LRUCache<string, Entry>;

  constructor(maxEntries = 10_000) {
    this.lru = new LRUCache<string, Entry>({ max: maxEntries, ttlAutopurge: false });
  }

  get<T>(key: string): Promise<T | undefined> {
    return Promise.resolve(this.getNow<T>(key));
  }

  getNow<T>(key: string): T | undefined {
    return this.lru.get(key)?.value as T | undefined;
  }

  set<T>(key: string, value: T, ttlMs: number): Promise<void> {
    this.lru.set(key, { value: structuredClone(value) }, { ttl: ttlMs });
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.lru.delete(key);
    return Promise.resolve();
  }

  deletePrefix(prefix: string): Promise<void> {
    for (const key of this.lru.keys()) if (key.startsWith(prefix)) this.lru.delete(key);
    return Promise.resolve();
  }

  increment(key: string, ttlMs: number): Promise<number> {
    const current = this.lru.get(key);
    if (!current) {
      this.lru.set(key, { value: 1 }, { ttl: ttlMs });
      return Promise.resolve(1);
    }
    const next = (current.value as number) + 1;
    // Keep the original expiry: a fixed window from the first hit.
    this.lru.set(key, { value: next }, { ttl: this.lru.getRemainingTTL(key), noUpdateTTL: true });
    return Promise.resolve(next);
  }

  close(): Promise<void> {
    this.lru.clear();
    return Promise.resolve();
  }
}
