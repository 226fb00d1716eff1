import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../support/performance-doc.js';

/** Debian's Chromium, with the flags it needs here (no sandbox, no network of its own). */
const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
].join(' ');

/** What one Lighthouse run measured (milliseconds; the score out of 100). */
export type LighthouseRun = {
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  speedIndexMs: number;
};

type Report = {
  runtimeError?: { message: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
};

/** One Lighthouse run (desktop preset, performance only) of `url` with its own CLI. */
export function lighthouse(url: string): Promise<LighthouseRun> {
  const cli = join(repoRoot, 'node_modules/lighthouse/cli/index.js');
  const args = [
    cli,
    url,
    '--preset=desktop',
    '--only-categories=performance',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    `--chrome-path=${CHROMIUM}`,
    `--chrome-flags=${CHROME_FLAGS}`,
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited ${code}: ${err.slice(-2000)}`));
      const report = JSON.parse(out) as Report;
      if (report.runtimeError) return reject(new Error(report.runtimeError.message));
      const metric = (id: string) => Math.round(report.audits[id]?.numericValue ?? Number.NaN);
      resolve({
        score: Math.round((report.categories.performance.score ?? 0) * 100),
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        speedIndexMs: metric('speed-index'),
      });
    });
  });
}

/** The run with the median score (Lighthouse's own advice for noisy machines), its LCP breaking ties. */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  const sorted = [...runs].sort(
    (a, b) => a.score - b.score || b.largestContentfulPaintMs - a.largestContentfulPaintMs,
  );
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('No Lighthouse run.');
  return median;
}
