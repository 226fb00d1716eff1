import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig, openDatabase, type DatabaseHandle } from '@tessera/platform';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../create-gateway.js';

const INDEX_HTML = '<!doctype html><div id="root"></div><!-- tessera index -->';
const ROUTE_NOT_FOUND = { statusCode: 404, error: 'Not Found', message: 'Route not found.' };

/** A built web app as Vite lays it out: index.html, hashed assets, files copied from public/. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'assets', 'index-a1B2c3.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

async function startGateway(database: DatabaseHandle, webDistDir: string) {
  const app = await createGateway(
    loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: webDistDir }),
    database,
  );
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

describe('the gateway serving the web app', () => {
  let database: DatabaseHandle;
  let distDir: string;
  let web: NestFastifyApplication;
  let apiOnly: NestFastifyApplication;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    distDir = writeWebDist();
    web = await startGateway(database, distDir);
    apiOnly = await startGateway(database, '');
  });
  afterAll(async () => {
    await web.close();
    await apiOnly.close();
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/dashboard/signup',
    '/demo-board',
    '/templates/some-slug?open_clone_modal=1',
    '/no/such/page',
  ])('answers GET %s with index.html so that client-side routing renders it', async (url) => {
    const res = await web.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX_HTML);
  });

  it("answers an app's own host with index.html", async () => {
    const res = await web.inject({
      method: 'GET',
      url: '/details',
      headers: { host: 'demo.localhost:3000' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX_HTML);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-a1B2c3.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body).toBe('console.log("app");');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('tessera index');
  });

  it('serves files at the root of the build, revalidated on every visit', async () => {
    const res = await web.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('addEventListener');
  });

  it.each([
    ['GET', '/api/no-such-route'],
    ['GET', '/api'],
    ['GET', '/v3/no/such/route'],
    ['GET', '/health/deep'],
    ['GET', '/healthz'],
    ['POST', '/api/no-such-route'],
    ['POST', '/dashboard'],
    ['DELETE', '/'],
  ] as const)('answers %s %s with the JSON 404', async (method, url) => {
    const res = await web.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(ROUTE_NOT_FOUND);
  });

  it('keeps answering the routes the API owns', async () => {
    const res = await web.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers every unknown route with the JSON 404 when no web app is configured', async () => {
    for (const url of ['/', '/dashboard', '/api/nothing']) {
      const res = await apiOnly.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(ROUTE_NOT_FOUND);
    }
  });

  it('refuses to start when WEB_DIST_DIR holds no built web app', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'tessera-web-empty-'));
    try {
      const start = createGateway(
        loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: empty }),
        database,
      );
      await expect(start).rejects.toThrow(ConfigError);
      await expect(start).rejects.toThrow(/WEB_DIST_DIR: .* has no index\.html/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
