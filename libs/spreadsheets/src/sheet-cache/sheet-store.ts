import type { CachePort } from '@tessera/platform';
import { LRUCache } from 'lru-cache';
import type { SheetContent } from '../connectors/spreadsheet-connector.port.js';
import type { StoredRow } from '../sheet-data/sheet-query.js';
import { cacheKeys } from './sheet-cache-keys.js';
import type { CachedSheet } from './sheet-cache.types.js';
import { SheetSnapshot } from './sheet-snapshot.js';

/**
 * What the cache port holds per sheet beside its data: small, so every read can check it. A null
 * version means the last load failed with no copy to fall back on.
 */
export type SheetMeta = {
  version: string | null;
  fetchedAt: number;
  freshUntil: number;
  /** The last load's error text, until a load succeeds. */
  error?: string;
  /** After a failed load: no new attempt before this. */
  retryAt?: number;
};

export type SheetEntry = { meta: SheetMeta; sheet: CachedSheet | null };

type SheetData = { columns: string[]; rows: StoredRow[] };

/** A load lock this instance took; `until` (performance.now() time) it is surely still its own. */
export type LoadLock = { id: string; until: number };

/** The share of a lock's time it counts as surely held: the rest allows for clock drift and latency. */
const LOCK_SURE_SHARE = 0.9;

/** A generation lives long enough to outlast any load that read it. */
const GENERATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The two levels: the cache port (shared, JSON) and parsed snapshots in this process, reused while
 * the meta names the same version. Decides nothing about freshness or loading.
 */
export class SheetStore {
  private readonly snapshots: LRUCache<string, SheetSnapshot>;
  private readonly pendingData = new Map<string, Promise<SheetSnapshot | null>>();

  constructor(
    private readonly cache: CachePort,
    private readonly maxStaleMs: number,
    l1MaxEntries: number,
    private readonly now: () => number,
  ) {
    this.snapshots = new LRUCache({ max: l1MaxEntries });
  }

  /** The cached entry, or null when there is none still servable. */
  async lookup(id: string, title: string): Promise<SheetEntry | null> {
    // A refresh elsewhere may delete the data of the version just read: read the meta again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const meta = await this.cache.get<SheetMeta>(cacheKeys.meta(id));
      if (!meta || !this.servable(meta)) return null;
      if (meta.version === null) return { meta, sheet: null };
      const sheet = await this.snapshot(id, title, meta.version, meta.fetchedAt);
      if (sheet) return { meta, sheet };
    }
    return null;
  }

  /** Stores a loaded sheet (unless `keep` is false: invalidated while loading) and returns it. */
  async saveLoaded(
    id: string,
    title: string,
    content: SheetContent,
    meta: SheetMeta & { version: string },
    previous: SheetEntry | null,
    keep: boolean,
  ): Promise<SheetEntry> {
    const sheet = new SheetSnapshot(
      title,
      content.columns,
      content.rows,
      meta.version,
      meta.fetchedAt,
    );
    if (!keep) return { meta, sheet };
    const data: SheetData = { columns: content.columns, rows: content.rows };
    await this.cache.set(cacheKeys.data(id, meta.version), data, this.maxStaleMs);
    await this.cache.set(cacheKeys.meta(id), meta, this.maxStaleMs);
    const old = previous?.meta.version;
    if (old) await this.cache.delete(cacheKeys.data(id, old));
    this.snapshots.set(id, sheet);
    return { meta, sheet };
  }

  /** Records a failed load: on the earlier copy if there is one, else as an error entry. */
  async saveFailure(
    id: string,
    error: string,
    previous: SheetEntry | null,
    retryAt: number,
    keep: boolean,
  ): Promise<SheetEntry> {
    const now = this.now();
    if (previous?.sheet) {
      const meta = { ...previous.meta, error, retryAt };
      // The copy keeps its own expiry: errors do not extend how long stale data is served.
      const ttl = previous.meta.fetchedAt + this.maxStaleMs - now;
      if (keep && ttl > 0) await this.cache.set(cacheKeys.meta(id), meta, ttl);
      return { meta, sheet: previous.sheet };
    }
    const meta: SheetMeta = { version: null, fetchedAt: now, freshUntil: now, error, retryAt };
    if (keep) await this.cache.set(cacheKeys.meta(id), meta, Math.max(1, retryAt - now));
    return { meta, sheet: null };
  }

  /** Counts invalidations of a spreadsheet; a load stores only if it did not change meanwhile. */
  async generation(workspaceId: string, spreadsheetId: string): Promise<number> {
    return (await this.cache.get<number>(cacheKeys.generation(workspaceId, spreadsheetId))) ?? 0;
  }

  async invalidate(id: string, workspaceId: string, spreadsheetId: string): Promise<void> {
    await this.bumpGeneration(workspaceId, spreadsheetId);
    await this.discard(id);
  }

  /** Removes the sheet's entry from both levels. */
  async discard(id: string): Promise<void> {
    const meta = await this.cache.get<SheetMeta>(cacheKeys.meta(id));
    await this.cache.delete(cacheKeys.meta(id));
    if (meta?.version) await this.cache.delete(cacheKeys.data(id, meta.version));
    this.snapshots.delete(id);
  }

  async invalidateSpreadsheet(workspaceId: string, spreadsheetId: string): Promise<void> {
    await this.bumpGeneration(workspaceId, spreadsheetId);
    await this.cache.deletePrefix(cacheKeys.spreadsheet(workspaceId, spreadsheetId));
    const prefix = cacheKeys.spreadsheetIds(workspaceId, spreadsheetId);
    for (const id of [...this.snapshots.keys()]) {
      if (id.startsWith(prefix)) this.snapshots.delete(id);
    }
  }

  /** Takes the short cross-instance load lock; null when another instance holds it. */
  async lock(id: string, ttlMs: number): Promise<LoadLock | null> {
    // Measured from before asking: the port's key expires ttlMs after it was made, no sooner.
    const asked = performance.now();
    if ((await this.cache.increment(cacheKeys.lock(id), ttlMs)) !== 1) return null;
    return { id, until: asked + ttlMs * LOCK_SURE_SHARE };
  }

  /**
   * Releases a lock while it is surely still ours. Past that it may have expired and been taken
   * by another instance, whose lock must stay: ours is left to expire.
   */
  async unlock(lock: LoadLock): Promise<void> {
    if (performance.now() < lock.until) await this.cache.delete(cacheKeys.lock(lock.id));
  }

  private async bumpGeneration(workspaceId: string, spreadsheetId: string): Promise<void> {
    await this.cache.increment(cacheKeys.generation(workspaceId, spreadsheetId), GENERATION_TTL_MS);
  }

  private servable(meta: SheetMeta): boolean {
    const now = this.now();
    // The port expires entries too; checked here as well so the decision follows this clock.
    if (meta.version === null) return now < (meta.retryAt ?? 0);
    return now < meta.fetchedAt + this.maxStaleMs;
  }

  /** The parsed snapshot of a version: from this process if held, else read once from the port. */
  private snapshot(
    id: string,
    title: string,
    version: string,
    fetchedAt: number,
  ): Promise<SheetSnapshot | null> {
    const held = this.snapshots.get(id);
    if (held?.version === version) return Promise.resolve(held);
    const pendingKey = `${id}\n${version}`;
    const pending = this.pendingData.get(pendingKey);
    if (pending) return pending;
    const read = this.cache
      .get<SheetData>(cacheKeys.data(id, version))
      .then((data) => {
        if (!data) return null;
        const sheet = new SheetSnapshot(title, data.columns, data.rows, version, fetchedAt);
        this.snapshots.set(id, sheet);
        return sheet;
      })
      .finally(() => this.pendingData.delete(pendingKey));
    this.pendingData.set(pendingKey, read);
    return read;
  }
}
