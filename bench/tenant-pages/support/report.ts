import { join } from 'node:path';
import {
  measuredStamp,
  repoRoot as root,
  storeRun,
  writePerformanceSection,
} from '../../support/performance-doc.js';
import type { Measured } from '../tenant-pages.bench.js';

const resultsDir = join(root, 'bench/tenant-pages/results');
const START = '<!-- bench:tenant-pages:start -->';
const END = '<!-- bench:tenant-pages:end -->';

export type TenantPagesRun = {
  context: { machine: string; at: Date };
  rounds: { gateway: Measured; bare: Measured }[];
  bytes: number;
  connections: number;
  durationMs: number;
  rows: number;
  targetRatio: number;
};

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * Stores the run in bench/tenant-pages/results/tenant-pages.json and rewrites the tenant-pages
 * section of docs/performance.md from it, so that no number there is typed by hand.
 */
export async function publishTenantPages(run: TenantPagesRun): Promise<void> {
  const ratios = run.rounds.map((round) => round.gateway.rps / round.bare.rps);
  const ratio = mean(ratios);
  const commit = await storeRun(resultsDir, 'tenant-pages', run.context, {
    connections: run.connections,
    durationMs: run.durationMs,
    bytes: run.bytes,
    rounds: run.rounds,
    ratio,
    targetRatio: run.targetRatio,
  });
  const rows = run.rounds.flatMap((round, index) => [
    `| ${index + 1} | Tessera gateway (cached tenant page) | ${fixed(round.gateway.rps, 0)} | ${fixed(round.gateway.p50)} ms | ${fixed(round.gateway.p99)} ms | ${fixed(round.gateway.cpuMicrosPerRequest)} µs | ${round.gateway.errors} |`,
    `| ${index + 1} | bare \`node:http\`, same bytes and headers | ${fixed(round.bare.rps, 0)} | ${fixed(round.bare.p50)} ms | ${fixed(round.bare.p99)} ms | ${fixed(round.bare.cpuMicrosPerRequest)} µs | ${round.bare.errors} |`,
  ]);
  const cpuRatio = mean(
    run.rounds.map((round) => round.gateway.cpuMicrosPerRequest / round.bare.cpuMicrosPerRequest),
  );
  // Met only when the gateway keeps up in both: requests served side by side, and the requests
  // its CPU per request would allow where the servers, not the load generator, are the limit.
  const cpuBound = 1 / cpuRatio;
  const verdict = ratio >= run.targetRatio && cpuBound >= run.targetRatio ? 'meets' : 'misses';

  const section = [
    START,
    '## Published pages (`bench/tenant-pages`)',
    '',
    'Run with `npm run bench:tenant-pages` (about a minute). The numbers below are written by the',
    'benchmark, never by hand; its raw results are in `bench/tenant-pages/results/`.',
    '',
    measuredStamp(run.context, commit),
    '',
    `GET / of a public app without sign-in (a home page with a table block, its first ${run.rows} rows`,
    `drawn on the server and inline: ${run.bytes.toLocaleString('en')} bytes), as an anonymous visitor, served from the`,
    'published-page cache by the embedded gateway (PGlite, in-memory cache) over a real socket, run as',
    '`npm start` runs it in a process of its own; then a bare `node:http` server, in a process of its',
    'own too, answering the same bytes with the same headers.',
    `Load: ${run.connections} keep-alive connections for ${run.durationMs / 1000} s per measurement, after a warm-up,`,
    'from a small `node:http` load generator in a separate process (autocannon is not installed),',
    'alternating the two servers.',
    '',
    '| Round | Server | Requests/s | p50 | p99 | Server CPU per request | Errors |',
    '| ----- | ------ | ---------- | --- | --- | ---------------------- | ------ |',
    ...rows,
    '',
    `**Throughput ratio (gateway / bare node): ${fixed(ratio, 2)}** (rounds: ${ratios.map((r) => fixed(r, 2)).join(', ')}); by CPU per request, ${fixed(cpuBound, 2)}. Target ${run.targetRatio} or better in both: ${verdict} it.`,
    '',
    'The load generator shares the machine with the server; on a machine with few cores it takes a',
    "large share of the CPU, which caps both servers' throughput alike and so pulls the ratio toward 1",
    '(a ratio above 1 says the load generator, not either server, set the pace). The CPU each server',
    'process spends per request (user and system time, from /proc) does not depend on it: the gateway',
    `spends ${fixed(cpuRatio, 2)} times what the bare server does, so where the servers rather than the`,
    `load generator are the limit, the gateway would serve about ${fixed(cpuBound, 2)} of the bare server's requests.`,
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
