import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createServiceHost,
  EVENT_BUS,
  freshPostgresDatabase,
  loadConfig,
  openDatabase,
  schema,
  type DatabaseHandle,
  type EventBusPort,
} from '@tessera/platform';
import { SHEETS_SERVICE_EVENTS, SheetsServiceModule } from '@tessera/spreadsheets';
import { TENANCY_SERVICE_EVENTS, TenancyServiceModule } from '@tessera/tenancy';
import {
  createBlock,
  createOwnerSession,
  eventually,
  FakeKafka,
  uploadSpreadsheet,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../create-gateway.js';
import { HOOK_TIMEOUT } from '../testing/test-gateway.js';

jest.setTimeout(90_000);

const redisUrl = process.env['REDIS_URL'];
const postgresUrl = process.env['DATABASE_URL'];

/**
 * The split mode in one test process: the gateway without the services, and the sheets and
 * tenancy services each booted as their own Nest application (what apps/sheets and apps/tenancy
 * run), sharing only what separate processes share: the database, Redis and a Kafka broker.
 */
(redisUrl ? describe : describe.skip)('the split mode', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'split-kafka-'));
  const run = `split-${Date.now().toString(36)}`;
  let broker: FakeKafka | undefined;
  let handle: DatabaseHandle;
  let gateway: NestFastifyApplication;
  let sheets: NestFastifyApplication;
  let tenancy: NestFastifyApplication;
  let owner: OwnerSession;

  beforeAll(async () => {
    const kafka = process.env['KAFKA_BROKERS'];
    if (!kafka) broker = await new FakeKafka({ dataDir }).start();
    handle = await openDatabase(
      postgresUrl ? await freshPostgresDatabase(postgresUrl, 'split_mode') : { kind: 'pglite' },
    );
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      BASE_URL: 'http://localhost:3000',
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: run,
      KAFKA_BROKERS: kafka ?? broker!.address,
      KAFKA_TOPIC_PREFIX: run,
    });
    gateway = await createGateway(config, handle, { withServices: false });
    sheets = await createServiceHost(config, {
      name: 'sheets',
      module: SheetsServiceModule,
      events: SHEETS_SERVICE_EVENTS,
      database: handle,
    });
    tenancy = await createServiceHost(config, {
      name: 'tenancy',
      module: TenancyServiceModule,
      events: TENANCY_SERVICE_EVENTS,
      database: handle,
    });
    for (const app of [gateway, sheets, tenancy]) {
      await app.init();
      await app.getHttpAdapter().getInstance().ready();
    }
    owner = await createOwnerSession(handle.db);
  }, HOOK_TIMEOUT);

  afterAll(async () => {
    for (const app of [tenancy, sheets, gateway]) await app?.close();
    await handle?.close();
    await broker?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }, HOOK_TIMEOUT);

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, host?: string) =>
    gateway.inject({
      method,
      url,
      payload: payload as object,
      headers: { cookie: owner.cookie, ...(host ? { host } : {}) },
    });

  it('runs no consumer in the gateway: each service consumes its own events', () => {
    const subscribed = (app: NestFastifyApplication) =>
      app.get<EventBusPort>(EVENT_BUS).subscribedEvents().sort();
    expect(subscribed(gateway)).toEqual([]);
    expect(subscribed(sheets)).toEqual(['sheet.row-written']);
    expect(subscribed(tenancy)).toEqual(
      ['app.changed', 'app.deleted', 'sheet.row-written', 'spreadsheet.imported'].sort(),
    );
  });

  it("answers each service's health once its database, Redis and broker answer", async () => {
    for (const [name, app] of [
      ['sheets', sheets],
      ['tenancy', tenancy],
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
      // A service serves no API: the gateway does.
      expect((await app.inject({ method: 'GET', url: '/api/apps' })).statusCode).toBe(404);
    }
  });

  it('carries a rename through Kafka to the tenancy service, and a row write to the sheets service', async () => {
    const upload = await uploadSpreadsheet(gateway, owner.cookie, {
      bytes: Buffer.from('Task,Status\nWrite spec,Done\n'),
      fileName: 'Tasks.csv',
    });
    expect(upload.statusCode).toBe(201);
    const spreadsheetId = upload.json<{ id: string }>().id;
    const name = `${run}-shop`;
    const created = await call('POST', '/api/apps', { title: 'Shop', name, spreadsheetId });
    expect(created.statusCode).toBe(201);
    const app = created.json<{ app: { id: string } }>().app;

    // The tenancy service keeps the routing table (an old name becomes an alias); the gateway
    // reads it through the shared cache, which the service clears.
    const renamed = `${name}-new`;
    const res = await call('PUT', `/api/apps/${app.id}`, { public: true, publishUrl: renamed });
    expect(res.statusCode).toBe(200);
    await eventually(async () => {
      const routes = await handle.db
        .select({ host: schema.tenantRoutes.host, kind: schema.tenantRoutes.kind })
        .from(schema.tenantRoutes)
        .where(eq(schema.tenantRoutes.appId, app.id));
      expect(routes.sort((x, y) => x.host.localeCompare(y.host))).toEqual([
        { host: name, kind: 'alias' },
        { host: renamed, kind: 'name' },
      ]);
    });
    const session = (host: string) =>
      gateway.inject({ method: 'GET', url: '/api/app-auth/session', headers: { host } });
    // An old name serves nothing of its own (its pages redirect to the current name).
    expect((await session(`${name}.localhost:3000`)).statusCode).toBe(404);
    expect((await session(`${renamed}.localhost:3000`)).statusCode).toBe(200);

    // A row added through a form block is accepted by the gateway and applied by the sheets service.
    const pages = await call('GET', `/api/pages/${app.id}`);
    expect(pages.statusCode).toBe(200);
    const pageId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
    const form = await createBlock(handle.db, {
      workspaceId: owner.workspaceId,
      pageId,
      type: 'form',
      settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }, { column: 'Status' }] },
    });
    const added = await call(
      'POST',
      '/v3/api/page/sheet/Tasks/rows',
      { block_id: form, values: { Task: 'Ship the split', Status: 'Open' } },
      `${renamed}.localhost:3000`,
    );
    expect(added.statusCode).toBe(201);
    await eventually(async () => {
      const writes = await handle.db
        .select({ status: schema.sheetRowWrites.status })
        .from(schema.sheetRowWrites)
        .where(eq(schema.sheetRowWrites.spreadsheetId, spreadsheetId));
      expect(writes).toEqual([{ status: 'applied' }]);
    });
  });
});

if (!redisUrl) console.info('Split mode skipped: REDIS_URL not set');
