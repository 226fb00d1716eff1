import { expect, it } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  blockChunks,
  pageWeight,
  servedSize,
  type BuildManifest,
} from '../../apps/web/build/pageWeight.js';
import {
  BLOCK_CHUNK_BUDGET,
  BUDGET_PAGE_BLOCKS,
  VIEWER_ENTRY,
  VIEWER_PAGE_CEILING,
  VIEWER_PAGE_TARGET,
  viewerBudget,
} from '../../apps/web/build/viewerBudget.js';
import { runContext } from '../sheets/support/report.js';
import { repoRoot } from '../support/performance-doc.js';
import { publishViewer, type PageKindWeight } from './support/report.js';

const distDir = join(repoRoot, 'apps/web/dist');

it('weighs what a browser downloads for each kind of page', async () => {
  const context = runContext();
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error('apps/web/dist has no build: run `npm run bench:viewer`, which builds first.');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as BuildManifest;
  const sizeOf = servedSize(distDir);
  const blocks = blockChunks(manifest);
  const budgetBlocks = BUDGET_PAGE_BLOCKS.map((name) => blocks[name] as string);

  const kinds: PageKindWeight[] = [
    {
      kind: `Published app page (${BUDGET_PAGE_BLOCKS.join(', ').toLowerCase()})`,
      parts: [VIEWER_ENTRY, ...budgetBlocks],
    },
    {
      kind: 'Published app page, viewer alone (no block yet)',
      parts: [VIEWER_ENTRY],
    },
    {
      kind: `Board (same blocks)`,
      parts: ['index.html', 'src/features/viewer/ViewerRoute.tsx', ...budgetBlocks],
    },
    {
      kind: 'Dashboard home',
      parts: ['index.html', 'src/features/dashboard/DashboardHomePage.tsx'],
    },
  ].map(({ kind, parts }) => ({ kind, ...pageWeight(manifest, parts, sizeOf) }));

  const budget = viewerBudget(manifest, sizeOf);
  // The build enforces the same: a build that is over cannot be weighed here.
  expect(budget.overruns).toEqual([]);

  await publishViewer({
    context,
    kinds,
    blocks: budget.blocks,
    blockBudget: BLOCK_CHUNK_BUDGET,
    pageTarget: VIEWER_PAGE_TARGET,
    pageCeiling: VIEWER_PAGE_CEILING,
  });
});
