#!/usr/bin/env node
// `npm run db:check`: fails when the Drizzle schema (the platform's and each service's, as listed in
// libs/platform/drizzle.config.ts) has changes that no migration in libs/platform/drizzle covers. It runs `drizzle-kit generate` into a scratch copy of the
// migrations folder: a schema in step with its migrations generates nothing. `drizzle-kit check` then
// validates the committed snapshots themselves.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, root } from './lib/paths.mjs';

// The same files as libs/platform/drizzle.config.ts: the platform's and the gateway's tables, and
// each service's own. The command line takes one path, so they are given as one glob.
const SCHEMAS = [
  'platform/src/db/schema/index.ts',
  'spreadsheets/src/db/schema.ts',
  'tenancy/src/db/schema.ts',
  'media/src/db/schema.ts',
  'marketplace/src/db/schema.ts',
  'billing/src/db/schema.ts',
];
const SCHEMA = `libs/{${SCHEMAS.join(',')}}`;
const MIGRATIONS = 'libs/platform/drizzle';
// drizzle-kit only accepts an output folder relative to the working directory.
const SCRATCH = `node_modules/.cache/tessera-migrations-check-${process.pid}`;

function drizzleKit(args) {
  const result = spawnSync(process.execPath, [bin.drizzleKit, ...args], {
    cwd: root,
    encoding: 'utf8',
  });
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}`.trim() };
}

/** Every file under a folder, by path relative to it, with its content. */
function snapshotOf(dir) {
  const files = new Map();
  const walk = (current) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  if (existsSync(dir)) walk(dir);
  return files;
}

function fail(message) {
  console.error(`\nMigrations check failed: ${message}`);
  process.exit(1);
}

const committed = snapshotOf(join(root, MIGRATIONS));
const scratch = join(root, SCRATCH);
rmSync(scratch, { recursive: true, force: true });
mkdirSync(scratch, { recursive: true });
try {
  cpSync(join(root, MIGRATIONS), scratch, { recursive: true });
  const generate = drizzleKit([
    'generate',
    '--dialect=postgresql',
    `--schema=${SCHEMA}`,
    `--out=${SCRATCH}`,
  ]);
  if (!generate.ok) fail(`drizzle-kit generate could not read the schema:\n${generate.output}`);

  const generated = snapshotOf(scratch);
  const changed = [...generated.keys()].filter(
    (path) => committed.get(path) !== generated.get(path),
  );
  if (changed.length > 0) {
    const sql = changed
      .filter((path) => path.endsWith('.sql'))
      .map((path) => `--- ${path}\n${generated.get(path)}`)
      .join('\n');
    fail(
      `the schema (${SCHEMAS.map((path) => `libs/${path}`).join(', ')}) has changes without a committed migration.\n` +
        `drizzle-kit would write: ${changed.join(', ')}\n${sql}\n` +
        `Run \`npm run db:generate\`, review the SQL it writes to ${MIGRATIONS}, and commit it.`,
    );
  }

  const check = drizzleKit(['check', '--dialect=postgresql', `--out=${MIGRATIONS}`]);
  if (!check.ok) fail(`drizzle-kit check found inconsistent migration snapshots:\n${check.output}`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard', MIGRATIONS], {
  cwd: root,
  encoding: 'utf8',
});
if (untracked.status === 0 && untracked.stdout.trim() !== '') {
  console.warn(`Note: these migrations are not committed yet:\n${untracked.stdout.trim()}`);
}
console.log(`Migrations check passed: ${MIGRATIONS} covers the schema.`);
