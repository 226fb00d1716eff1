#!/usr/bin/env node
// `npm run test:processes`: the fault tests against the split stack's real processes
// (*.process-spec.ts): builds like `npm start` (unless PROCESS_TESTS_SKIP_BUILD=true, as `npm test`
// sets after its end-to-end tiers built everything), then runs them with Jest. They need
// PostgreSQL and Redis (DATABASE_URL, REDIS_URL); the Kafka test broker stands in for Kafka.
import { join } from 'node:path';
import { buildAll } from './lib/build.mjs';
import { root } from './lib/paths.mjs';
import { run } from './lib/processes.mjs';

if (!process.env.DATABASE_URL || !process.env.REDIS_URL) {
  console.error(
    'The process fault tests need PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.',
  );
  process.exit(2);
}
if (process.env.PROCESS_TESTS_SKIP_BUILD !== 'true') await buildAll();
process.exitCode = await run(
  process.execPath,
  [join(root, 'scripts', 'jest.mjs'), '--selectProjects', 'processes', ...process.argv.slice(2)],
  { cwd: root, env: process.env },
);
