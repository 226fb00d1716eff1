import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supervised } from './processes.mjs';
import { root, serverMain } from './paths.mjs';
import { anyFreePort, waitForHealth } from './ports.mjs';
import { createDatabaseIfMissing, SERVICES, startSplitStack } from './split-stack.mjs';

const PREFERRED_PORT = 3100;
// The first start of PGlite on a busy 2-core CI machine can take well over a minute.
const READY_TIMEOUT_MS = 360_000;
const STOP_TIMEOUT_MS = 15_000;

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer()
      .once('error', () => resolve(false))
      .once('listening', () => probe.close(() => resolve(true)))
      .listen(port, '0.0.0.0');
  });
}

/** 3100 when free, else any port the system hands out. */
async function freePort() {
  if (await portIsFree(PREFERRED_PORT)) return PREFERRED_PORT;
  return anyFreePort('0.0.0.0');
}

/**
 * Starts the built all-in-one server the way `npm start` runs it (embedded adapters, demo seeded),
 * on a free port with a fresh data directory, and waits until /health answers. DATABASE_URL and
 * REDIS_URL are removed: the browser tests exercise the embedded mode whatever the integration
 * tests ran against. The server's output goes to test-results/e2e-server.log.
 */
export async function startTestServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const logDir = join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logFile = join(logDir, 'e2e-server.log');
  const log = createWriteStream(logFile);

  const env = { ...process.env };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'WEB_DIST_DIR'])
    delete env[name];
  Object.assign(env, {
    NODE_ENV: 'test',
    PORT: String(port),
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
  });
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const server = supervised(child, { stopTimeoutMs: STOP_TIMEOUT_MS });

  const logTail = () => {
    const lines = readFileSync(logFile, 'utf8').trimEnd().split('\n');
    return lines.slice(-40).join('\n');
  };
  const stop = async () => {
    await server.stop();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  const state = await waitForHealth(port, {
    timeoutMs: READY_TIMEOUT_MS,
    stopped: () => server.exited() !== null,
  });
  if (state === 'ready') return { port, baseUrl, logFile, stop };
  await stop();
  throw new Error(
    state === 'stopped'
      ? `The server stopped before it was ready (${server.exited()}). Its last lines:\n${logTail()}`
      : `The server did not answer /health within ${READY_TIMEOUT_MS / 1000} s. Its last lines:\n${logTail()}`,
  );
}

/**
 * Starts the split stack the way `npm run start:split` runs it (apps/gateway, apps/sheets and
 * apps/tenancy as separate processes) for the browser tests: a fresh PostgreSQL database beside
 * DATABASE_URL's (`{name}_e2e_split`), Redis (REDIS_URL) under a key prefix of its own, and the
 * Kafka test broker (or KAFKA_BROKERS, under a topic prefix of its own). Each process logs to
 * test-results/e2e-split-{name}.log; e-mails are printed by the gateway, whose log is `logFile`.
 * Their spans go to a test OpenTelemetry collector, listed at `tracesUrl`.
 */
export async function startSplitTestServer() {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!databaseUrl || !redisUrl)
    throw new Error('The split stack needs PostgreSQL and Redis: set DATABASE_URL and REDIS_URL.');
  const database = new URL(databaseUrl);
  database.pathname = `/${database.pathname.slice(1) || 'postgres'}_e2e_split`;
  await createDatabaseIfMissing(database.toString(), { fresh: true });

  const ports = { gateway: await freePort() };
  for (const name of SERVICES) ports[name] = await anyFreePort('0.0.0.0');
  const baseUrl = `http://localhost:${ports.gateway}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-split-'));
  const logDir = join(root, 'test-results');
  mkdirSync(logDir, { recursive: true });
  const logs = new Map();
  const logFileOf = (name) => join(logDir, `e2e-split-${name}.log`);
  const namespace = `tessera-e2e-${Date.now().toString(36)}`;
  // Every process exports its spans here: the tests follow one trace across them (E2E_TRACES_URL).
  const { FakeOtlpCollector } = await import(
    new URL('../../libs/testing/dist/fake-otlp-collector/fake-otlp-collector.js', import.meta.url)
      .href
  );
  const collector = await new FakeOtlpCollector().start();

  const env = { ...process.env };
  delete env.WEB_DIST_DIR;
  Object.assign(env, {
    NODE_ENV: 'test',
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: database.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: namespace,
    KAFKA_TOPIC_PREFIX: namespace,
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
    WEB_DIST_DIR: join(root, 'apps', 'web', 'dist'),
  });
  const stack = startSplitStack({
    env,
    ports,
    dataDir,
    output: (name, child) => {
      const log = createWriteStream(logFileOf(name));
      logs.set(name, log);
      child.stdout.pipe(log);
      child.stderr.pipe(log);
    },
  });
  try {
    await stack.ready;
  } catch (error) {
    await stack.stop();
    await collector.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(`${error.message} See test-results/e2e-split-*.log.`);
  }
  const stop = async () => {
    await stack.stop();
    for (const log of logs.values()) log.end();
    await collector.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return {
    port: ports.gateway,
    baseUrl,
    logFile: logFileOf('gateway'),
    tracesUrl: `${collector.endpoint}/spans`,
    stop,
  };
}
