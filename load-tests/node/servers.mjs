/* global setTimeout, clearTimeout */
// The servers the Node driver loads: the all-in-one server as `npm start` runs it (embedded), or
// the split stack as `npm run start:split` runs it, each on a free port with data of its own, and
// the fake Stripe of libs/testing so that the billing webhook route is configured (without
// STRIPE_SECRET_KEY it answers 503). Their output goes to log files, not to the console.
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { supervised } from '../../scripts/lib/processes.mjs';
import { root, serverMain } from '../../scripts/lib/paths.mjs';
import { anyFreePort, waitForHealth } from '../../scripts/lib/ports.mjs';

const READY_TIMEOUT_MS = 360_000;
const STOP_TIMEOUT_MS = 30_000;

async function waitUntilReady(port, alive, logFile) {
  const state = await waitForHealth(port, {
    timeoutMs: READY_TIMEOUT_MS,
    stopped: () => Boolean(alive()),
  });
  if (state === 'stopped') throw new Error(`${alive()} before it answered /health; see ${logFile}`);
  if (state === 'timeout')
    throw new Error(`No answer on /health within ${READY_TIMEOUT_MS / 1000} s; see ${logFile}`);
}

/** The fake Stripe (built in libs/testing/dist) and the variables that point a server at it. */
export async function startFakeStripe() {
  const { FakeStripe } = await import(
    join(root, 'libs', 'testing', 'dist', 'fake-stripe', 'fake-stripe.js')
  );
  const stripe = await new FakeStripe().start();
  return {
    env: {
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
    webhookSecret: stripe.webhookSecret,
    stop: () => stripe.stop(),
  };
}

/** Variables of the caller that would point a server elsewhere than where we put it. */
const FOREIGN = [
  'DATABASE_URL',
  'REDIS_URL',
  'KAFKA_BROKERS',
  'S3_ENDPOINT',
  'WEB_DIST_DIR',
  'PORT',
  'BASE_URL',
  'DATA_DIR',
];
function cleanEnv(extra) {
  const env = { ...process.env };
  for (const name of FOREIGN) delete env[name];
  return { ...env, ...extra };
}

/**
 * Seconds of CPU each process used so far, by pid (Linux /proc; null elsewhere). A process that
 * ended meanwhile is left out.
 */
export function cpuSecondsOf(pids) {
  if (!existsSync('/proc/self/stat')) return null;
  const seconds = new Map();
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      seconds.set(pid, (Number(fields[11]) + Number(fields[12])) / 100); // USER_HZ, 100 on Linux
    } catch {
      // Ended meanwhile.
    }
  }
  return seconds;
}

/** The share of a core the processes used between two readings of cpuSecondsOf. */
export function cpuShareBetween(before, after, seconds) {
  if (!before || !after) return null;
  let used = 0;
  // A process started meanwhile (a database connection) used all its time since.
  for (const [pid, total] of after) used += total - (before.get(pid) ?? 0);
  return used / seconds;
}

/** The PostgreSQL and Redis processes of this machine (the split mode's database and cache). */
export function databasePids() {
  try {
    return readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          return ['postgres', 'redis-server'].includes(
            readFileSync(`/proc/${pid}/comm`, 'utf8').trim(),
          );
        } catch {
          return false; // ended meanwhile
        }
      })
      .map(Number);
  } catch {
    return [];
  }
}

/** `npm start`'s server (apps/server, PGlite, in-process bus, queue and cache). */
export async function startEmbedded({ stripeEnv }) {
  const port = await anyFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-load-'));
  const baseUrl = `http://localhost:${port}`;
  const logFile = join(dataDir, 'server.log');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, ['--enable-source-maps', serverMain], {
    cwd: root,
    env: cleanEnv({
      PORT: String(port),
      BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      ...stripeEnv,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const server = supervised(child, { stopTimeoutMs: STOP_TIMEOUT_MS });
  const stop = async () => {
    await server.stop();
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(
      port,
      () => server.exited() !== null && `The server stopped (${server.exited()})`,
      logFile,
    );
  } catch (error) {
    console.error(readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'));
    await stop();
    throw error;
  }
  return {
    baseUrl,
    description: 'embedded: one process (apps/server), PGlite, in-process bus, queue and cache',
    pids: () => (server.exited() === null ? [child.pid] : []),
    logDir: dataDir,
    crashed: () => (server.exited() === null ? null : `the server exited (${server.exited()})`),
    stop,
  };
}

/**
 * `npm run start:split`'s processes: the gateway and every service, on PostgreSQL (the database of
 * `databaseUrl`, made afresh), Redis (under a key prefix of this run) and the Kafka test broker,
 * held by split-host.mjs in a process of its own.
 */
export async function startSplit({ stripeEnv, databaseUrl, redisUrl }) {
  const host = spawn(
    process.execPath,
    [
      join(root, 'load-tests', 'node', 'split-host.mjs'),
      JSON.stringify({ databaseUrl, redisUrl, env: cleanEnv(stripeEnv) }),
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Its own warnings (the Kafka test broker's long polls) would interleave with the driver's table:
  // they are kept, and shown only when the stack fails.
  const stderr = [];
  createInterface({ input: host.stderr }).on('line', (line) => {
    stderr.push(line);
    if (stderr.length > 40) stderr.shift();
  });
  let exited = null;
  let crash = null;
  const ended = new Promise((resolve) =>
    host.once('exit', (code, signal) => {
      exited = signal ?? code;
      resolve();
    }),
  );
  const ready = new Promise((resolve, reject) => {
    createInterface({ input: host.stdout }).on('line', (line) => {
      const message = JSON.parse(line);
      if (message.crashed) crash ??= message.crashed;
      else resolve(message);
    });
    void ended.then(() =>
      reject(
        new Error(`The split stack stopped before it was ready (${exited}):\n${stderr.join('\n')}`),
      ),
    );
  });
  const stop = async () => {
    if (exited === null) host.kill('SIGTERM');
    const timer = setTimeout(() => host.kill('SIGKILL'), STOP_TIMEOUT_MS * 2);
    await ended;
    clearTimeout(timer);
  };
  const { baseUrl, pids, logDir } = await ready;
  return {
    baseUrl,
    description:
      'split: the gateway and the sheets, tenancy, media, marketplace and billing processes on PostgreSQL and Redis, with the Kafka and S3 test servers',
    pids: () => (exited === null ? Object.values(pids) : []),
    crashed: () => {
      const reason = crash ?? (exited === null ? null : `the split stack exited (${exited})`);
      return reason && `${reason}\n${stderr.join('\n')}`;
    },
    logDir,
    stop,
  };
}
