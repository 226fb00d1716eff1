#!/usr/bin/env node
// The Node driver of the load tests: runs the scenarios of load-tests/scenarios/ (the same ones
// the k6 scripts of load-tests/k6/ run) with keep-alive node:http connections for a fixed time,
// judges their k6 thresholds, prints a table, keeps the results in load-tests/results/ and exits
// non-zero when a threshold fails.
//
//   node load-tests/run.mjs --mode embedded|split [--scenario name]... [--duration 20s]
//                           [--connections N] [--write-results] [--skip-build]
//   node load-tests/run.mjs --base-url http://localhost:3000 [--app-url ...] [--scenario ...]
//
// --mode embedded starts the all-in-one server (`npm start`'s) on a free port with a temporary
// data directory; --mode split the split stack (`npm run start:split`'s) on PostgreSQL
// (LOAD_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/loadtest, dropped and made
// afresh) and Redis (REDIS_URL, default redis://127.0.0.1:6379). Both get the fake Stripe of
// libs/testing for the webhook route. --base-url loads a server already running instead
// (OWNER_EMAIL/OWNER_PASSWORD to sign in rather than sign up, STRIPE_WEBHOOK_SECRET for webhooks).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildAll } from '../scripts/lib/build.mjs';
import { root } from '../scripts/lib/paths.mjs';
import { SERVICES } from '../scripts/lib/split-stack.mjs';
import { createClient } from './node/http-client.mjs';
import { commitOf } from '../scripts/lib/performance-doc.mjs';
import { machine, printRun, storeRun, writeDocSection } from './node/report.mjs';
import { runScenario, summarize } from './node/runner.mjs';
import {
  cpuSecondsOf,
  cpuShareBetween,
  databasePids,
  startEmbedded,
  startFakeStripe,
  startSplit,
} from './node/servers.mjs';
import { scenarios } from './scenarios/index.js';

const { values: args } = parseArgs({
  options: {
    mode: { type: 'string' },
    'base-url': { type: 'string' },
    'app-url': { type: 'string' },
    scenario: { type: 'string', multiple: true },
    duration: { type: 'string', default: '20s' },
    connections: { type: 'string' },
    'write-results': { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

function usage(message) {
  if (message) console.error(message);
  console.error(
    'Usage: node load-tests/run.mjs --mode embedded|split [--scenario name]... [--duration 20s] [--connections N] [--write-results] [--skip-build]\n' +
      '       node load-tests/run.mjs --base-url URL [--app-url URL] [--scenario name]...\n' +
      `Scenarios: ${Object.keys(scenarios).join(', ')}`,
  );
  process.exit(2);
}

/** `20s`, `1m`, `1m30s` or a number of seconds, in milliseconds. */
function durationMs(text) {
  const match = /^(?:(\d+)m)?(?:(\d+(?:\.\d+)?)s?)?$/.exec(text.trim());
  if (!match || (!match[1] && !match[2])) usage(`Not a duration: ${text}`);
  return (Number(match[1] ?? 0) * 60 + Number(match[2] ?? 0)) * 1000;
}

if (args.help) usage();
const mode = args['base-url'] ? 'external' : args.mode;
if (!['embedded', 'split', 'external'].includes(mode ?? ''))
  usage('Give --mode embedded, --mode split, or --base-url of a running server.');
const chosen = (args.scenario ?? Object.keys(scenarios)).flatMap((name) => name.split(','));
for (const name of chosen) if (!scenarios[name]) usage(`No scenario named ${name}.`);
const duration = durationMs(args.duration);
const connectionsOverride = args.connections ? Number(args.connections) : undefined;
if (connectionsOverride !== undefined && !(connectionsOverride >= 1))
  usage('--connections takes a positive number.');

// Sampled before the build and the server's start, which load the machine themselves.
const startedOn = { at: new Date().toISOString(), machine: machine() };
if (mode !== 'external') {
  const missing = ['server', 'gateway', ...SERVICES].some(
    (app) => !existsSync(join(root, 'apps', app, 'dist', 'main.js')),
  );
  if (!args['skip-build'] || missing) await buildAll();
}

const stripe = mode === 'external' ? null : await startFakeStripe();
let server;
try {
  if (mode === 'embedded') server = await startEmbedded({ stripeEnv: stripe.env });
  else if (mode === 'split')
    server = await startSplit({
      stripeEnv: stripe.env,
      databaseUrl: process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/loadtest',
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    });
  else
    server = {
      baseUrl: args['base-url'].replace(/\/+$/, ''),
      description: `a running server at ${args['base-url']}`,
      pids: () => [],
      crashed: () => null,
      stop: async () => {},
    };
} catch (error) {
  await stripe?.stop();
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let stopping = false;
async function shutDown(code) {
  if (stopping) return;
  stopping = true;
  await server.stop();
  await stripe?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void shutDown(130));
process.on('SIGTERM', () => void shutDown(143));

const env = {
  baseUrl: server.baseUrl,
  appUrl: (args['app-url'] ?? process.env.APP_URL ?? '').replace(/\/+$/, ''),
  ownerEmail: mode === 'external' ? (process.env.OWNER_EMAIL ?? '') : '',
  ownerPassword: mode === 'external' ? (process.env.OWNER_PASSWORD ?? '') : '',
  webhookSecret: stripe?.webhookSecret ?? process.env.STRIPE_WEBHOOK_SECRET ?? '',
};
const run = {
  mode,
  server: server.description,
  measuredAt: startedOn.at,
  machine: startedOn.machine,
  node: process.version,
  commit: commitOf(),
  durationS: duration / 1000,
  scenarios: [],
};
console.log(`Loading ${server.baseUrl} (${server.description}).`);
// The 1-minute average lags: a run just before (a build, another load test) still shows in it.
if (run.machine.loadAverage > run.machine.cores)
  console.warn(
    `The machine is busy (load average ${run.machine.loadAverage} on ${run.machine.cores} cores): other work takes CPU from the server and the numbers will be lower.`,
  );

let failed = false;
try {
  for (const name of chosen) {
    const scenario = scenarios[name];
    const connections = connectionsOverride ?? scenario.connections;
    // One socket per connection, and a few more for the requests a step sends at once.
    const client = createClient({ sockets: connections * 4 });
    process.stdout.write(`${name}: setup... `);
    try {
      // CPU seconds of Tessera's processes, and in the split mode of PostgreSQL and Redis, over the load.
      const cpu = { before: null, after: null };
      const sample = () => ({
        server: cpuSecondsOf(server.pids()),
        database: mode === 'split' ? cpuSecondsOf(databasePids()) : null,
      });
      const measured = await runScenario(scenario, {
        env,
        client,
        connections,
        durationMs: duration,
        onSetup: () => {
          process.stdout.write(`${connections} connections for ${duration / 1000} s... `);
          cpu.before = sample();
        },
        onLoadEnd: () => (cpu.after = sample()),
      });
      const summary = summarize(scenario, measured, connections);
      const share = (key) =>
        cpuShareBetween(cpu.before?.[key], cpu.after?.[key], measured.elapsedMs / 1000);
      summary.serverCpu = share('server');
      summary.databaseCpu = share('database');
      run.scenarios.push(summary);
      failed ||= !summary.passed;
      console.log(
        `${summary.requests} requests, ${summary.passed ? 'thresholds met' : 'THRESHOLDS MISSED'}.`,
      );
    } catch (error) {
      failed = true;
      console.log('failed.');
      console.error(`  ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      client.close();
    }
    const crash = server.crashed();
    if (crash) {
      console.error(`Stopped: ${crash}.${server.logDir ? ` Logs: ${server.logDir}` : ''}`);
      failed = true;
      break;
    }
  }

  if (run.scenarios.length > 0) {
    printRun(run);
    const path = await storeRun(run);
    console.log(`Results: ${path}`);
    if (args['write-results']) {
      if (mode === 'external')
        console.log('--write-results documents the embedded and split modes only.');
      else {
        await writeDocSection();
        console.log('docs/performance.md: the load-tests section is rewritten.');
      }
    }
  }
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
} finally {
  await shutDown(failed ? 1 : 0);
}
