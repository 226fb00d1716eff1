// What the Node driver prints and keeps: a table per run on the console, the raw results in
// load-tests/results/{mode}.json, and (--write-results) the load-tests section of
// docs/performance.md rebuilt from those files, so that no number there is typed by hand.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { arch, cpus, loadavg, platform, totalmem } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import { writeFormatted, writePerformanceSection } from '../../scripts/lib/performance-doc.mjs';
import { scenarios } from '../scenarios/index.js';

export const resultsDir = join(root, 'load-tests', 'results');
const START = '<!-- load-tests:start -->';
const END = '<!-- load-tests:end -->';
/** The order of the modes in the document, with what each runs. */
const MODES = {
  embedded: '`npm start`: one process, PGlite, in-process bus, queue and cache',
  split:
    '`npm run start:split`: the gateway and five service processes, PostgreSQL, Redis, the Kafka and S3 test servers',
};

/** The machine, as the benches describe it (the load average says whether it was busy). */
export function machine() {
  const list = cpus();
  return {
    cpu: list[0]?.model.trim() ?? 'unknown CPU',
    cores: list.length,
    memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
    os: `${platform()} ${arch()}`,
    loadAverage: Number(loadavg()[0].toFixed(2)),
  };
}

const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(2)} %` : '–');
const cpuShare = (value) => (typeof value === 'number' ? `${Math.round(value * 100)} %` : '–');
const perSecond = (value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const actualOf = (threshold) =>
  /rate/.test(threshold.threshold) && !/http_reqs|iterations/.test(threshold.metric)
    ? percent(threshold.actual)
    : /^(avg|min|max|med|p\()/.test(threshold.threshold)
      ? ms(threshold.actual)
      : String(Number(threshold.actual.toFixed(2)));

function table(header, rows) {
  const widths = header.map((cell, index) =>
    Math.max(cell.length, ...rows.map((row) => String(row[index]).length)),
  );
  const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/** The console's view of a run. */
export function printRun(run) {
  const lines = [
    '',
    `Mode ${run.mode} (${run.server}), ${run.durationS} s per scenario, on ${describeMachine(run.machine)}; commit ${run.commit}`,
    '',
    table(
      ['Scenario', 'Request', 'Conns', 'Requests', 'Req/s', 'p50', 'p95', 'p99', 'Failed'],
      run.scenarios.flatMap((scenario) => [
        [
          scenario.name,
          'all',
          scenario.connections,
          scenario.requests,
          perSecond(scenario.requestsPerSecond),
          ms(scenario.p50),
          ms(scenario.p95),
          ms(scenario.p99),
          percent(scenario.failedRate),
        ],
        ...Object.entries(scenario.byName).map(([name, stats]) => [
          '',
          name,
          '',
          stats.requests,
          perSecond(stats.requestsPerSecond),
          ms(stats.p50),
          ms(stats.p95),
          ms(stats.p99),
          percent(stats.failedRate),
        ]),
      ]),
    ),
    '',
    table(
      ['Scenario', 'Metric', 'Threshold', 'Actual', 'Result'],
      run.scenarios.flatMap((scenario) =>
        scenario.thresholds.map((threshold) => [
          scenario.name,
          threshold.metric,
          threshold.threshold,
          actualOf(threshold),
          threshold.ok ? 'pass' : 'FAIL',
        ]),
      ),
    ),
    '',
  ];
  for (const scenario of run.scenarios) {
    if (scenario.settledMs !== undefined)
      lines.push(`${scenario.name}: ${settledText(scenario).replace(/^The/, 'the')}`);
    const odd = Object.entries(scenario.statuses).filter(([status]) => !/^2\d\d$/.test(status));
    if (odd.length > 0)
      lines.push(
        `${scenario.name}: answers besides 2xx: ${odd.map(([s, n]) => `${s} × ${n}`).join(', ')}`,
      );
  }
  console.log(lines.join('\n'));
}

/** How long the work a scenario left behind took to be done once its load ended. */
function settledText(scenario) {
  return scenario.settledMs === null
    ? 'The work it left behind was not done when the driver stopped waiting.'
    : `The row writes still to apply when the load ended were applied ${(scenario.settledMs / 1000).toFixed(1)} s later.`;
}

function describeMachine(m) {
  return `${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM (${m.os}), load average ${m.loadAverage} at start`;
}

/**
 * Stores a run in results/{mode}.json; a run of some scenarios replaces only those, keeping the
 * others of an earlier run (each scenario keeps its own date and commit).
 */
export async function storeRun(run) {
  mkdirSync(resultsDir, { recursive: true });
  const path = join(resultsDir, `${run.mode}.json`);
  const earlier = existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : { scenarios: [] };
  const stamp = { measuredAt: run.measuredAt, commit: run.commit, machine: run.machine };
  const fresh = run.scenarios.map((scenario) => ({ ...scenario, ...stamp }));
  const kept = earlier.scenarios.filter(
    (scenario) => !fresh.some((candidate) => candidate.name === scenario.name),
  );
  const order = Object.keys(scenarios);
  const stored = [...kept, ...fresh].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  await writeFormatted(
    path,
    JSON.stringify({ mode: run.mode, server: run.server, node: run.node, scenarios: stored }),
  );
  return path;
}

function modeSection(mode, stored) {
  // Scenarios measured together share one line; one rerun alone gets its own.
  const stampOf = (scenario) => `${scenario.measuredAt}|${scenario.commit}`;
  const stamps = [...new Set(stored.scenarios.map(stampOf))];
  const measured = stamps.map((stamp) => {
    const together = stored.scenarios.filter((scenario) => stampOf(scenario) === stamp);
    const [first] = together;
    const at = first.measuredAt.slice(0, 16).replace('T', ' ');
    const seconds = Math.round(
      together.reduce((sum, scenario) => sum + scenario.durationMs, 0) / together.length / 1000,
    );
    const which = stamps.length > 1 ? `${together.map((s) => s.name).join(', ')}: m` : 'M';
    return `_${which}easured ${at} UTC on ${describeMachine(first.machine)}; Node ${stored.node}; commit ${first.commit}; about ${seconds} s per scenario._`;
  });
  const withDatabase = stored.scenarios.some(
    (scenario) => typeof scenario.databaseCpu === 'number',
  );
  const rows = stored.scenarios.flatMap((scenario) => [
    `| ${scenario.name} | all | ${scenario.connections} | ${perSecond(scenario.requestsPerSecond)} | ${ms(scenario.p50)} | ${ms(scenario.p95)} | ${ms(scenario.p99)} | ${percent(scenario.failedRate)} | ${cpuShare(scenario.loadGeneratorCpu)} | ${cpuShare(scenario.serverCpu)} |${withDatabase ? ` ${cpuShare(scenario.databaseCpu)} |` : ''}`,
    ...Object.entries(scenario.byName).map(
      ([name, stats]) =>
        `| | ${name} | | ${perSecond(stats.requestsPerSecond)} | ${ms(stats.p50)} | ${ms(stats.p95)} | ${ms(stats.p99)} | ${percent(stats.failedRate)} | | |${withDatabase ? ' |' : ''}`,
    ),
  ]);
  const verdicts = stored.scenarios.map((scenario) => {
    const failed = scenario.thresholds.filter((threshold) => !threshold.ok);
    return `- ${scenario.name}: ${
      failed.length === 0
        ? `all ${scenario.thresholds.length} thresholds met`
        : `**${failed.length} of ${scenario.thresholds.length} thresholds missed**: ${failed
            .map((t) => `\`${t.metric}\` ${t.threshold} (${actualOf(t)})`)
            .join('; ')}`
    }.${scenario.settledMs === undefined ? '' : ` ${settledText(scenario)}`}`;
  });
  return [
    `### ${mode === 'embedded' ? 'Embedded' : mode === 'split' ? 'Split' : mode} (${MODES[mode] ?? stored.server})`,
    '',
    ...measured,
    '',
    `| Scenario | Request | Connections | Requests/s | p50 | p95 | p99 | Failed | CPU: load generator | CPU: Tessera |${withDatabase ? ' CPU: PostgreSQL, Redis |' : ''}`,
    `| -------- | ------- | ----------: | ---------: | --: | --: | --: | -----: | ---: | ---: |${withDatabase ? ' ---: |' : ''}`,
    ...rows,
    '',
    ...verdicts,
  ];
}

/** Rewrites the load-tests section of docs/performance.md from results/embedded.json and split.json. */
export async function writeDocSection() {
  const parts = [];
  for (const mode of Object.keys(MODES)) {
    const path = join(resultsDir, `${mode}.json`);
    if (existsSync(path))
      parts.push(...modeSection(mode, JSON.parse(readFileSync(path, 'utf8'))), '');
  }
  const section = [
    START,
    '',
    '## Load tests (`load-tests/`)',
    '',
    'Whole-server load: many visitors on a cached tenant subdomain, sheet data reads with paging,',
    'search and sort, owners editing blocks and rows, and bursts of signed Stripe webhooks (see',
    '`load-tests/README.md` for what each scenario sends and why its thresholds are what they are).',
    'Run with `npm run load -- --mode embedded --write-results` and',
    '`npm run load -- --mode split --write-results` (PostgreSQL and Redis on 127.0.0.1); the same',
    'scenarios run under k6 against a deployment. The numbers below are written by the driver, never',
    'by hand; its raw results are in `load-tests/results/`.',
    '',
    'Each connection sends its next request as soon as its last one is answered (closed loop, like',
    "k6's constant VUs), so requests/s is the capacity at that many connections and the latencies are",
    'what a client waits at that load. The load generator runs on the same machine as the server;',
    "the CPU columns say what each used during the load (100 % is one core of the machine's):",
    "Tessera's own processes (split: the gateway, the five services, and the process holding the",
    "Kafka and S3 test servers) and, in the split mode, the machine's PostgreSQL and Redis.",
    '',
    ...parts,
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
}
