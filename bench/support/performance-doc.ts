import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commitOf, writeFormatted } from '../../scripts/lib/performance-doc.mjs';

export {
  commitOf,
  writeFormatted,
  writePerformanceSection,
} from '../../scripts/lib/performance-doc.mjs';

/** The repository's root, from bench/support. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where and when a run was measured (see bench/sheets/support/report.ts runContext). */
export type RunContext = { machine: string; at: Date };

/**
 * Stores a run's results in `{resultsDir}/{name}.json`, with when and where it was measured, on
 * which Node and which commit; returns the commit, for the section's stamp (measuredStamp).
 */
export async function storeRun(
  resultsDir: string,
  name: string,
  context: RunContext,
  results: Record<string, unknown>,
): Promise<string> {
  const commit = commitOf();
  mkdirSync(resultsDir, { recursive: true });
  await writeFormatted(
    join(resultsDir, `${name}.json`),
    JSON.stringify({
      measuredAt: context.at.toISOString(),
      machine: context.machine,
      node: process.version,
      commit,
      ...results,
    }),
  );
  return commit;
}

/** The line under a section's heading saying when, where and on which commit it was measured. */
export function measuredStamp(context: RunContext, commit: string): string {
  const at = context.at.toISOString().slice(0, 16).replace('T', ' ');
  return `_Measured ${at} UTC on ${context.machine}; Node ${process.version}; commit ${commit}._`;
}
