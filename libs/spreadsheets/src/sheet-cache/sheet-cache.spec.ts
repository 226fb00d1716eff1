import { afterEach, describe, expect, it } from '@jest/globals';
import {
  DependencyUnavailableError,
  InProcessJobQueue,
  MemoryCacheAdapter,
  type EnqueueOptions,
  type JobQueuePort,
} from '@tessera/platform';
import type { SheetContent, SheetReadResult } from '../connectors/spreadsheet-connector.port.js';
import { refreshSheetJob } from './refresh-sheet.job.js';
import {
  SheetCache,
  SheetLoadError,
  type SheetCacheOptions,
  type SheetCacheRead,
  type SheetKey,
} from './sheet-cache.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const FRESH_MS = 60_000;
/** Past the longest jittered fresh window (+10%). */
const PAST_FRESH = FRESH_MS * 1.1 + 1;

const key = (title: string, spreadsheetId = 'ss1'): SheetKey => ({
  workspaceId: 'w1',
  spreadsheetId,
  title,
});
const sheetOf = (title: string, ...names: string[]): SheetContent => ({
  title,
  columns: ['Name'],
  rows: names.map((name, i) => ({ id: `r${i + 1}`, values: { Name: name } })),
});
const names = (rows: readonly { values: Record<string, string> }[]) =>
  rows.map((row) => row.values['Name']);

/** Upstream spreadsheets: a sheet's content or the error text it fails with; records each read. */
function fakeUpstream() {
  const sheets = new Map<string, SheetContent | string>();
  const calls: { spreadsheetId: string; titles: string[] }[] = [];
  let failWith: string | null = null;
  return {
    calls,
    put: (k: SheetKey, content: SheetContent | string) =>
      sheets.set(`${k.spreadsheetId}/${k.title}`, content),
    /** Makes the whole loader call throw, as a network error would. */
    throwOnRead: (message: string | null) => (failWith = message),
    loader: async (_workspaceId: string, spreadsheetId: string, titles: string[]) => {
      calls.push({ spreadsheetId, titles: [...titles] });
      // Upstream answers with what it held when asked, a little later.
      const failure = failWith;
      const answer = new Map(
        titles.map((title): [string, SheetReadResult] => {
          const content = sheets.get(`${spreadsheetId}/${title}`);
          if (content === undefined)
            return [title, { ok: false, error: `Sheet "${title}" not found.` }];
          if (typeof content === 'string') return [title, { ok: false, error: content }];
          return [title, { ok: true, sheet: structuredClone(content) }];
        }),
      );
      await pause(5);
      if (failure) throw new Error(failure);
      return answer;
    },
  };
}

class RecordingQueue implements JobQueuePort {
  readonly enqueued: { name: string; payload: unknown; options?: EnqueueOptions }[] = [];
  register(): void {}
  declare(): void {}
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void> {
    this.enqueued.push({ name, payload, options });
    return Promise.resolve();
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

/** A cache with a fake clock, its own memory cache port and a recording queue unless given. */
function setUp(
  options: SheetCacheOptions & { cache?: MemoryCacheAdapter; queue?: JobQueuePort } = {},
) {
  const clock = { now: 1_000_000 };
  const upstream = fakeUpstream();
  const port = options.cache ?? new MemoryCacheAdapter();
  const queue = options.queue ?? new RecordingQueue();
  const cache = new SheetCache(port, queue, upstream.loader, {
    freshMs: FRESH_MS,
    now: () => clock.now,
    ...options,
  });
  return { clock, upstream, port, queue, cache };
}

describe('SheetCache', () => {
  const queues: JobQueuePort[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
  });

  it('refreshes a stale copy itself, once per window, while the job queue is down', async () => {
    const down: JobQueuePort = {
      register: () => undefined,
      declare: () => undefined,
      enqueue: () => Promise.reject(new DependencyUnavailableError('job queue')),
      close: () => Promise.resolve(),
    };
    const { clock, upstream, cache } = setUp({ queue: down });
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    await cache.read(key('Menu'));
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Cake'));
    clock.now += PAST_FRESH;

    const reads = await Promise.all(Array.from({ length: 100 }, () => cache.read(key('Menu'))));
    expect(reads.every((read) => read.stale)).toBe(true);
    await pause(20);

    expect(upstream.calls).toHaveLength(2);
    const after = await cache.read(key('Menu'));
    expect(after.stale).toBe(false);
    expect(names(after.sheet.rows)).toEqual(['Tea', 'Cake']);
  });

  it('serves a fresh copy without reading upstream again', async () => {
    const { clock, upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Coffee'));

    const first = await cache.read(key('Menu'));
    clock.now += 30_000;
    const second = await cache.read(key('Menu'));

    expect(upstream.calls).toHaveLength(1);
    expect(names(second.sheet.rows)).toEqual(['Tea', 'Coffee']);
    expect(second.sheet.version).toBe(first.sheet.version);
    expect(second).toMatchObject({ stale: false, ageMs: 30_000 });
    expect(second.refreshError).toBeUndefined();
  });

  it('serves a stale copy at once and enqueues one refresh job for many stale reads', async () => {
    const { clock, upstream, cache, queue } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    await cache.read(key('Menu'));
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Cake'));
    clock.now += PAST_FRESH;

    const reads = await Promise.all(Array.from({ length: 1000 }, () => cache.read(key('Menu'))));

    expect(reads.every((read) => read.stale && names(read.sheet.rows).join() === 'Tea')).toBe(true);
    expect(upstream.calls).toHaveLength(1);
    const { enqueued } = queue as RecordingQueue;
    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]).toMatchObject({
      name: 'sheets.refresh-sheet',
      payload: { workspaceId: 'w1', spreadsheetId: 'ss1', title: 'Menu' },
      options: { jobId: expect.stringContaining('sheets.refresh-sheet:') as unknown },
    });
  });

  it('replaces the data and version when refreshed, through the refresh job', async () => {
    const queue = new InProcessJobQueue();
    queues.push(queue);
    const { clock, upstream, cache } = setUp({ queue });
    queue.register(refreshSheetJob(cache));
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    const before = await cache.read(key('Menu'));
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Cake'));
    clock.now += PAST_FRESH;

    expect((await cache.read(key('Menu'))).stale).toBe(true);
    let after = await cache.read(key('Menu'));
    for (let i = 0; i < 200 && after.stale; i += 1) {
      await pause(5);
      after = await cache.read(key('Menu'));
    }

    expect(upstream.calls).toHaveLength(2);
    expect(after.stale).toBe(false);
    expect(after.sheet.version).not.toBe(before.sheet.version);
    expect(names(after.sheet.rows)).toEqual(['Tea', 'Cake']);
    expect(after.sheet.fetchedAt).toBe(clock.now);
  });

  it('spreads fresh windows within ±jitter, differently per key', async () => {
    const { clock, upstream, cache } = setUp({ jitter: 0.1, random: Math.random });
    const titles = Array.from({ length: 50 }, (_, i) => `Sheet ${i}`);
    for (const title of titles) upstream.put(key(title), sheetOf(title, 'x'));
    const loadedAt = clock.now;
    await cache.readMany('w1', 'ss1', titles);
    const staleAt = async (offset: number) => {
      clock.now = loadedAt + offset;
      const reads = await cache.readMany('w1', 'ss1', titles);
      return [...reads.values()].filter((read) => 'stale' in read && read.stale).length;
    };

    expect(await staleAt(FRESH_MS * 0.9 - 1)).toBe(0);
    const midway = await staleAt(FRESH_MS);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(titles.length);
    expect(await staleAt(FRESH_MS * 1.1)).toBe(titles.length);
  });

  it('reads a cold sheet upstream once for 500 concurrent readers', async () => {
    const { upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Coffee'));

    const reads = await Promise.all(Array.from({ length: 500 }, () => cache.read(key('Menu'))));

    expect(upstream.calls).toHaveLength(1);
    expect(new Set(reads.map((read) => read.sheet.version)).size).toBe(1);
    expect(reads.every((read) => names(read.sheet.rows).join() === 'Tea,Coffee')).toBe(true);
  });

  it('reads several cold sheets in one loader call, sharing it with single reads', async () => {
    const { upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    upstream.put(key('Staff'), sheetOf('Staff', 'Ann'));
    await cache.read(key('Menu'));

    const reading = cache.readMany('w1', 'ss1', ['Menu', 'Staff', 'Missing']);
    await pause(1); // the batch is reading upstream now
    const single = await cache.read(key('Staff'));
    const many = await reading;

    expect(upstream.calls).toEqual([
      { spreadsheetId: 'ss1', titles: ['Menu'] },
      { spreadsheetId: 'ss1', titles: ['Staff', 'Missing'] },
    ]);
    expect([...many.keys()]).toEqual(['Menu', 'Staff', 'Missing']);
    expect(many.get('Missing')).toEqual({ error: 'Sheet "Missing" not found.' });
    const staff = many.get('Staff');
    expect(staff && 'sheet' in staff ? names(staff.sheet.rows) : staff).toEqual(['Ann']);
    expect(single.sheet.version).toBe(staff && 'sheet' in staff ? staff.sheet.version : null);
  });

  it('serves the stale copy with the error when a refresh fails, and waits a window to retry', async () => {
    const { clock, upstream, cache, queue } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    await cache.read(key('Menu'));
    upstream.put(key('Menu'), 'Sheet "Menu" not found.');
    clock.now += PAST_FRESH;
    await cache.read(key('Menu'));
    await cache.refresh(key('Menu'));

    clock.now += 1000;
    const reads = await Promise.all([cache.read(key('Menu')), cache.read(key('Menu'))]);

    expect(reads[1]).toMatchObject({ stale: true, refreshError: 'Sheet "Menu" not found.' });
    expect(names(reads[1].sheet.rows)).toEqual(['Tea']);
    expect(upstream.calls).toHaveLength(2);
    const { enqueued } = queue as RecordingQueue;
    expect(enqueued).toHaveLength(1);

    clock.now += PAST_FRESH;
    await cache.read(key('Menu'));
    expect(enqueued).toHaveLength(2);
    expect(enqueued[1]!.options?.jobId).not.toBe(enqueued[0]!.options?.jobId);
  });

  it('throws SheetLoadError with the upstream text for a cold sheet that fails, once per window', async () => {
    const { clock, upstream, cache } = setUp();

    await expect(cache.read(key('Ghost'))).rejects.toThrow(
      new SheetLoadError('Ghost', 'Sheet "Ghost" not found.'),
    );
    await expect(cache.read(key('Ghost'))).rejects.toBeInstanceOf(SheetLoadError);
    expect(upstream.calls).toHaveLength(1);

    clock.now += PAST_FRESH;
    upstream.throwOnRead('Google Sheets did not answer.');
    await expect(cache.read(key('Ghost'))).rejects.toThrow('Google Sheets did not answer.');
    expect(upstream.calls).toHaveLength(2);
  });

  it('loads fresh for a bypass, once for concurrent bypasses, and stores the result', async () => {
    const { upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    const cached = await cache.read(key('Menu'));
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea', 'Cake'));

    const bypassed = await Promise.all(
      Array.from({ length: 20 }, () => cache.read(key('Menu'), { bypass: true })),
    );
    const later = await cache.read(key('Menu'));

    expect(upstream.calls).toHaveLength(2);
    expect(bypassed.every((read) => names(read.sheet.rows).join() === 'Tea,Cake')).toBe(true);
    expect(bypassed[0]!.sheet.version).not.toBe(cached.sheet.version);
    expect(later.sheet.version).toBe(bypassed[0]!.sheet.version);
  });

  it('reloads a bypass asked for while an earlier load is reading', async () => {
    const { upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    const cold = cache.read(key('Menu'));
    await pause(1); // the cold load is reading now
    upstream.put(key('Menu'), sheetOf('Menu', 'Cake'));

    const bypassed = await cache.read(key('Menu'), { bypass: true });

    expect(names((await cold).sheet.rows)).toEqual(['Tea']);
    expect(names(bypassed.sheet.rows)).toEqual(['Cake']);
    expect(upstream.calls).toHaveLength(2);
  });

  it('reloads an invalidated sheet, or every sheet of an invalidated spreadsheet', async () => {
    const { upstream, cache } = setUp();
    for (const k of [key('Menu'), key('Staff'), key('Menu', 'ss2')]) {
      upstream.put(k, sheetOf(k.title, 'old'));
      await cache.read(k);
    }
    for (const k of [key('Menu'), key('Staff'), key('Menu', 'ss2')]) {
      upstream.put(k, sheetOf(k.title, 'new'));
    }

    await cache.invalidate(key('Menu'));
    expect(names((await cache.read(key('Menu'))).sheet.rows)).toEqual(['new']);
    expect(names((await cache.read(key('Staff'))).sheet.rows)).toEqual(['old']);

    await cache.invalidateSpreadsheet('w1', 'ss1');
    expect(names((await cache.read(key('Staff'))).sheet.rows)).toEqual(['new']);
    expect(names((await cache.read(key('Menu', 'ss2'))).sheet.rows)).toEqual(['old']);
    expect(upstream.calls).toHaveLength(5);
  });

  it('does not keep a load that was running when the sheet was invalidated', async () => {
    const { upstream, cache } = setUp();
    upstream.put(key('Menu'), sheetOf('Menu', 'before'));
    const running = cache.read(key('Menu'));
    await pause(1);
    upstream.put(key('Menu'), sheetOf('Menu', 'after'));
    await cache.invalidate(key('Menu'));

    expect(names((await running).sheet.rows)).toEqual(['before']);
    expect(names((await cache.read(key('Menu'))).sheet.rows)).toEqual(['after']);
  });

  it('does not keep a load whose result is stored while the sheet is invalidated', async () => {
    const port = new MemoryCacheAdapter();
    const { upstream, cache } = setUp({ cache: port });
    upstream.put(key('Menu'), sheetOf('Menu', 'before'));
    // The write lands just as the load stores what it read before it.
    const set = port.set.bind(port);
    let invalidated = false;
    port.set = async <T>(cacheKey: string, value: T, ttlMs: number) => {
      if (cacheKey.endsWith(':meta') && !invalidated) {
        invalidated = true;
        upstream.put(key('Menu'), sheetOf('Menu', 'after'));
        await cache.invalidate(key('Menu'));
      }
      return set(cacheKey, value, ttlMs);
    };

    await cache.read(key('Menu'));

    expect(invalidated).toBe(true);
    expect(names((await cache.read(key('Menu'))).sheet.rows)).toEqual(['after']);
  });

  it('reuses parsed snapshots while the version holds, and rereads another instance’s refresh', async () => {
    const shared = new MemoryCacheAdapter();
    const one = setUp({ cache: shared });
    const other = new SheetCache(shared, new RecordingQueue(), one.upstream.loader, {
      now: () => one.clock.now,
    });
    one.upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));
    await one.cache.read(key('Menu'));
    let computed = 0;
    const lowerCased = (read: SheetCacheRead) => read.sheet.memo('lower', () => (computed += 1));

    const first = await other.read(key('Menu'));
    const second = await other.read(key('Menu'));
    lowerCased(first);
    lowerCased(second);
    expect(second.sheet).toBe(first.sheet);
    expect(computed).toBe(1);

    one.upstream.put(key('Menu'), sheetOf('Menu', 'Cake'));
    await one.cache.refresh(key('Menu'));
    const third = await other.read(key('Menu'));
    lowerCased(third);

    expect(third.sheet.version).not.toBe(first.sheet.version);
    expect(names(third.sheet.rows)).toEqual(['Cake']);
    expect(computed).toBe(2);
    expect(one.upstream.calls).toHaveLength(2);
  });

  it('reads a cold sheet once for readers split across two instances sharing a cache', async () => {
    const shared = new MemoryCacheAdapter();
    const one = setUp({ cache: shared, waitPollMs: 2 });
    const other = new SheetCache(shared, new RecordingQueue(), one.upstream.loader, {
      waitPollMs: 2,
      now: () => one.clock.now,
    });
    one.upstream.put(key('Menu'), sheetOf('Menu', 'Tea'));

    const reads = await Promise.all(
      Array.from({ length: 500 }, (_, i) => (i % 2 ? one.cache : other).read(key('Menu'))),
    );

    expect(one.upstream.calls).toHaveLength(1);
    expect(new Set(reads.map((read) => read.sheet.version)).size).toBe(1);
  });
});
