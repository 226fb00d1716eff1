import { join } from 'node:path';
import type { PageWeight } from '../../../apps/web/build/pageWeight.js';
import { kb } from '../../../apps/web/build/viewerBudget.js';
import {
  measuredStamp,
  repoRoot as root,
  type RunContext,
  storeRun,
  writePerformanceSection,
} from '../../support/performance-doc.js';

const resultsDir = join(root, 'bench/viewer/results');
const START = '<!-- bench:viewer:start -->';
const END = '<!-- bench:viewer:end -->';

export type PageKindWeight = PageWeight & { kind: string };

export type ViewerRun = {
  context: RunContext;
  kinds: PageKindWeight[];
  /** What each block type adds to a published page, in bytes. */
  blocks: Record<string, number>;
  blockBudget: number;
  pageTarget: number;
  pageCeiling: number;
};

/**
 * Stores the run in bench/viewer/results/viewer.json and rewrites the viewer section of
 * docs/performance.md from it, so that no number there is typed by hand.
 */
export async function publishViewer(run: ViewerRun): Promise<void> {
  const commit = await storeRun(resultsDir, 'viewer', run.context, {
    kinds: run.kinds,
    blocks: run.blocks,
    blockBudget: run.blockBudget,
    pageTarget: run.pageTarget,
    pageCeiling: run.pageCeiling,
  });
  const [budgetPage] = run.kinds;
  if (!budgetPage) throw new Error('No page was weighed.');
  const pageVerdict = budgetPage.js <= run.pageTarget ? 'meets' : 'misses';
  const heaviest = Object.entries(run.blocks).sort((a, b) => b[1] - a[1]);
  const section = [
    START,
    '## What the browser downloads (`bench/viewer`)',
    '',
    'Run with `npm run bench:viewer` (it builds the web app first). The numbers below are written by',
    'the benchmark, never by hand; its raw results are in `bench/viewer/results/`.',
    '',
    measuredStamp(run.context, commit),
    '',
    'JavaScript and CSS a browser must download before each kind of page is whole: its entry, its',
    'route and its blocks with everything they import, each file once, at the size the gateway sends',
    "it (the build's brotli copy). Later, optional chunks (the preview banner) are not counted.",
    '',
    '| Page | JavaScript | CSS | Files |',
    '| ---- | ---------- | --- | ----- |',
    ...run.kinds.map(
      (kind) => `| ${kind.kind} | ${kb(kind.js)} | ${kb(kind.css)} | ${kind.files.length} |`,
    ),
    '',
    'What each block type adds to a published page (its own chunk and the imports the viewer does',
    `not already have), at most ${kb(run.blockBudget)} each (the build fails above it):`,
    '',
    '| Block | JavaScript |',
    '| ----- | ---------- |',
    ...heaviest.map(([name, bytes]) => `| ${name} | ${kb(bytes)} |`),
    '',
    `**Published page with a header, a table, a list and a footer: ${kb(budgetPage.js)} of JavaScript**;`,
    `target ${kb(run.pageTarget)} or less: ${pageVerdict} it. The build fails above ${kb(run.pageCeiling)}`,
    '(apps/web/build/viewerBudget.ts), a ceiling lowered as the viewer sheds weight.',
    '',
    'Lighthouse (performance score, FCP, LCP, total blocking time) is in the next section.',
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
