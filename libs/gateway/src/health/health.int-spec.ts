import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, openDatabase } from '@tessera/platform';
import { createGateway } from '../create-gateway.js';

describe('GET /health', () => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await createGateway(
      loadConfig({ LOG_LEVEL: 'silent' }),
      await openDatabase({ kind: 'pglite' }),
    );
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => app.close());

  it('answers ready when the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
