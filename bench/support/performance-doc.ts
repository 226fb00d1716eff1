import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';

/** The repository's root, from bench/support. */
export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const docPath = join(repoRoot, 'docs/performance.md');

/** The commit measured, marked when the working tree had uncommitted changes. */
export function commitOf(): string {
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  try {
    const sha = git('rev-parse', '--short', 'HEAD').trim();
    return git('status', '--porcelain', '--untracked-files=no').trim()
      ? `${sha} (with uncommitted changes)`
      : sha;
  } catch {
    return 'unknown';
  }
}

/** Written as `npm run format` would leave it (tables aligned), so format:check stays green. */
export async function writeFormatted(path: string, text: string): Promise<void> {
  const options = (await resolveConfig(path)) ?? {};
  writeFileSync(path, await format(text, { ...options, filepath: path }));
}

/**
 * Replaces one benchmark's section of docs/performance.md (between its start and end markers,
 * which `section` includes), or appends it when the document has none yet.
 */
export async function writePerformanceSection(
  markers: { start: string; end: string },
  section: string,
): Promise<void> {
  const doc = readFileSync(docPath, 'utf8');
  const start = doc.indexOf(markers.start);
  const end = doc.indexOf(markers.end);
  const next =
    start >= 0 && end > start
      ? `${doc.slice(0, start)}${section}${doc.slice(end + markers.end.length)}`
      : `${doc.trimEnd()}\n\n${section}\n`;
  await writeFormatted(docPath, next);
}
