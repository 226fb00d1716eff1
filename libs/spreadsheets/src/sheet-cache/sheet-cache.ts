import { Logger, type LoggerService } from '@nestjs/common';
import {
  enqueueJob,
  isDependencyOutage,
  type CachePort,
  type JobQueuePort,
} from '@tessera/platform';
import { LRUCache } from 'lru-cache';
import { REFRESH_SHEET_JOB } from './refresh-sheet.job.js';
import { sheetId } from './sheet-cache-keys.js';
import type {
  SheetCacheOptions,
  SheetCacheRead,
  SheetKey,
  SheetLoader,
  SheetReadOptions,
} from './sheet-cache.types.js';
import { errorText, SheetFetcher } from './sheet-fetcher.js';
import { Flights } from './sheet-flights.js';
import { SheetLoadError } from './sheet-load.error.js';
import { SheetStore, type SheetEntry } from './sheet-store.js';

export { SheetLoadError } from './sheet-load.error.js';
export type * from './sheet-cache.types.js';

/**
 * Sheet data cached per (workspace, spreadsheet, sheet title), stale-while-revalidate: a fresh
 * copy is served; a stale one is served at once while a background job reloads it; a missing one
 * is loaded. Each sheet is loaded by one caller at a time: in this process by sharing the running
 * load, across processes by a short lock in the cache port (see SheetFetcher).
 */
export class SheetCache {
  private readonly store: SheetStore;
  private readonly flights: Flights;
  /** The refresh job last enqueued per sheet, so many stale reads enqueue it once. */
  private readonly enqueued = new LRUCache<string, string>({ max: 10_000 });
  private readonly now: () => number;
  private readonly logger: Pick<LoggerService, 'error'>;

  constructor(
    cache: CachePort,
    private readonly queue: JobQueuePort,
    loader: SheetLoader,
    options: SheetCacheOptions = {},
  ) {
    const freshMs = options.freshMs ?? 60_000;
    const jitter = options.jitter ?? 0.1;
    if (!(jitter >= 0 && jitter < 1)) throw new Error('Sheet cache jitter must be in [0, 1).');
    const random = options.random ?? Math.random;
    this.now = options.now ?? Date.now;
    this.logger = options.logger ?? new Logger('SheetCache');
    const maxStaleMs = options.maxStaleMs ?? 24 * 60 * 60 * 1000;
    if (maxStaleMs < freshMs * (1 + jitter)) {
      throw new Error('Sheet cache maxStaleMs must outlast the longest fresh window.');
    }
    this.store = new SheetStore(cache, maxStaleMs, options.l1MaxEntries ?? 100, this.now);
    const fetcher = new SheetFetcher(this.store, loader, {
      lockTtlMs: options.lockTtlMs ?? 15_000,
      waitPollMs: options.waitPollMs ?? 50,
      now: this.now,
      // Spread so that sheets loaded together do not all expire together.
      freshFor: () => Math.round(freshMs * (1 + jitter * (2 * random() - 1))),
    });
    this.flights = new Flights(fetcher.load.bind(fetcher), this.now);
  }

  /** Throws SheetLoadError when the sheet cannot be loaded and no earlier copy is cached. */
  async read(key: SheetKey, options: SheetReadOptions = {}): Promise<SheetCacheRead> {
    const entries = await this.entries(key.workspaceId, key.spreadsheetId, [key.title], options);
    return this.served(key, entries.get(key.title)!);
  }

  /** Several sheets of one spreadsheet; those to load are read together in one loader call. */
  async readMany(
    workspaceId: string,
    spreadsheetId: string,
    titles: readonly string[],
    options: SheetReadOptions = {},
  ): Promise<Map<string, SheetCacheRead | { error: string }>> {
    const entries = await this.entries(workspaceId, spreadsheetId, titles, options);
    const reads = new Map<string, SheetCacheRead | { error: string }>();
    for (const [title, entry] of entries) {
      try {
        reads.set(title, this.served({ workspaceId, spreadsheetId, title }, entry));
      } catch (error) {
        if (!(error instanceof SheetLoadError)) throw error;
        reads.set(title, { error: error.message });
      }
    }
    return reads;
  }

  /** Loads the sheet again and stores it (the refresh job's handler); a failure is recorded. */
  async refresh(key: SheetKey): Promise<void> {
    await this.entries(key.workspaceId, key.spreadsheetId, [key.title], { bypass: true });
  }

  /** Forgets the sheet's cached copy (after a write), for this and every other instance. */
  async invalidate(key: SheetKey): Promise<void> {
    const id = sheetId(key);
    this.flights.forget((flightId) => flightId === id);
    await this.store.invalidate(id, key.workspaceId, key.spreadsheetId);
  }

  /** Forgets the cached copies of every sheet of the spreadsheet. */
  async invalidateSpreadsheet(workspaceId: string, spreadsheetId: string): Promise<void> {
    const prefix = sheetId({ workspaceId, spreadsheetId, title: '' });
    this.flights.forget((id) => id.startsWith(prefix));
    await this.store.invalidateSpreadsheet(workspaceId, spreadsheetId);
  }

  private async entries(
    workspaceId: string,
    spreadsheetId: string,
    titles: readonly string[],
    options: SheetReadOptions,
  ): Promise<Map<string, SheetEntry>> {
    const unique = [...new Set(titles)];
    const force = options.bypass ?? false;
    const found = new Map<string, SheetEntry>();
    if (!force) {
      const cached = await Promise.all(
        unique.map((title) =>
          this.store.lookup(sheetId({ workspaceId, spreadsheetId, title }), title),
        ),
      );
      unique.forEach((title, i) => {
        const entry = cached[i];
        if (entry) found.set(title, entry);
      });
    }
    const missing = unique.filter((title) => !found.has(title));
    const loads = this.flights.start(workspaceId, spreadsheetId, missing, force);
    await Promise.all([...loads].map(async ([title, load]) => found.set(title, await load)));
    return new Map(unique.map((title) => [title, found.get(title)!]));
  }

  private served(key: SheetKey, { meta, sheet }: SheetEntry): SheetCacheRead {
    if (!sheet) {
      throw new SheetLoadError(key.title, meta.error ?? `Sheet "${key.title}" could not be read.`);
    }
    const now = this.now();
    const stale = now >= meta.freshUntil;
    if (stale) this.refreshLater(key, meta.retryAt ?? meta.freshUntil);
    const read: SheetCacheRead = { sheet, stale, ageMs: Math.max(0, now - sheet.fetchedAt) };
    if (meta.error !== undefined) read.refreshError = meta.error;
    return read;
  }

  /**
   * Enqueues one refresh per sheet and window: the job id names the window's end (for a failed
   * load, the time before which it is not retried), so stale reads of one window enqueue one job.
   */
  private refreshLater(key: SheetKey, windowEnd: number): void {
    if (this.now() < windowEnd) return;
    const id = sheetId(key);
    const jobId = `${REFRESH_SHEET_JOB.name}:${id}:${windowEnd}`;
    if (this.enqueued.get(id) === jobId) return;
    this.enqueued.set(id, jobId);
    const { workspaceId, spreadsheetId, title } = key;
    enqueueJob(
      this.queue,
      REFRESH_SHEET_JOB,
      { workspaceId, spreadsheetId, title },
      { jobId },
    ).catch((error: unknown) => {
      if (isDependencyOutage(error)) {
        // The queue is down (Redis): refresh here, once for this window, rather than serve ever
        // older data until it is back.
        this.refresh(key).catch((failure: unknown) => {
          this.logger.error(`Refresh of sheet "${title}" failed: ${errorText(failure)}`);
        });
        return;
      }
      this.enqueued.delete(id);
      this.logger.error(`Refresh of sheet "${title}" not enqueued: ${errorText(error)}`);
    });
  }
}
