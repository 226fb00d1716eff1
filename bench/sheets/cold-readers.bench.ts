import { expect, it } from '@jest/globals';
import {
  InProcessJobQueue,
  MemoryCacheAdapter,
  RedisCacheAdapter,
  type CachePort,
} from '@tessera/platform';
import { randomUUID } from 'node:crypto';
// The sheet cache is internal to the spreadsheets library; the benchmark measures it directly.
import { SheetCache, type SheetLoader } from '@tessera/spreadsheets';
import { productRows } from './support/gateway.js';
import { latencies, ms, pause } from './support/measure.js';
import { publish, runContext } from './support/report.js';

const READERS = 500;
const LOAD_MS = 50;
const TRIALS = 5;
const SIZES = [1_000, 100_000];

type Backend = { name: string; ports: CachePort[]; close(): Promise<void> };

function backends(): { run: (() => Backend)[]; skipped: string | null } {
  const memory = (): Backend => {
    const cache = new MemoryCacheAdapter();
    return { name: 'Memory cache port, one instance', ports: [cache], close: () => cache.close() };
  };
  const url = process.env['REDIS_URL'];
  if (!url) return { run: [memory], skipped: 'Redis: not run (REDIS_URL is not set).' };
  const redis = (): Backend => {
    // Two connections on one namespace, as two gateway processes would have.
    const namespace = `tessera-bench:${randomUUID()}`;
    const ports = [new RedisCacheAdapter(url, namespace), new RedisCacheAdapter(url, namespace)];
    return {
      name: 'Redis, two SheetCache instances (250 readers each)',
      ports,
      close: async () => {
        await ports[0]!.deletePrefix('');
        await Promise.all(ports.map((port) => port.close()));
      },
    };
  };
  return { run: [memory, redis], skipped: null };
}

it(`${READERS} concurrent readers of a cold sheet wait for one upstream read`, async () => {
  const context = runContext();
  const lines = [
    `${READERS} reads of one sheet not in the cache, started together on SheetCache (production`,
    `defaults: 50 ms lock polling). The loader counts its calls and answers after ${LOAD_MS} ms. Each case`,
    `runs ${TRIALS} times on a new key; the times are from starting the reads until every reader has`,
    'the rows (median and worst of the trials).',
    '',
    '| Cache | Rows | Upstream reads per trial | All rows served, median | Worst |',
    '| --- | ---: | ---: | ---: | ---: |',
  ];
  const { run, skipped } = backends();
  for (const open of run) {
    for (const size of SIZES) {
      const rows = productRows(size)
        .slice(1)
        .map((cells, i) => ({
          id: `r${i + 1}`,
          values: Object.fromEntries(cells.map((cell, c) => [`C${c}`, cell])),
        }));
      const backend = open();
      const queues: InProcessJobQueue[] = [];
      const upstream: number[] = [];
      const durations: number[] = [];
      try {
        for (let trial = 0; trial < TRIALS; trial += 1) {
          let calls = 0;
          const loader: SheetLoader = async (_workspace, _spreadsheet, titles) => {
            calls += 1;
            await pause(LOAD_MS);
            const columns = Object.keys(rows[0]!.values);
            return new Map(
              titles.map((title) => [title, { ok: true, sheet: { title, columns, rows } }]),
            );
          };
          const instances = backend.ports.map((port) => {
            const queue = new InProcessJobQueue();
            queues.push(queue);
            return new SheetCache(port, queue, loader);
          });
          const key = { workspaceId: 'bench', spreadsheetId: randomUUID(), title: 'Data' };

          const started = performance.now();
          const reads = await Promise.all(
            Array.from({ length: READERS }, (_, i) => instances[i % instances.length]!.read(key)),
          );
          durations.push(performance.now() - started);

          expect(reads.every((read) => read.sheet.rows.length === size)).toBe(true);
          expect(new Set(reads.map((read) => read.sheet.version)).size).toBe(1);
          upstream.push(calls);
        }
      } finally {
        await Promise.all(queues.map((queue) => queue.close()));
        await backend.close();
      }
      const { p50, max } = latencies(durations);
      lines.push(
        `| ${backend.name} | ${size.toLocaleString('en')} | ${upstream.join(', ')} | ${ms(p50)} | ${ms(max)} |`,
      );
      expect(upstream.every((calls) => calls === 1)).toBe(true);
    }
  }
  if (skipped) lines.push('', skipped);
  await publish(
    { id: 'cold-readers', order: 3, title: `${READERS} concurrent readers of a cold key`, lines },
    context,
  );
});
