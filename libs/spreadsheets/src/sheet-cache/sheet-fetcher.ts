import { randomUUID } from 'node:crypto';
import type { SheetReadResult } from '../connectors/spreadsheet-connector.port.js';
import { sheetId } from './sheet-cache-keys.js';
import type { SheetLoader } from './sheet-cache.types.js';
import type { LoadLock, SheetEntry, SheetStore } from './sheet-store.js';

export type FetcherSettings = {
  lockTtlMs: number;
  waitPollMs: number;
  now: () => number;
  /** A fresh window (jittered): how long a load is served fresh, or a failure waits for a retry. */
  freshFor: () => number;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const errorText = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * Loads sheets upstream and stores them, one instance per sheet at a time: the instance whose
 * `increment` of the sheet's lock key returns 1 loads; the others poll for its result and take
 * over once the lock is released or expires. A holder releases it only while it cannot have
 * expired, so it never deletes a lock another instance took over.
 */
export class SheetFetcher {
  constructor(
    private readonly store: SheetStore,
    private readonly loader: SheetLoader,
    private readonly settings: FetcherSettings,
  ) {}

  /** The sheets this instance gets the lock of are read in one loader call. */
  async load(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
    notBefore: number | null,
    reading: () => void,
  ): Promise<Map<string, SheetEntry>> {
    const locked = new Map<string, LoadLock>();
    const contested: string[] = [];
    await Promise.all(
      titles.map(async (title) => {
        const id = sheetId({ workspaceId, spreadsheetId, title });
        const lock = await this.store.lock(id, this.settings.lockTtlMs);
        if (lock) locked.set(title, lock);
        else contested.push(title);
      }),
    );
    const [loaded, waited] = await Promise.all([
      this.loadLocked(workspaceId, spreadsheetId, locked, notBefore, reading),
      Promise.all(
        contested.map(async (title) => {
          const entry = await this.waitForHolder(workspaceId, spreadsheetId, title, notBefore);
          return [title, entry] as const;
        }),
      ),
    ]);
    return new Map([...loaded, ...waited]);
  }

  private async waitForHolder(
    workspaceId: string,
    spreadsheetId: string,
    title: string,
    notBefore: number | null,
  ): Promise<SheetEntry> {
    const id = sheetId({ workspaceId, spreadsheetId, title });
    for (;;) {
      await pause(this.settings.waitPollMs);
      const entry = await this.store.lookup(id, title);
      if (entry && satisfies(entry, notBefore)) return entry;
      const lock = await this.store.lock(id, this.settings.lockTtlMs);
      if (lock) {
        const loaded = await this.loadLocked(
          workspaceId,
          spreadsheetId,
          new Map([[title, lock]]),
          notBefore,
          () => {},
        );
        return loaded.get(title)!;
      }
    }
  }

  /** With the sheets' locks held: reads those still needed in one loader call, then unlocks. */
  private async loadLocked(
    workspaceId: string,
    spreadsheetId: string,
    locks: Map<string, LoadLock>,
    notBefore: number | null,
    reading: () => void,
  ): Promise<Map<string, SheetEntry>> {
    if (locks.size === 0) return new Map();
    const titles = [...locks.keys()];
    const ids = new Map([...locks].map(([title, lock]) => [title, lock.id]));
    try {
      const entries = new Map<string, SheetEntry>();
      const needed = new Map<string, SheetEntry | null>();
      // Another instance may have stored the sheet between our look-up and taking the lock.
      await Promise.all(
        titles.map(async (title) => {
          const entry = await this.store.lookup(ids.get(title)!, title);
          if (entry && satisfies(entry, notBefore)) entries.set(title, entry);
          else needed.set(title, entry);
        }),
      );
      if (needed.size === 0) return entries;
      const generation = await this.store.generation(workspaceId, spreadsheetId);
      const fetchedAt = this.settings.now();
      reading();
      const results = await this.readUpstream(workspaceId, spreadsheetId, [...needed.keys()]);
      // Invalidated while reading: what was read may predate the write, so it is not kept.
      const keep = (await this.store.generation(workspaceId, spreadsheetId)) === generation;
      await Promise.all(
        [...needed].map(async ([title, previous]) => {
          const id = ids.get(title)!;
          const result = results.get(title) ?? {
            ok: false,
            error: `Sheet "${title}" was not returned by the spreadsheet.`,
          };
          const entry = result.ok
            ? await this.store.saveLoaded(
                id,
                title,
                result.sheet,
                this.meta(fetchedAt),
                previous,
                keep,
              )
            : await this.store.saveFailure(id, result.error, previous, this.retryAt(), keep);
          entries.set(title, entry);
        }),
      );
      // Invalidated between that check and the writes above: undo them.
      if (keep && (await this.store.generation(workspaceId, spreadsheetId)) !== generation) {
        await Promise.all([...needed.keys()].map((title) => this.store.discard(ids.get(title)!)));
      }
      return entries;
    } finally {
      await Promise.all([...locks.values()].map((lock) => this.store.unlock(lock)));
    }
  }

  private async readUpstream(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
  ): Promise<Map<string, SheetReadResult>> {
    try {
      return await this.loader(workspaceId, spreadsheetId, titles);
    } catch (error) {
      const failed: SheetReadResult = { ok: false, error: errorText(error) };
      return new Map(titles.map((title) => [title, failed]));
    }
  }

  private meta(fetchedAt: number) {
    return { version: randomUUID(), fetchedAt, freshUntil: fetchedAt + this.settings.freshFor() };
  }

  /** A failed sheet is not read again before a fresh window has passed. */
  private retryAt(): number {
    return this.settings.now() + this.settings.freshFor();
  }
}

/** A forced load accepts only a copy whose load began after it was asked for. */
function satisfies(entry: SheetEntry, notBefore: number | null): boolean {
  return notBefore === null || entry.meta.fetchedAt > notBefore;
}
