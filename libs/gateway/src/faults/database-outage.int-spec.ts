import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  freshPostgresDatabase,
  loadConfig,
  openDatabase,
  OUTAGE_MESSAGE,
  type DatabaseHandle,
} from '@tessera/platform';
import { aSignedUpOwner, eventually, withinDeadline } from '@tessera/testing';
import { sql } from 'drizzle-orm';
import { createGateway } from '../create-gateway.js';

jest.setTimeout(120_000);

const password = 'correct horse battery';
const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/** Issue 9, item 2: a lost database answers 503 with Retry-After, never a 500 or its own words. */
describe('a database outage', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'tessera-db-outage-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><html><body></body></html>');
  writeFileSync(join(distDir, 'viewer.html'), '<!doctype html><html><body></body></html>');
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  async function boot(handle: DatabaseHandle): Promise<NestFastifyApplication> {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      BASE_URL: 'http://localhost:3000',
      WEB_DIST_DIR: distDir,
    });
    const app = await createGateway(config, handle);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    return app;
  }

  const signIn = (app: NestFastifyApplication, email: string) =>
    app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  const publishedPage = (app: NestFastifyApplication) =>
    app.inject({ method: 'GET', url: '/', headers: { host: 'some-app.localhost:3000' } });

  type Answer = { statusCode: number; headers: Record<string, unknown>; json(): unknown };
  function expectOutageAnswer(res: Answer) {
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: OUTAGE_MESSAGE,
      code: 'SERVICE_UNAVAILABLE',
    });
  }

  it('answers 503 with Retry-After on the API and on app hosts when the database is gone', async () => {
    const handle = await openDatabase({ kind: 'pglite' });
    const app = await boot(handle);
    try {
      const { email } = await aSignedUpOwner(app, { password });
      await handle.close();
      const refused = await signIn(app, email);
      expectOutageAnswer(refused);
      expect(refused.body).not.toMatch(/PGlite|closed/i);
      const page = await publishedPage(app);
      expectOutageAnswer(page);
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(503);
      // Unready, yet alive: an orchestrator must not restart it for its database's outage.
      expect((await app.inject({ method: 'GET', url: '/health/live' })).json()).toEqual({
        status: 'ok',
      });
    } finally {
      await app.close();
    }
  });

  const databaseUrl = process.env['DATABASE_URL'];
  (databaseUrl ? it : it.skip)(
    'answers 503 or succeeds while PostgreSQL drops its connections, then recovers by itself',
    async () => {
      const handle = await withinDeadline(
        'opening a fresh database',
        freshPostgresDatabase(databaseUrl!, 'db_outage').then((options) => openDatabase(options)),
      );
      const app = await withinDeadline('starting the gateway', boot(handle));
      let failure: Error | undefined;
      try {
        const { email } = await withinDeadline('signing up', aSignedUpOwner(app, { password }));
        expect((await withinDeadline('signing in', signIn(app, email))).statusCode).toBe(200);
        // Every connection the gateway holds is cut, as a server restart or failover would.
        await withinDeadline(
          'cutting the connections',
          handle.db.execute(
            sql`select pg_terminate_backend(pid) from pg_stat_activity
                where datname = current_database() and pid <> pg_backend_pid()`,
          ),
        );
        // And the one that asked, so the pool also holds a client whose server is gone.
        await withinDeadline(
          'cutting the last connection',
          handle.db
            .execute(sql`select pg_terminate_backend(pg_backend_pid())`)
            .catch(() => undefined),
        );
        const during = await withinDeadline(
          'requests during the outage',
          Promise.all([
            signIn(app, email),
            publishedPage(app),
            app.inject({ method: 'GET', url: '/health' }),
          ]),
        );
        for (const res of during) {
          expect([200, 404, 503]).toContain(res.statusCode);
          expect(res.body).not.toMatch(/terminat|ECONN|57P01/i);
          if (res.statusCode === 503) expect(res.headers['retry-after']).toBe('5');
        }
        await withinDeadline(
          'recovering',
          eventually(async () => expect((await signIn(app, email)).statusCode).toBe(200)),
        );
        expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
          status: 'ok',
        });
      } catch (error) {
        failure = asError(error);
      }
      // Both closed whatever happened; a close that hangs is named, without hiding what failed first.
      const closing = [
        await withinDeadline('closing the gateway', app.close()).catch(asError),
        await withinDeadline('closing the database', handle.close()).catch(asError),
      ];
      if (failure) throw failure;
      for (const problem of closing) if (problem) throw problem;
    },
  );
});
