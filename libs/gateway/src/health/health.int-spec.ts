import { describe, expect, it } from '@jest/globals';
import { loadConfig, openDatabase } from '@tessera/platform';
import { createGateway } from '../create-gateway.js';
import { useTestGateway } from '../testing/test-gateway.js';

describe('GET /health', () => {
  const gateway = useTestGateway({ kind: 'pglite' }, { reset: false });

  it('answers ready when the database answers', async () => {
    const res = await gateway.app.inject({ method: 'GET', url: '/health' });
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
