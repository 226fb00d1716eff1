#!/usr/bin/env node
// `npm test`: the whole suite, in order, stopping at the first failing tier:
//   1. unit tests (Jest, *.spec.ts)
//   2. integration tests (Jest, *.int-spec.ts: PGlite always; PostgreSQL and Redis as well when
//      DATABASE_URL / REDIS_URL are set)
//   3. the migrations check (the schema has no change without a committed migration)
//   4. end-to-end tests (Playwright driving Chromium against the built server, scripts/e2e.mjs)
//   5. the journey and publishing end-to-end tests again, against the split stack (the gateway,
//      sheets and tenancy services as separate processes on Kafka), when DATABASE_URL and
//      REDIS_URL are set
//   6. the fault tests against the split stack's real processes (Jest, *.process-spec.ts: a
//      service killed with SIGKILL), when DATABASE_URL and REDIS_URL are set
// It ends with one line totalling the tests the runners reported: `N passed, N failed` (the
// migrations check counts as one test).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './lib/chromium.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { root } from './lib/paths.mjs';
import { run, wasStopRequested } from './lib/processes.mjs';

requireSupportedNode();
// Checked first: better to learn that the browser is missing now than after the other tiers.
const chromium = ensureChromium();

const reports = mkdtempSync(join(tmpdir(), 'tessera-test-'));
const totals = { passed: 0, failed: 0 };
const lines = [];

function readJson(path) {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Jest's --json report: its failed tests, plus the suites that failed without a failing test
 * (a syntax error, a crash, a failing `afterAll`), one each.
 */
function jestCounts(path) {
  const report = readJson(path);
  if (report === null) return { passed: 0, failed: 1 };
  const suitesFailedOutsideTests = (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' &&
      !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + suitesFailedOutsideTests,
  };
}

/** Playwright's JSON report: flaky tests passed on a retry; errors outside tests count as failures. */
function playwrightCounts(path) {
  const report = readJson(path);
  if (report === null) return { passed: 0, failed: 1 };
  const { expected = 0, unexpected = 0, flaky = 0 } = report.stats ?? {};
  const outsideTests = (report.errors ?? []).length;
  return { passed: expected + flaky, failed: unexpected + (unexpected === 0 ? outsideTests : 0) };
}

const jest = (project) => ({
  name: `${project} tests`,
  args: [
    join(root, 'scripts', 'jest.mjs'),
    '--selectProjects',
    project,
    '--json',
    `--outputFile=${join(reports, `${project}.json`)}`,
  ],
  counts: () => jestCounts(join(reports, `${project}.json`)),
});

const tiers = [
  jest('unit'),
  jest('integration'),
  {
    name: 'migrations check',
    args: [join(root, 'scripts', 'check-migrations.mjs')],
    counts: (code) => (code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 }),
  },
  {
    name: 'end-to-end tests',
    args: [join(root, 'scripts', 'e2e.mjs')],
    env: { E2E_JSON_REPORT: join(reports, 'e2e.json'), CHROMIUM_PATH: chromium },
    counts: () => playwrightCounts(join(reports, 'e2e.json')),
  },
];
if (process.env.DATABASE_URL && process.env.REDIS_URL) {
  tiers.push({
    name: 'end-to-end tests (split stack)',
    args: [join(root, 'scripts', 'e2e.mjs'), 'e2e/journey.e2e.ts', 'e2e/publishing.e2e.ts'],
    env: {
      E2E_STACK: 'split',
      E2E_SKIP_BUILD: 'true', // built by the tier before
      E2E_JSON_REPORT: join(reports, 'e2e-split.json'),
      CHROMIUM_PATH: chromium,
    },
    counts: () => playwrightCounts(join(reports, 'e2e-split.json')),
  });
  tiers.push({
    name: 'process fault tests (split stack)',
    args: [
      join(root, 'scripts', 'process-tests.mjs'),
      '--json',
      `--outputFile=${join(reports, 'processes.json')}`,
    ],
    env: { PROCESS_TESTS_SKIP_BUILD: 'true' }, // built by the end-to-end tiers
    counts: () => jestCounts(join(reports, 'processes.json')),
  });
}

let exitCode = 0;
for (const tier of tiers) {
  console.log(`\n=== ${tier.name} ===\n`);
  const started = Date.now();
  const code = await run(process.execPath, tier.args, {
    cwd: root,
    env: { ...process.env, ...tier.env },
  });
  const counts = tier.counts(code);
  // A runner that failed without reporting a failed test still fails the run.
  if (code !== 0 && counts.failed === 0) counts.failed = 1;
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(`${tier.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`);
  if (code !== 0 || wasStopRequested()) {
    exitCode = code === 0 ? 130 : code;
    lines.push(wasStopRequested() ? 'Interrupted.' : `Stopped after the ${tier.name} failed.`);
    break;
  }
}
rmSync(reports, { recursive: true, force: true });
if (!tiers.some((tier) => tier.name.includes('split')))
  lines.push(
    'end-to-end and process fault tests (split stack): skipped, DATABASE_URL and REDIS_URL are not both set',
  );

console.log(`\n${lines.join('\n')}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exitCode = exitCode;
