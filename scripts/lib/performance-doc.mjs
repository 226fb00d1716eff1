// docs/performance.md as the benches (bench/) and the load tests (load-tests/) write it: each owns
// a section between its markers, rebuilt from its stored results, so no number there is typed by
// hand.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { root } from './paths.mjs';

const docPath = join(root, 'docs', 'performance.md');

/**
 * What the benches and the load tests write themselves: not a change of what they measure, so a
 * run after another is still a run of the commit.
 */
const MEASUREMENT_OUTPUTS = [
  ':!docs/performance.md',
  ':!bench/*/results/**',
  ':!load-tests/results/**',
];

/** The commit measured, marked when tracked files (other than measurements) had changes. */
export function commitOf() {
  const git = (...args) =>
    execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  try {
    const sha = git('rev-parse', '--short', 'HEAD').trim();
    return git(
      'status',
      '--porcelain',
      '--untracked-files=no',
      '--',
      '.',
      ...MEASUREMENT_OUTPUTS,
    ).trim()
      ? `${sha} (with uncommitted changes)`
      : sha;
  } catch {
    return 'unknown';
  }
}

/** Written as `npm run format` would leave it (tables aligned), so format:check stays green. */
export async function writeFormatted(path, text) {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/**
 * Replaces one section of docs/performance.md (between its start and end markers, which
 * `section` includes), or appends it when the document has none yet.
 */
export async function writePerformanceSection(markers, section) {
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + markers.end.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  await writeFormatted(docPath, next);
}
