#!/usr/bin/env node
// Runs Jest in ESM mode (Nest 12 and PGlite are ESM-only) with at most two workers.
//
// Some CommonJS dependencies (light-my-request, @fastify/cookie, @fastify/static) `require()`
// ESM-only packages. Node 20.19+ allows that, Jest's module loader does not; so those packages get a
// CommonJS copy, compiled here with SWC, that jest.config.mjs maps them to (scripts/jest-esm-copies.mjs).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';
import { esmCopiesDir, esmOnlyRequiredFromCjs } from './jest-esm-copies.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'package.json'));

const outDir = join(root, esmCopiesDir);
mkdirSync(outDir, { recursive: true });
for (const name of esmOnlyRequiredFromCjs) {
  const entry = join(
    root,
    'node_modules',
    name,
    JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).exports,
  );
  const { code } = transformSync(readFileSync(entry, 'utf8'), {
    module: { type: 'commonjs' },
    jsc: { target: 'es2022' },
  });
  writeFileSync(join(outDir, `${name}.cjs`), code);
}

const jestBin = require.resolve('jest/bin/jest');
// Two workers suit the 2-core machines this runs on, unless the caller names its own count
// (before any `--`: what follows it are test paths).
const callerArgs = process.argv.slice(2);
const flagEnd = callerArgs.includes('--') ? callerArgs.indexOf('--') : callerArgs.length;
const callerSetsWorkers = callerArgs
  .slice(0, flagEnd)
  .some(
    (arg) =>
      arg.startsWith('--maxWorkers') || arg === '-w' || arg === '-i' || arg === '--runInBand',
  );
const args = [jestBin, ...(callerSetsWorkers ? [] : ['--maxWorkers=2']), ...callerArgs];
const env = {
  ...process.env,
  NODE_OPTIONS:
    `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --no-warnings=ExperimentalWarning`.trim(),
};
const result = spawnSync(process.execPath, args, { stdio: 'inherit', env, cwd: root });
process.exit(result.status ?? 1);
