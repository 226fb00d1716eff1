import { join } from 'node:path';
import {
  measuredStamp,
  repoRoot as root,
  type RunContext,
  storeRun,
  writePerformanceSection,
} from '../../support/performance-doc.js';

const resultsDir = join(root, 'bench/viewer/results');
const START = '<!-- bench:large-sheets:start -->';
const END = '<!-- bench:large-sheets:end -->';

/** One block's pages: after its rows arrived, when each was in the document and drawn (ms). */
export type BlockMeasure = {
  block: string;
  domMs: number[];
  frameMs: number[];
  /** Frame intervals while scrolling the page (ms). */
  frames: number[];
};

export type LargeSheetsRun = {
  context: RunContext;
  rows: number;
  rowsPerPage: number;
  targetMs: number;
  measures: BlockMeasure[];
};

function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Frames slower than two at 60 Hz: a visible stutter. */
const dropped = (frames: readonly number[]) => frames.filter((interval) => interval > 34).length;

/**
 * Stores the run in bench/viewer/results/large-sheets.json and rewrites its section of
 * docs/performance.md from it.
 */
export async function publishLargeSheets(run: LargeSheetsRun): Promise<void> {
  const commit = await storeRun(resultsDir, 'large-sheets', run.context, {
    rows: run.rows,
    rowsPerPage: run.rowsPerPage,
    targetMs: run.targetMs,
    measures: run.measures,
  });
  const worst = Math.max(...run.measures.map((measure) => percentile(measure.frameMs, 95)));
  const section = [
    START,
    '',
    `## Blocks over a ${run.rows.toLocaleString('en')}-row sheet in the browser (\`bench/viewer\`)`,
    '',
    'Run with `npm run bench:large-sheets` (it builds, starts the server as `npm start` does and',
    'drives Debian’s Chromium). A public board per block type pages a sheet of',
    `${run.rows.toLocaleString('en')} rows, ${run.rowsPerPage} rows a page, on the server; a visitor turns`,
    `${run.measures[0]?.domMs.length ?? 0} pages with Next (after one warm-up turn). "Shown" is the time from the`,
    'end of the sheet response (Resource Timing) to the page’s first row being in the document;',
    '"drawn" to the frame after it. Then the page is scrolled for two seconds and every frame',
    'timed. Written by the benchmark; raw numbers in `bench/viewer/results/large-sheets.json`.',
    '',
    measuredStamp(run.context, commit),
    '',
    '| Block | Shown, median | Shown, p95 | Drawn, median | Drawn, p95 | Scroll frames | Frames over 34 ms | Longest frame |',
    '| ----- | ------------- | ---------- | ------------- | ---------- | ------------- | ----------------- | ------------- |',
    ...run.measures.map(
      (measure) =>
        `| ${measure.block} | ${ms(percentile(measure.domMs, 50))} | ${ms(percentile(measure.domMs, 95))} | ${ms(percentile(measure.frameMs, 50))} | ${ms(percentile(measure.frameMs, 95))} | ${measure.frames.length} | ${dropped(measure.frames)} | ${ms(Math.max(...measure.frames))} |`,
    ),
    '',
    `Target: a page drawn within ${run.targetMs} ms of its rows arriving; slowest p95 ${ms(worst)}, target ${worst <= run.targetMs ? 'met' : 'missed'}.`,
    'Only the page a block shows is sent and drawn, whatever the sheet’s size.',
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
