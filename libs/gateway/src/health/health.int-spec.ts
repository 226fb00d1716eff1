import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, openDatabase, type DatabaseHandle } from '@tessera/platform';
import { createGateway } from '../create-gateway.js';

describe('GET /health', () => {
  let database: DatabaseHandle;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    app = await createGateway(loadConfig({ LOG_LEVEL: 'silent' }), database);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('answers ready when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const broken = await openDatabase({ kind: 'pglite' });
    const brokenApp = await createGateway(loadConfig({ LOG_LEVEL: 'silent' }), broken);
    await brokenApp.init();
    await brokenApp.getHttpAdapter().getInstance().ready();
    await broken.close();
    const res = await brokenApp.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    await brokenApp.close();
  });
});
