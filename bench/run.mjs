#!/usr/bin/env node
// Runs benchmark files one after the other, each in a Jest run of its own (Jest runs a single file
// in its own process, in band), so that no two benchmarks share the machine: scripts/jest.mjs
// allows two workers, which would run them side by side and skew both.
// Usage: node bench/run.mjs <folder under bench/> [bench files...]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [folder, ...files] = process.argv.slice(2);
if (!folder) {
  console.error('Usage: node bench/run.mjs <folder under bench/> [bench files...]');
  process.exit(2);
}
const targets = files.length
  ? files
  : readdirSync(join(root, 'bench', folder))
      .filter((name) => name.endsWith('.bench.ts'))
      .sort()
      .map((name) => `bench/${folder}/${name}`);

let failed = 0;
for (const file of targets) {
  const run = spawnSync(
    process.execPath,
    ['scripts/jest.mjs', '--config', 'bench/jest.bench.config.mjs', file],
    { stdio: 'inherit', cwd: root },
  );
  if (run.status !== 0) failed += 1;
}
process.exit(failed > 0 ? 1 : 0);
