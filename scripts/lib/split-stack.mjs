/* global setTimeout, clearTimeout */
// The split mode's processes, started and stopped together: used by `npm run start:split` and by
// the end-to-end tests of the split stack. The built apps (apps/gateway and every service of
// SERVICES) are run with node; the Kafka test broker of libs/testing stands in
// for Kafka when KAFKA_BROKERS is unset, and its test S3 server for S3 when S3_ENDPOINT is.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './paths.mjs';
import { waitForHealth } from './ports.mjs';

export const SERVICES = ['sheets', 'tenancy', 'media', 'marketplace', 'billing'];
const READY_TIMEOUT_MS = 180_000;
// Longer than a process's own bound on its graceful stop (25 s for a service).
const STOP_TIMEOUT_MS = 30_000;

/**
 * Starts the gateway, waits until it answers /health (it applies the migrations; the services
 * refuse a database that is behind), then the services, and waits for theirs.
 * - env: the shared environment (DATABASE_URL and REDIS_URL required);
 * - ports: { gateway, and one per service };
 * - dataDir: where the test broker keeps its log (`kafka/`) when KAFKA_BROKERS is unset, and the
 *   test S3 server its objects (`s3/`) when S3_ENDPOINT is;
 * - output(name, child): wires a process's stdout and stderr (a log file, prefixed lines);
 * - onExit(name, code): a process stopped that was not asked to;
 * - detached: run each process in a process group of its own, so that a Ctrl-C reaches only the
 *   caller, which must then stop them (start:split does, services first); otherwise a signal to
 *   the caller's group reaches them too (the test runner).
 * Returns at once { ready, stop, kill, restart }: `ready` resolves with { kafkaBrokers } once every
 * process answers (and rejects when one stops or never answers); `stop`, callable at any time,
 * ends the services first (each finishes the message in hand), then the gateway, then the broker;
 * `kill(name, signal)` and `restart(name)` act on one process (the fault tests).
 */
export function startSplitStack({
  env,
  ports,
  dataDir,
  output,
  onExit = () => {},
  detached = false,
}) {
  const shared = { ...env };
  const processes = new Map();
  /** Processes a caller killed on purpose (a fault test): their exit is not reported. */
  const killed = new Set();
  let broker = null;
  let s3 = null;
  let stopping = false;

  const start = (name, extra) => {
    if (stopping) throw new Error('Stopped while starting.');
    const child = spawn(
      process.execPath,
      ['--enable-source-maps', join(root, 'apps', name, 'dist', 'main.js')],
      {
        cwd: root,
        env: { ...shared, ...extra },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached,
      },
    );
    output(name, child);
    child.once('exit', (code, signal) => {
      processes.delete(name);
      if (!stopping && !killed.delete(name)) onExit(name, signal ?? code);
    });
    processes.set(name, child);
  };

  let ready = null;
  const stop = async () => {
    stopping = true;
    // Whatever start-up is doing ends within a health check's time once `stopping` is set.
    await ready?.catch(() => undefined);
    const ended = (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
      });
    for (const group of [SERVICES, ['gateway']]) {
      const children = group.map((name) => processes.get(name)).filter(Boolean);
      for (const child of children) child.kill('SIGTERM');
      const timer = setTimeout(() => children.forEach((c) => c.kill('SIGKILL')), STOP_TIMEOUT_MS);
      await Promise.all(children.map(ended));
      clearTimeout(timer);
    }
    await broker?.stop();
    broker = null;
    await s3?.stop();
    s3 = null;
  };

  const running = (name) => () => !stopping && processes.has(name);
  ready = (async () => {
    await createDatabaseIfMissing(shared.DATABASE_URL);
    if (!shared.KAFKA_BROKERS) {
      const { FakeKafka } = await import(
        join(root, 'libs', 'testing', 'dist', 'fake-kafka', 'fake-kafka.js')
      );
      const kafkaDir = join(dataDir, 'kafka');
      mkdirSync(kafkaDir, { recursive: true });
      broker = await new FakeKafka({ dataDir: kafkaDir }).start();
      shared.KAFKA_BROKERS = broker.address;
    }
    if (!shared.S3_ENDPOINT) {
      const { startTestS3 } = await import(
        join(root, 'libs', 'testing', 'dist', 'test-s3', 'test-s3.js')
      );
      const directory = join(dataDir, 's3');
      mkdirSync(directory, { recursive: true });
      s3 = await startTestS3({ directory });
      Object.assign(shared, s3.settings);
    }
    start('gateway', { PORT: String(ports.gateway) });
    await waitUntilReady('gateway', ports.gateway, running('gateway'));
    for (const name of SERVICES) start(name, { PORT: String(ports[name]) });
    await Promise.all(SERVICES.map((name) => waitUntilReady(name, ports[name], running(name))));
    return { kafkaBrokers: shared.KAFKA_BROKERS };
  })();

  /** Sends `signal` to one process (SIGKILL: it dies mid-work) and resolves once it has exited. */
  const kill = async (name, signal) => {
    const child = processes.get(name);
    if (!child) throw new Error(`The ${name} is not running.`);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    killed.add(name);
    child.kill(signal);
    await exited;
  };
  /** Starts one process again on its port and resolves once it answers /health. */
  const restart = async (name) => {
    start(name, { PORT: String(ports[name]) });
    await waitUntilReady(name, ports[name], running(name));
  };
  return { ready, stop, kill, restart };
}

async function waitUntilReady(name, port, running) {
  const state = await waitForHealth(port, {
    timeoutMs: READY_TIMEOUT_MS,
    stopped: () => !running(),
  });
  if (state === 'stopped') throw new Error(`The ${name} stopped before it was ready.`);
  if (state === 'timeout')
    throw new Error(`The ${name} did not answer /health within ${READY_TIMEOUT_MS / 1000} s.`);
}

/** Creates the database of the URL when the server has none of that name (a first run). */
export async function createDatabaseIfMissing(url, { fresh = false } = {}) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable at ${target.host} (${error.message}): start it, or set DATABASE_URL.`,
    );
  }
  const quoted = `"${name.replaceAll('"', '""')}"`;
  try {
    if (fresh) await client.query(`drop database if exists ${quoted} with (force)`);
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
}
