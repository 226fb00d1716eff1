import { expect, it } from '@jest/globals';
import { INLINE_PAGE_ELEMENT_ID } from '@tessera/contracts';
import { SpreadsheetsService } from '@tessera/spreadsheets';
import { buildCsv, createApp, createBlock, createOwnerSession, createPage } from '@tessera/testing';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as sleep } from 'node:timers/promises';
import { openGateway, productRows } from '../sheets/support/gateway.js';
import { percentile } from '../sheets/support/measure.js';
import { runContext } from '../sheets/support/report.js';
import { publishTenantPages } from './support/report.js';

const CONNECTIONS = 100;
const DURATION_MS = 10_000;
const WARM_UP_MS = 2_000;
const ROUNDS = 3;
const TARGET_RATIO = 0.9;
const ROWS = 500;
const ROWS_PER_PAGE = 25;

const loadScript = fileURLToPath(new URL('./support/load.mjs', import.meta.url));
const bareServerScript = fileURLToPath(new URL('./support/bare-server.mjs', import.meta.url));
/** The all-in-one server `npm start` runs (built by `npm run build`). */
const serverMain = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));
const webDist = fileURLToPath(new URL('../../apps/web/dist', import.meta.url));

type LoadResult = {
  requests: number;
  durationMs: number;
  statuses: Record<string, number>;
  errors: number;
  bytes: number;
  latenciesMs: number[];
};

export type Measured = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
  /** The server process's CPU time (user and system) per request, in microseconds. */
  cpuMicrosPerRequest: number;
};

/** Runs the load generator in its own process against `url`. */
function load(url: string, headers: Record<string, string>, durationMs: number) {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [loadScript, JSON.stringify({ url, headers, connections: CONNECTIONS, durationMs })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as LoadResult)
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

function summary(result: LoadResult, cpuMicros: number): Measured {
  const ok = result.statuses['200'] ?? 0;
  expect(ok).toBe(result.requests);
  return {
    rps: result.requests / (result.durationMs / 1000),
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
    requests: result.requests,
    errors: result.errors,
    cpuMicrosPerRequest: cpuMicros / result.requests,
  };
}

/** CPU time a process has used so far (user and system), in microseconds, from Linux's /proc. */
function cpuMicrosOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces, hence the last ')'): utime is the 14th
  // field of the line, stime the 15th, both in clock ticks (100 per second on Linux).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Loads `url` for `durationMs` and measures it, with the CPU the server process spent. */
async function measure(
  url: string,
  headers: Record<string, string>,
  server: ChildProcess,
): Promise<Measured> {
  const before = cpuMicrosOf(server.pid!);
  const result = await load(url, headers, DURATION_MS);
  return summary(result, cpuMicrosOf(server.pid!) - before);
}

/** One GET with a Host header (fetch does not let a caller set Host). */
function get(url: string, host: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

/** A port free at the moment (the gateway is told which one to listen on). */
function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise((resolve) =>
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    }),
  );
}

/** Runs the server `npm start` runs, on `env`, and waits until /health answers. */
async function startGateway(env: Record<string, string>, port: number): Promise<ChildProcess> {
  const { NODE_ENV: _testRun, NODE_OPTIONS: _vmModules, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverMain], {
    env: { ...inherited, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited ${child.exitCode}`);
    const healthy = await get(`http://127.0.0.1:${port}/health`, `localhost:${port}`).then(
      ({ status }) => status === 200,
      () => false,
    );
    if (healthy) return child;
    await sleep(500);
  }
  child.kill();
  throw new Error('the gateway did not answer /health within a minute');
}

/** Runs the bare server on the answer in `answerFile` and returns its port. */
function startBare(answerFile: string): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bareServerScript, answerFile], {
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.on('error', reject);
    child.once('exit', (code) => reject(new Error(`the bare server exited ${code}`)));
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ child, port: Number(chunk.toString().trim()) }),
    );
  });
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

it(`serves a cached tenant page at ${CONNECTIONS} connections near a bare node:http server`, async () => {
  const context = runContext();
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-data-'));
  // The web app as built (npm run build): its viewer.html, and its server renderer, which draws
  // the page's content into the cached HTML.
  const env = { DATA_DIR: dataDir, WEB_DIST_DIR: webDist, LOG_LEVEL: 'silent' };
  let gateway: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  try {
    // The app is made here, in the database the server then opens (PGlite under DATA_DIR).
    const setup = await openGateway({ kind: 'pglite', dataDir: join(dataDir, 'db') }, env);
    let appName: string;
    try {
      const owner = await createOwnerSession(setup.db);
      const { id: spreadsheetId } = await setup.app
        .get(SpreadsheetsService)
        .importWorkbook(owner.workspaceId, {
          fileName: 'Data.csv',
          bytes: buildCsv(productRows(ROWS)),
        });
      const app = await createApp(setup.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'bench-shop',
        public: true,
      });
      appName = app.name;
      const pageId = await createPage(setup.db, { workspaceId: owner.workspaceId, appId: app.id });
      await createBlock(setup.db, {
        workspaceId: owner.workspaceId,
        pageId,
        type: 'table',
        settings: { sheet_title: 'Data', paginate: true, rows_per_page: ROWS_PER_PAGE },
      });
    } finally {
      await setup.close();
    }

    // The gateway runs as `npm start` runs it, in a process of its own (not under the test
    // runner, whose async context tracking would slow every promise it makes).
    const gatewayPort = await freePort();
    gateway = await startGateway(env, gatewayPort);
    const host = `${appName}.localhost:3000`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}/`;

    // Warm the cache and take the exact answer the bare server will repeat.
    const first = await get(gatewayUrl, host);
    expect(first.status).toBe(200);
    const body = first.body;
    expect(body.toString()).toContain(`id="${INLINE_PAGE_ELEMENT_ID}"`);
    // Drawn on the server: the table's rows are in the page's HTML, not only in its inline data.
    expect(body.toString()).not.toContain('<div id="root"></div>');
    const headers: OutgoingHttpHeaders = {};
    for (const name of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      const value = first.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    headers['content-length'] = body.length;
    const answerFile = join(dataDir, 'answer.json');
    writeFileSync(answerFile, JSON.stringify({ headers, bodyBase64: body.toString('base64') }));
    const started = await startBare(answerFile);
    bare = started.child;
    const bareUrl = `http://127.0.0.1:${started.port}/`;

    await load(gatewayUrl, { host }, WARM_UP_MS);
    await load(bareUrl, { host }, WARM_UP_MS);
    const rounds: { gateway: Measured; bare: Measured }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measuredGateway = await measure(gatewayUrl, { host }, gateway);
      const measuredBare = await measure(bareUrl, { host }, bare);
      rounds.push({ gateway: measuredGateway, bare: measuredBare });
    }

    await publishTenantPages({
      context,
      rounds,
      bytes: body.length,
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      rows: ROWS_PER_PAGE,
      targetRatio: TARGET_RATIO,
    });
  } finally {
    await stop(gateway);
    await stop(bare);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
