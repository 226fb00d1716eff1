import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from '@jest/globals';
import {
  InProcessJobQueue,
  MemoryCacheAdapter,
  RedisCacheAdapter,
  type CachePort,
} from '@tessera/platform';
import { eventually } from '@tessera/testing';
import type { SheetReadResult } from '../connectors/spreadsheet-connector.port.js';
import { SheetCache, type SheetKey } from './sheet-cache.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const menu: SheetKey = { workspaceId: 'w1', spreadsheetId: 'ss1', title: 'Menu' };

/** Two instances' cache ports onto one shared store, and how to clean up after them. */
type SharedCache = { one: CachePort; other: CachePort; close: () => Promise<void> };

const backends: [string, () => Promise<SharedCache>][] = [
  [
    'memory',
    () => {
      const cache = new MemoryCacheAdapter();
      return Promise.resolve({ one: cache, other: cache, close: () => cache.close() });
    },
  ],
];
const redisUrl = process.env['REDIS_URL'];
if (redisUrl) {
  backends.push([
    'redis',
    async () => {
      // Two connections, as two processes would have; a namespace keeps test runs apart.
      const namespace = `tessera-test:${randomUUID()}`;
      const one = new RedisCacheAdapter(redisUrl, namespace);
      const other = new RedisCacheAdapter(redisUrl, namespace);
      // A busy machine can take longer than the adapter's fail-fast first connection allows.
      await Promise.all([one, other].map((cache) => eventually(() => cache.ping())));
      return {
        one,
        other,
        close: async () => {
          await one.deletePrefix('');
          await Promise.all([one.close(), other.close()]);
        },
      };
    },
  ]);
} else {
  console.info('Sheet cache on Redis skipped: REDIS_URL not set');
}

describe.each(backends)('SheetCache shared by two instances (%s)', (_name, open) => {
  let shared: SharedCache | undefined;
  const queues: InProcessJobQueue[] = [];
  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.close()));
    await shared?.close();
  });

  async function twoInstances() {
    shared = await open();
    const calls: string[][] = [];
    let rows = [{ id: 'r1', values: { Name: 'Tea' } }];
    const loader = async (_workspaceId: string, _spreadsheetId: string, titles: string[]) => {
      calls.push(titles);
      const answer = new Map<string, SheetReadResult>(
        titles.map((title) => [title, { ok: true, sheet: { title, columns: ['Name'], rows } }]),
      );
      await pause(50); // a slow upstream, so the other instance's readers must wait for it
      return answer;
    };
    const instance = (cache: CachePort) => {
      const queue = new InProcessJobQueue();
      queues.push(queue);
      return new SheetCache(cache, queue, loader, { waitPollMs: 10 });
    };
    return {
      calls,
      setRows: (next: typeof rows) => (rows = next),
      one: instance(shared.one),
      other: instance(shared.other),
    };
  }

  it('reads a cold sheet upstream once for 500 concurrent readers split across them', async () => {
    const { calls, one, other } = await twoInstances();

    const reads = await Promise.all(
      Array.from({ length: 500 }, (_, i) => (i % 2 ? one : other).read(menu)),
    );

    expect(calls).toEqual([['Menu']]);
    expect(new Set(reads.map((read) => read.sheet.version)).size).toBe(1);
    expect(reads.every((read) => read.sheet.rows[0]?.values['Name'] === 'Tea')).toBe(true);
  });

  it('shows each instance what the other refreshed or invalidated', async () => {
    const { calls, setRows, one, other } = await twoInstances();
    const before = await other.read(menu);

    setRows([{ id: 'r1', values: { Name: 'Cake' } }]);
    await one.refresh(menu);
    const refreshed = await other.read(menu);
    expect(refreshed.sheet.version).not.toBe(before.sheet.version);
    expect(refreshed.sheet.rows[0]?.values['Name']).toBe('Cake');

    setRows([{ id: 'r1', values: { Name: 'Scone' } }]);
    await one.invalidateSpreadsheet(menu.workspaceId, menu.spreadsheetId);
    expect((await other.read(menu)).sheet.rows[0]?.values['Name']).toBe('Scone');
    expect(calls).toHaveLength(3);
  });
});
