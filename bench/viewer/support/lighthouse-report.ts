import { join } from 'node:path';
import {
  measuredStamp,
  repoRoot as root,
  type RunContext,
  storeRun,
  writePerformanceSection,
} from '../../support/performance-doc.js';
import type { LighthouseRun } from './lighthouse.js';

const resultsDir = join(root, 'bench/viewer/results');
const START = '<!-- bench:lighthouse:start -->';
const END = '<!-- bench:lighthouse:end -->';

export type LighthouseResults = {
  context: RunContext;
  pages: { page: string; runs: LighthouseRun[]; median: LighthouseRun }[];
  targetLcpMs: number;
  targetScore: number;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/**
 * Stores the runs in bench/viewer/results/lighthouse.json and rewrites the Lighthouse section of
 * docs/performance.md from them, so that no number there is typed by hand.
 */
export async function publishLighthouse(results: LighthouseResults): Promise<void> {
  const commit = await storeRun(resultsDir, 'lighthouse', results.context, {
    pages: results.pages,
    targetLcpMs: results.targetLcpMs,
    targetScore: results.targetScore,
  });
  const verdict = ({ median }: { median: LighthouseRun }) =>
    median.largestContentfulPaintMs <= results.targetLcpMs && median.score >= results.targetScore
      ? 'meets'
      : 'misses';
  const section = [
    START,
    '## Published pages in the browser (`bench/viewer`, Lighthouse)',
    '',
    'Run with `npm run bench:lighthouse` (it builds, starts the server as `npm start` does with the',
    'demo seeded, and runs Lighthouse 12 with its desktop preset in Debian’s Chromium, three times',
    'per page; the median run by score is shown). Written by the benchmark; raw runs in',
    '`bench/viewer/results/lighthouse.json`.',
    '',
    measuredStamp(results.context, commit),
    '',
    '| Page | Score | FCP | LCP | Total blocking time | Speed index | Target |',
    '| ---- | ----- | --- | --- | ------------------- | ----------- | ------ |',
    ...results.pages.map(
      (page) =>
        `| ${page.page} | ${page.median.score} | ${seconds(page.median.firstContentfulPaintMs)} | ${seconds(page.median.largestContentfulPaintMs)} | ${page.median.totalBlockingTimeMs} ms | ${seconds(page.median.speedIndexMs)} | ${verdict(page)} |`,
    ),
    '',
    `Targets on this machine: LCP at most ${seconds(results.targetLcpMs)}, score at least ${results.targetScore}.`,
    'Lighthouse simulates a throttled desktop connection from what it observes, so its FCP and LCP',
    'are estimates for that connection, not the time this machine took.',
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
