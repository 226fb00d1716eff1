import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  commitOf,
  repoRoot as root,
  writeFormatted,
  writePerformanceSection,
} from '../../support/performance-doc.js';

const resultsDir = join(root, 'bench/sheets/results');
const START = '<!-- bench:sheets:start -->';
const END = '<!-- bench:sheets:end -->';

/** What one benchmark reports: its place in the section, a heading and Markdown lines. */
export type BenchReport = { id: string; order: number; title: string; lines: string[] };

type StoredReport = BenchReport & {
  measuredAt: string;
  node: string;
  machine: string;
  commit: string;
};

function machineOf(): string {
  const list = cpus();
  const gib = (totalmem() / 2 ** 30).toFixed(1);
  // The load average tells a reader whether other work shared the machine during the run.
  const load = loadavg()[0]!.toFixed(2);
  return `${list[0]?.model.trim() ?? 'unknown CPU'}, ${list.length} cores, ${gib} GiB RAM (${platform()} ${arch()}), load average ${load} at start`;
}

/**
 * Stores the report in bench/sheets/results/{id}.json and rewrites the spreadsheet-data section of
 * docs/performance.md from every stored report, so that no number there is typed by hand.
 */
export async function publish(
  report: BenchReport,
  startedAt: { machine: string; at: Date },
): Promise<void> {
  const stored: StoredReport = {
    ...report,
    measuredAt: startedAt.at.toISOString(),
    node: process.version,
    machine: startedAt.machine,
    commit: commitOf(),
  };
  mkdirSync(resultsDir, { recursive: true });
  await writeFormatted(join(resultsDir, `${report.id}.json`), JSON.stringify(stored));
  const reports = readdirSync(resultsDir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(resultsDir, name), 'utf8')) as StoredReport)
    .sort((a, b) => a.order - b.order);
  await writeSection(reports.flatMap(render));
  console.info([`${report.title}`, ...report.lines].join('\n'));
}

/** Machine and load at the start of a benchmark (the load average is sampled then). */
export const runContext = () => ({ machine: machineOf(), at: new Date() });

function render(report: StoredReport): string[] {
  return [
    `### ${report.title}`,
    '',
    `_Measured ${report.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${report.machine}; ` +
      `Node ${report.node}; commit ${report.commit}._`,
    '',
    ...report.lines,
    '',
  ];
}

async function writeSection(body: string[]): Promise<void> {
  const section = [
    START,
    '## Spreadsheet data (`bench/sheets`)',
    '',
    'Run all four on a fresh clone with `npm ci` then `REDIS_URL=redis://127.0.0.1:6379 npm run bench:sheets`',
    '(one after the other, a few minutes in all), or one of them with',
    '`npm run bench:sheets -- bench/sheets/page-reads.bench.ts`. Without `REDIS_URL` the Redis cases',
    'are skipped and say so. Each benchmark rewrites its part of this section and its file in',
    '`bench/sheets/results/`: the numbers below are written by the benchmarks, never by hand.',
    '',
    ...body,
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
}
