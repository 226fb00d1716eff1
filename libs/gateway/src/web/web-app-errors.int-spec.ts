import { afterAll, describe, expect, it } from '@jest/globals';
import type { HostApps } from '@tessera/app-users';
import { OUTAGE_MESSAGE } from '@tessera/platform';
import { WebTemplates, type PublishedPages } from '@tessera/tenancy';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerTenantResolution } from '../http/request-tenant.js';
import { securityPolicies } from '../http/security-headers.js';
import { webAppPlugin } from './web-app.plugin.js';

/** Published pages whose answer fails with the given error, as a driver's would. */
const failingPages = (error: Error) =>
  ({
    answer: () => Promise.reject(error),
    dashboardFrameAncestors: () => Promise.resolve("'none'"),
  }) as unknown as PublishedPages;

/** Every host serves the same app (the gateway resolves the tenant before the page is asked). */
const shopOnEveryHost = {
  tenantOf: () =>
    Promise.resolve({
      kind: 'app',
      via: 'name',
      app: {
        id: 'app-1',
        workspaceId: 'workspace-1',
        name: 'shop',
        title: 'Shop',
        spreadsheetId: null,
        public: true,
        signInMethod: 'none',
      },
      cacheVersion: 'v1',
    }),
} as unknown as HostApps;

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** Errors of app-host pages (Fastify's routes, not Nest's) answer as the API's filter does. */
describe('the web app plugin when a page fails', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'tessera-web-errors-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html>');
  const servers: FastifyInstance[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    rmSync(distDir, { recursive: true, force: true });
  });

  async function serving(error: Error) {
    const server = Fastify({ logger: false });
    servers.push(server);
    registerTenantResolution(server, shopOnEveryHost);
    await server.register(webAppPlugin, {
      distDir,
      templates: new WebTemplates(distDir),
      publishedPages: failingPages(error),
      policies: securityPolicies('http://localhost:3000'),
    });
    await server.ready();
    return server.inject({ method: 'GET', url: '/', headers: { host: 'shop.localhost:3000' } });
  }

  it('answers a dependency outage with 503, Retry-After and the clear message', async () => {
    const res = await serving(withCode('connect ECONNREFUSED 10.0.0.5:5432', 'ECONNREFUSED'));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({ statusCode: 503, message: OUTAGE_MESSAGE });
    expect(res.body).not.toContain('10.0.0.5');
  });

  it('answers any other failure with the generic message, never its own text', async () => {
    const res = await serving(new TypeError("Cannot read properties of undefined (reading 'id')"));
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'There was an error. Please try again or reach out via chat',
    });
  });
});
