import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createServiceHost,
  EVENT_BUS,
  freshPostgresDatabase,
  loadConfig,
  openDatabase,
  startTelemetry,
  type DatabaseHandle,
  type EventBusPort,
  type Telemetry,
  type TesseraConfig,
} from '@tessera/platform';
import { SpanKind } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { SHEETS_SERVICE_EVENTS, SheetsServiceModule, sheetsSchema } from '@tessera/spreadsheets';
import { TENANCY_SERVICE_EVENTS, TenancyServiceModule, tenancySchema } from '@tessera/tenancy';
import { MEDIA_SERVICE_EVENTS, MediaServiceModule } from '@tessera/media';
import {
  buildMultipartUpload,
  createBlock,
  createOwnerSession,
  eventually,
  FakeKafka,
  startTestS3,
  uploadSpreadsheet,
  type OwnerSession,
  type TestS3,
} from '@tessera/testing';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../create-gateway.js';
import { HOOK_TIMEOUT } from '../testing/test-gateway.js';

jest.setTimeout(90_000);

const redisUrl = process.env['REDIS_URL'];
const postgresUrl = process.env['DATABASE_URL'];

/**
 * The split mode in one test process: the gateway without the services, and the sheets, tenancy
 * and media services each booted as their own Nest application (what apps/sheets, apps/tenancy
 * and apps/media run), sharing only what separate processes share: the database, Redis, a Kafka
 * broker and S3.
 */
(redisUrl ? describe : describe.skip)('the split mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'split-kafka-'));
  const run = `split-${Date.now().toString(36)}`;
  let broker: FakeKafka | undefined;
  let s3: TestS3;
  let handle: DatabaseHandle;
  let gateway: NestFastifyApplication;
  let sheets: NestFastifyApplication;
  let tenancy: NestFastifyApplication;
  let media: NestFastifyApplication;
  let owner: OwnerSession;
  let config: TesseraConfig;
  /** Every span of the three applications: one process here, so one tracer. */
  const spans = new InMemorySpanExporter();
  let telemetry: Telemetry | null;
  const startTenancy = async () => {
    const host = await createServiceHost(config, {
      name: 'tenancy',
      module: TenancyServiceModule,
      events: TENANCY_SERVICE_EVENTS,
      database: handle,
    });
    await host.init();
    return host;
  };

  beforeAll(async () => {
    telemetry = startTelemetry({
      serviceName: 'split-mode-test',
      spanProcessors: [new SimpleSpanProcessor(spans)],
    });
    const kafka = process.env['KAFKA_BROKERS'];
    if (!kafka) broker = await new FakeKafka({ dataDir }).start();
    s3 = await startTestS3();
    handle = await openDatabase(
      postgresUrl ? await freshPostgresDatabase(postgresUrl, 'split_mode') : { kind: 'pglite' },
    );
    config = loadConfig({
      LOG_LEVEL: 'silent',
      BASE_URL: 'http://localhost:3000',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: run,
      KAFKA_BROKERS: kafka ?? broker!.address,
      KAFKA_TOPIC_PREFIX: run,
      ...s3.settings,
    });
    gateway = await createGateway(config, handle, { withServices: false });
    sheets = await createServiceHost(config, {
      name: 'sheets',
      module: SheetsServiceModule,
      events: SHEETS_SERVICE_EVENTS,
      database: handle,
    });
    media = await createServiceHost(config, {
      name: 'media',
      module: MediaServiceModule,
      events: MEDIA_SERVICE_EVENTS,
      database: handle,
    });
    for (const app of [gateway, sheets, media]) {
      await app.init();
      await app.getHttpAdapter().getInstance().ready();
    }
    tenancy = await startTenancy();
    owner = await createOwnerSession(handle.db);
  }, HOOK_TIMEOUT);

  afterAll(async () => {
    // A test that failed with the tenancy service stopped leaves it closed already.
    for (const app of [tenancy, sheets, media, gateway]) await app?.close().catch(() => undefined);
    await handle?.close();
    await broker?.stop();
    await s3?.stop();
    await telemetry?.shutdown();
    rmSync(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, host?: string) =>
    gateway.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie: owner.cookie, ...(host ? { host } : {}) },
    });

  let apps = 0;
  /** An app on an uploaded Tasks sheet with a form block on its home page, routed by tenancy. */
  async function appWithForm() {
    apps += 1;
    const upload = await uploadSpreadsheet(gateway, owner.cookie, {
      bytes: Buffer.from('Task,Status\nWrite spec,Done\n'),
      fileName: 'Tasks.csv',
    });
    expect(upload.statusCode).toBe(201);
    const spreadsheetId = upload.json<{ id: string }>().id;
    const name = `${run}-app${apps}`;
    const created = await call('POST', '/api/apps', { title: 'Tasks', name, spreadsheetId });
    expect(created.statusCode).toBe(201);
    const appId = created.json<{ app: { id: string } }>().app.id;
    // Public, so that a guest's form (these requests carry no session valid on the app) adds rows.
    const published = await call('PUT', `/api/apps/${appId}`, { public: true, publishUrl: name });
    expect(published.statusCode).toBe(200);
    const pages = await call('GET', `/api/pages/${appId}`);
    const pageId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
    const form = await createBlock(handle.db, {
      workspaceId: owner.workspaceId,
      pageId,
      type: 'form',
      settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }, { column: 'Status' }] },
    });
    // What a guest reads of the sheet: a form shows its visitors no rows, a table does.
    const table = await createBlock(handle.db, {
      workspaceId: owner.workspaceId,
      pageId,
      type: 'table',
      settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }, { column: 'Status' }] },
    });
    await eventually(async () =>
      expect(await routesOf(appId)).toEqual([{ host: name, kind: 'name' }]),
    );
    return { appId, name, spreadsheetId, form, table };
  }

  const routesOf = async (appId: string) =>
    (
      await handle.db
        .select({ host: tenancySchema.tenantRoutes.host, kind: tenancySchema.tenantRoutes.kind })
        .from(tenancySchema.tenantRoutes)
        .where(eq(tenancySchema.tenantRoutes.appId, appId))
    ).sort((x, y) => x.host.localeCompare(y.host));

  const writesOf = (spreadsheetId: string) =>
    handle.db
      .select({ status: sheetsSchema.sheetRowWrites.status })
      .from(sheetsSchema.sheetRowWrites)
      .where(eq(sheetsSchema.sheetRowWrites.spreadsheetId, spreadsheetId));

  const addRow = (app: { name: string; form: string }, task: string) =>
    call(
      'POST',
      '/v3/api/page/sheet/Tasks/rows',
      { block_id: app.form, values: { Task: task, Status: 'Open' } },
      `${app.name}.localhost:3000`,
    );

  const session = (name: string) =>
    gateway.inject({
      method: 'GET',
      url: '/api/app-auth/session',
      headers: { host: `${name}.localhost:3000` },
    });

  it('runs no consumer in the gateway: each service consumes its own events', () => {
    const subscribed = (app: NestFastifyApplication) =>
      app.get<EventBusPort>(EVENT_BUS).subscribedEvents().sort();
    expect(subscribed(gateway)).toEqual([]);
    expect(subscribed(sheets)).toEqual(['marketplace.template-cloned', 'sheet.row-written']);
    expect(subscribed(media)).toEqual(['media.upload-stored', 'sheet.files-recorded']);
    expect(subscribed(tenancy)).toEqual(
      [
        'app.changed',
        'app.deleted',
        'app.saved',
        'billing.plan-changed',
        'domain.changed',
        'sheet.row-written',
        'spreadsheet.imported',
      ].sort(),
    );
  });

  it("answers each service's health once its database, Redis and broker answer", async () => {
    for (const [name, app] of [
      ['sheets', sheets],
      ['tenancy', tenancy],
      ['media', media],
    ] as const) {
      await eventually(async () => {
        const res = await app.inject({ method: 'GET', url: '/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          service: name,
          status: 'ok',
          database: 'up',
          redis: 'up',
          broker: 'up',
        });
      });
      // Its liveness asks nothing of its stores (Kubernetes restarts a process whose liveness fails).
      expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({
        status: 'ok',
      });
      // A service serves no API: the gateway does.
      expect((await app.inject({ method: 'GET', url: '/api/apps' })).statusCode).toBe(404);
    }
  });

  it('carries a rename through Kafka to the tenancy service, and a row write to the sheets service', async () => {
    const app = await appWithForm();

    // The tenancy service keeps the routing table (an old name becomes an alias); the gateway
    // reads it through the shared cache, which the service clears: the old name, cached here
    // before the rename, stops serving once the service has handled it.
    expect((await session(app.name)).statusCode).toBe(200);
    const renamed = `${app.name}-new`;
    const res = await call('PUT', `/api/apps/${app.appId}`, { public: true, publishUrl: renamed });
    expect(res.statusCode).toBe(200);
    await eventually(async () =>
      expect(await routesOf(app.appId)).toEqual([
        { host: app.name, kind: 'alias' },
        { host: renamed, kind: 'name' },
      ]),
    );
    // An old name serves nothing of its own (its pages redirect to the current name).
    await eventually(async () => expect((await session(app.name)).statusCode).toBe(404));
    expect((await session(renamed)).statusCode).toBe(200);

    // A row added through a form block is accepted by the gateway and applied by the sheets service.
    const added = await addRow({ ...app, name: renamed }, 'Ship the split');
    expect(added.statusCode).toBe(201);
    await eventually(async () =>
      expect(await writesOf(app.spreadsheetId)).toEqual([{ status: 'applied' }]),
    );
  });

  it("runs one trace from the browser's request through the outbox and Kafka to the sheets service that applied it", async () => {
    const app = await appWithForm();
    await gateway.listen({ port: 0, host: '127.0.0.1' });
    const traceId = randomBytes(16).toString('hex');
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const body = JSON.stringify({
        block_id: app.form,
        values: { Task: 'Traced', Status: 'Open' },
      });
      const req = request(
        {
          port: (gateway.getHttpServer().address() as AddressInfo).port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/v3/api/page/sheet/Tasks/rows',
          headers: {
            host: `${app.name}.localhost:3000`,
            'content-type': 'application/json',
            // As the browser's instrumentation (or a proxy) sends it.
            traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
          },
        },
        (res) => res.resume().on('end', () => resolve(res.statusCode)),
      );
      req.on('error', reject).end(body);
    });
    expect(status).toBe(201);
    await eventually(async () =>
      expect(await writesOf(app.spreadsheetId)).toEqual([{ status: 'applied' }]),
    );
    const trace = () =>
      spans.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);
    await eventually(() =>
      expect(
        trace().some((span) => span.attributes['messaging.consumer.group.name'] === 'sheets'),
      ).toBe(true),
    );
    const served = trace().find((span) => span.kind === SpanKind.SERVER)!;
    expect(served.name).toBe('POST /v3/api/page/sheet/:sheetTitle/rows');
    expect(
      trace().some(
        (span) => span.kind === SpanKind.PRODUCER && span.name.endsWith('.sheet.row-written'),
      ),
    ).toBe(true);
    // The sheets service's work is in it: the event handled once, the job it queued, the row
    // applied. The job's span ends once its handler has returned, which may be after the status.
    await eventually(() => {
      const queries = trace().map((span) => String(span.attributes['db.query.text'] ?? ''));
      expect(queries.some((text) => /insert into "processed_events"/.test(text))).toBe(true);
      expect(trace().some((span) => span.name === 'job sheets.apply-row-writes')).toBe(true);
      expect(queries.some((text) => /update "sheet_row_writes"/.test(text))).toBe(true);
    });
  });

  (process.env['KAFKA_BROKERS'] ? it.skip : it)(
    'keeps every row written while the broker is down for 30 s, and applies each once when it is back',
    async () => {
      const app = await appWithForm();
      await broker!.stop();
      const accepted: string[] = [];
      const stoppedAt = Date.now();
      try {
        for (let i = 1; i <= 5; i += 1) {
          const res = await addRow(app, `Offline ${i}`);
          // Accepted means stored with its event (the outbox), never a 201 for a write then lost.
          expect(res.statusCode).toBe(201);
          accepted.push(`Offline ${i}`);
          await new Promise((resolve) => setTimeout(resolve, 5_000));
        }
        await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() - stoppedAt)));
        expect(await writesOf(app.spreadsheetId)).toEqual(
          accepted.map(() => ({ status: 'pending' })),
        );
      } finally {
        // The same broker back on its address, with its log.
        broker = await new FakeKafka({ dataDir, port: broker!.port }).start();
      }
      await eventually(
        async () =>
          expect(await writesOf(app.spreadsheetId)).toEqual(
            accepted.map(() => ({ status: 'applied' })),
          ),
        { timeoutMs: 60_000, intervalMs: 250 },
      );
      // Reads come from the gateway's sheet cache, which the applied writes' events refresh.
      await eventually(
        async () => {
          const read = await gateway.inject({
            method: 'GET',
            url: `/v3/api/page/sheet/Tasks?page=1&page_size=50&block_id=${app.table}`,
            headers: { cookie: owner.cookie, host: `${app.name}.localhost:3000` },
          });
          const tasks = read.json<{ rows: { Task?: string }[] }>().rows.map((row) => row.Task);
          for (const task of accepted) expect(tasks.filter((t) => t === task)).toHaveLength(1);
        },
        { timeoutMs: 20_000, intervalMs: 250 },
      );
    },
    150_000,
  );

  it('stores an upload through the gateway in S3, and the media service makes its thumbnail', async () => {
    const image = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#2196f3' },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = buildMultipartUpload({
      bytes: image,
      fileName: 'cover.jpg',
      field: 'image',
    });
    const res = await gateway.inject({
      method: 'POST',
      url: '/api/upload-file',
      headers: { ...headers, cookie: owner.cookie },
      payload,
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();

    const thumbnail = await eventually(
      async () => {
        const answer = await gateway.inject({ method: 'GET', url: `${url}?variant=thumbnail` });
        expect(answer.headers['content-type']).toBe('image/webp');
        return answer;
      },
      { timeoutMs: 30_000 },
    );
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 480, height: 320 });
  });

  it('keeps serving an app on its old name while the tenancy service is down, and redirects once it is back', async () => {
    const app = await appWithForm();
    await tenancy.close();
    const renamed = `${app.name}-moved`;
    const res = await call('PUT', `/api/apps/${app.appId}`, { public: true, publishUrl: renamed });
    expect(res.statusCode).toBe(200);

    // Nobody has handled the rename: the old name still serves the app.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await routesOf(app.appId)).toEqual([{ host: app.name, kind: 'name' }]);
    expect((await session(app.name)).statusCode).toBe(200);

    tenancy = await startTenancy();
    await eventually(
      async () =>
        expect(await routesOf(app.appId)).toEqual([
          { host: app.name, kind: 'alias' },
          { host: renamed, kind: 'name' },
        ]),
      { timeoutMs: 60_000 },
    );
    // The cached route is forgotten just after the routing table's commit.
    await eventually(async () => expect((await session(app.name)).statusCode).toBe(404));
    expect((await session(renamed)).statusCode).toBe(200);
  });
});

if (!redisUrl) console.info('Split mode skipped: REDIS_URL not set');
