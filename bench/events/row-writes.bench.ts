import { expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '@tessera/gateway';
import {
  createServiceHost,
  freshPostgresDatabase,
  loadConfig,
  openDatabase,
  type DatabaseHandle,
} from '@tessera/platform';
import { SHEETS_SERVICE_EVENTS, SheetsServiceModule, sheetsSchema } from '@tessera/spreadsheets';
import { TENANCY_SERVICE_EVENTS, TenancyServiceModule } from '@tessera/tenancy';
import {
  createBlock,
  createOwnerSession,
  freePort,
  buildMultipartUpload,
  FakeKafka,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES, startSplitStack } from '../../scripts/lib/split-stack.mjs';
import { latencies } from '../sheets/support/measure.js';
import { runContext } from '../sheets/support/report.js';
import {
  commitOf,
  repoRoot,
  writeFormatted,
  writePerformanceSection,
} from '../support/performance-doc.js';

const WRITES = 300;
const WARM_UP = 20;
/** Visitors submitting forms at once, each one after the other. */
const WRITERS = 4;

type Case = {
  mode: string;
  accepted: { p50: number; p99: number };
  applied: { p50: number; p99: number; max: number };
  writesPerSecond: number;
};

type Answer = { status: number; body: string };
type Request = {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};
/** A stack under measure: its gateway's HTTP answers (in process or over the network) and its database. */
type Stack = {
  request(request: Request): Promise<Answer>;
  handle: DatabaseHandle;
  close(): Promise<void>;
};

/** Requests answered by a gateway in this process, without a socket. */
function injected(gateway: NestFastifyApplication) {
  return async ({ method, url, payload, headers }: Request): Promise<Answer> => {
    const res = await gateway.inject({
      method,
      url,
      ...(payload === undefined ? {} : { payload }),
      ...(headers ? { headers } : {}),
    });
    return { status: res.statusCode, body: res.body };
  };
}

/** Everything in one process on the embedded adapters (PGlite, in-process bus, queue, cache). */
async function embedded(): Promise<Stack> {
  const handle = await openDatabase({ kind: 'pglite' });
  const gateway = await createGateway(loadConfig({ LOG_LEVEL: 'silent' }), handle);
  await gateway.init();
  return {
    request: injected(gateway),
    handle,
    close: async () => {
      await gateway.close();
      await handle.close();
    },
  };
}

/**
 * The split mode's three applications (gateway without services, sheets, tenancy) in this process,
 * sharing what separate processes share: PostgreSQL, Redis and the Kafka test broker.
 */
async function split(redisUrl: string, postgresUrl: string): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-row-writes-'));
  const broker = await new FakeKafka({ dataDir }).start();
  const handle = await openDatabase(await freshPostgresDatabase(postgresUrl, 'bench_row_writes'));
  const run = `bench-${Date.now().toString(36)}`;
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: run,
    KAFKA_BROKERS: broker.address,
    KAFKA_TOPIC_PREFIX: run,
  });
  const gateway = await createGateway(config, handle, { withServices: false });
  const services = await Promise.all([
    createServiceHost(config, {
      name: 'sheets',
      module: SheetsServiceModule,
      events: SHEETS_SERVICE_EVENTS,
      database: handle,
    }),
    createServiceHost(config, {
      name: 'tenancy',
      module: TenancyServiceModule,
      events: TENANCY_SERVICE_EVENTS,
      database: handle,
    }),
  ]);
  for (const app of [gateway, ...services]) await app.init();
  return {
    request: injected(gateway),
    handle,
    close: async () => {
      for (const app of [...services, gateway]) await app.close();
      await handle.close();
      await broker.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The split mode as it is deployed: the built gateway, sheets and tenancy apps, each its own node
 * process (the launcher of `npm run start:split`), on PostgreSQL, Redis and the Kafka test broker;
 * requests go over HTTP.
 */
async function processes(redisUrl: string, postgresUrl: string): Promise<Stack> {
  for (const app of ['gateway', ...SERVICES])
    if (!existsSync(join(repoRoot, 'apps', app, 'dist', 'main.js')))
      throw new Error(`apps/${app} is not built: run \`npm run build\` first.`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-row-writes-processes-'));
  const database = await freshPostgresDatabase(postgresUrl, 'bench_row_writes_processes');
  if (database.kind !== 'postgres') throw new Error('A PostgreSQL database was expected.');
  const ports: Record<string, number> = { gateway: await freePort() };
  for (const name of SERVICES) ports[name] = await freePort();
  const baseUrl = `http://127.0.0.1:${ports.gateway}`;
  const run = `bench-${Date.now().toString(36)}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    BASE_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: run,
    KAFKA_TOPIC_PREFIX: run,
    SECRETS_KEY: randomBytes(32).toString('base64'),
  };
  delete env['OTEL_EXPORTER_OTLP_ENDPOINT'];
  const stack = startSplitStack({
    env,
    ports,
    dataDir,
    output: (_name, child) => {
      child.stdout?.resume();
      child.stderr?.pipe(process.stderr);
    },
  });
  let handle: DatabaseHandle;
  try {
    await stack.ready;
    handle = await openDatabase(database, 'require');
  } catch (error) {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    // node:http rather than fetch, which will not send another Host (the app's subdomain).
    request: ({ method, url, payload, headers }) =>
      new Promise<Answer>((resolve, reject) => {
        const json = payload !== undefined && !Buffer.isBuffer(payload);
        const body = payload === undefined ? undefined : json ? JSON.stringify(payload) : payload;
        const req = httpRequest(
          `${baseUrl}${url}`,
          {
            method,
            headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...headers },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      }),
    handle,
    close: async () => {
      await stack.stop();
      await handle.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A public app on an uploaded sheet with a form block, as a visitor would write through it. */
async function appWithForm(stack: Stack, owner: OwnerSession) {
  const call = async (method: Request['method'], url: string, payload?: object) => {
    const res = await stack.request({ method, url, payload, headers: { cookie: owner.cookie } });
    if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${res.body}`);
    return JSON.parse(res.body) as Record<string, unknown>;
  };
  const upload = buildMultipartUpload({
    bytes: Buffer.from('Task,Status\nWrite spec,Done\n'),
    fileName: 'Tasks.csv',
  });
  const uploaded = await stack.request({
    method: 'POST',
    url: '/api/spreadsheets',
    payload: upload.payload,
    headers: { ...upload.headers, cookie: owner.cookie },
  });
  if (uploaded.status !== 201) throw new Error(`upload: ${uploaded.status} ${uploaded.body}`);
  const spreadsheetId = (JSON.parse(uploaded.body) as { id: string }).id;
  const name = `bench-${Date.now().toString(36)}`;
  const created = await call('POST', '/api/apps', { title: 'Tasks', name, spreadsheetId });
  const appId = (created['app'] as { id: string }).id;
  await call('PUT', `/api/apps/${appId}`, { public: true, publishUrl: name });
  const pages = await call('GET', `/api/pages/${appId}`);
  const pageId = (pages['pages'] as { id: string }[])[0]!.id;
  const form = await createBlock(stack.handle.db, {
    workspaceId: owner.workspaceId,
    pageId,
    type: 'form',
    settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }, { column: 'Status' }] },
  });
  return { host: `${name}.localhost:3000`, spreadsheetId, form };
}

/**
 * WRITES rows added through a form by WRITERS visitors at once: the time each one took to be
 * accepted (the 201), and from its acceptance (created_at) to its application to the spreadsheet
 * (applied_at), as the database recorded both.
 */
async function measure(mode: string, open: () => Promise<Stack>): Promise<Case> {
  const stack = await open();
  try {
    const owner = await createOwnerSession(stack.handle.db);
    const app = await appWithForm(stack, owner);
    const accepted: number[] = [];
    const write = async (task: string) => {
      const started = performance.now();
      const res = await stack.request({
        method: 'POST',
        url: '/v3/api/page/sheet/Tasks/rows',
        payload: { block_id: app.form, values: { Task: task, Status: 'Open' } },
        headers: { host: app.host },
      });
      if (res.status !== 201) throw new Error(`${mode}: ${res.status} ${res.body}`);
      return performance.now() - started;
    };
    const writeAll = async (from: number, count: number, keep: boolean) => {
      let next = from;
      await Promise.all(
        Array.from({ length: WRITERS }, async () => {
          while (next < from + count) {
            const took = await write(`Task ${(next += 1)}`);
            if (keep) accepted.push(took);
          }
        }),
      );
    };
    const writes = () =>
      stack.handle.db
        .select({
          id: sheetsSchema.sheetRowWrites.id,
          status: sheetsSchema.sheetRowWrites.status,
          createdAt: sheetsSchema.sheetRowWrites.createdAt,
          appliedAt: sheetsSchema.sheetRowWrites.appliedAt,
        })
        .from(sheetsSchema.sheetRowWrites)
        .where(eq(sheetsSchema.sheetRowWrites.spreadsheetId, app.spreadsheetId));
    const allApplied = async (count: number) => {
      const deadline = Date.now() + 300_000;
      for (;;) {
        const rows = await writes();
        if (rows.length >= count && rows.every((row) => row.status === 'applied')) return rows;
        if (Date.now() > deadline) throw new Error(`${mode}: writes not applied in time`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await writeAll(0, WARM_UP, false);
    const warmUp = new Set((await allApplied(WARM_UP)).map((row) => row.id));
    const started = Date.now();
    await writeAll(WARM_UP, WRITES, true);
    const rows = (await allApplied(WARM_UP + WRITES)).filter((row) => !warmUp.has(row.id));
    const lastApplied = Math.max(...rows.map((row) => row.appliedAt!.getTime()));
    const applied = latencies(
      rows.map((row) => row.appliedAt!.getTime() - row.createdAt.getTime()),
    );
    const accept = latencies(accepted);
    return {
      mode,
      accepted: { p50: accept.p50, p99: accept.p99 },
      applied: { p50: applied.p50, p99: applied.p99, max: applied.max },
      writesPerSecond: Math.round(WRITES / ((lastApplied - started) / 1000)),
    };
  } finally {
    await stack.close();
  }
}

it('measures row writes from accepted to applied, embedded and split', async () => {
  const context = runContext();
  const redisUrl = process.env['REDIS_URL'];
  const postgresUrl = process.env['DATABASE_URL'];
  const cases = [await measure('embedded (one process, PGlite)', embedded)];
  if (redisUrl && postgresUrl)
    cases.push(
      await measure(
        'split, in one process (gateway, sheets and tenancy apps; PostgreSQL, Redis, Kafka test broker)',
        () => split(redisUrl, postgresUrl),
      ),
      await measure(
        'split, separate processes (the built apps, as `npm run start:split` runs them; over HTTP)',
        () => processes(redisUrl, postgresUrl),
      ),
    );
  for (const result of cases) expect(result.writesPerSecond).toBeGreaterThan(0);
  await publish(cases, context, Boolean(redisUrl && postgresUrl));
});

const START = '<!-- bench:row-writes:start -->';
const END = '<!-- bench:row-writes:end -->';

async function publish(
  cases: Case[],
  context: ReturnType<typeof runContext>,
  withSplit: boolean,
): Promise<void> {
  const resultsDir = join(repoRoot, 'bench/events/results');
  mkdirSync(resultsDir, { recursive: true });
  const measuredAt = context.at.toISOString();
  const commit = commitOf();
  await writeFormatted(
    join(resultsDir, 'row-writes.json'),
    JSON.stringify({ measuredAt, machine: context.machine, node: process.version, commit, cases }),
  );
  const ms = (value: number) => `${Math.round(value)} ms`;
  const section = [
    START,
    '## Row writes, accepted to applied (`bench/events`)',
    '',
    'Run with `npm run bench:events` (the split case needs `DATABASE_URL` and `REDIS_URL`); it rewrites',
    'this section and `bench/events/results/row-writes.json`.',
    '',
    `_Measured ${measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${context.machine}; Node ${process.version}; commit ${commit}._`,
    '',
    `${WRITES} rows added through a public app's form block by ${WRITERS} visitors at once (after ${WARM_UP} to warm up),`,
    'on an uploaded CSV (its rows are the stored copy, so no Google round trip is counted). Accepted: the',
    "time to the 201 (row and outbox event stored). Applied: from the row write's `created_at` to its",
    "`applied_at`, as the database recorded them: the event's trip through the bus to the sheets service,",
    'its job, and the write to the spreadsheet. Rate: writes applied per second over the burst.',
    withSplit
      ? 'The split cases run the three applications on the Kafka test broker, in one process and then as'
      : 'The split cases were skipped: `DATABASE_URL` and `REDIS_URL` were not set.',
    ...(withSplit
      ? [
          'separate node processes (the built apps, requests over HTTP: `npm run bench:events` builds first). When the',
          'visitors write faster than the writes are applied (the last column), the applied latency is',
          'mostly time queued: the sheets service takes one event at a time (its handler, its',
          '`processed_events` row, the apply job, the offset commit).',
        ]
      : []),
    '',
    '| Mode | Accepted p50 | Accepted p99 | Applied p50 | Applied p99 | Applied max | Writes applied per second |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...cases.map(
      (c) =>
        `| ${c.mode} | ${ms(c.accepted.p50)} | ${ms(c.accepted.p99)} | ${ms(c.applied.p50)} | ${ms(c.applied.p99)} | ${ms(c.applied.max)} | ${c.writesPerSecond.toLocaleString('en-US')} |`,
    ),
    '',
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
