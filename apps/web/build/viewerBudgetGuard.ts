import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { servedSize, type BuildManifest } from './pageWeight.js';
import { kb, viewerBudget } from './viewerBudget.js';
import { bundleWritten } from './bundleWritten.js';

/**
 * Fails the build when the published viewer is over its budget (viewerBudget.ts): weighed on the
 * written files, brotli copies included, after every other plugin has finished with them.
 */
export function viewerBudgetGuard(): Plugin {
  let distDir = '';
  const output = bundleWritten();
  return {
    name: 'tessera:viewer-budget-guard',
    apply: 'build',
    configResolved(config) {
      distDir = join(config.root, config.build.outDir);
    },
    ...output.hooks,
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // A failed build wrote nothing to weigh; its own error is the one to show.
        if (!output.written()) return;
        const manifest = JSON.parse(
          readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'),
        ) as BuildManifest;
        const budget = viewerBudget(manifest, servedSize(distDir));
        if (budget.overruns.length > 0)
          this.error(`The published viewer is over its budget:\n  ${budget.overruns.join('\n  ')}`);
        this.info(
          `viewer budget: ${kb(budget.page.js)} of JavaScript for a page with a header, table, list and footer`,
        );
      },
    },
  };
}
