import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApplicationConfig } from '@nestjs/core';
import { ADMIN_ONLY, SessionGuard } from '@tessera/accounts';
import {
  IS_PUBLIC,
  SKIP_IDEMPOTENCY,
  WRITE_METHODS,
  loadConfig,
  openDatabase,
} from '@tessera/platform';
import type { RouteOptions } from 'fastify';
import { createGateway } from '../create-gateway.js';
import { listRoutes, type RouteEntry } from './route-table.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

/** A concrete URL for a route pattern: every parameter and wildcard gets a placeholder value. */
const concrete = (path: string) =>
  path.replace(/:[A-Za-z0-9_]+\??/g, 'placeholder').replace(/\*/g, 'placeholder');
const label = (route: RouteEntry) =>
  `${route.method} ${route.path} (${route.controller}.${route.handler})`;

describe('every route is public or guarded', () => {
  let app: NestFastifyApplication;
  let routes: RouteEntry[];
  const registered: RouteOptions[] = [];

  beforeAll(async () => {
    app = await createGateway(
      loadConfig({ LOG_LEVEL: 'silent' }),
      await openDatabase({ kind: 'pglite' }),
    );
    // Nest adds its controller routes to Fastify during init: record what really gets served.
    app
      .getHttpAdapter()
      .getInstance()
      .addHook('onRoute', (route) => void registered.push(route));
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    routes = listRoutes(app);
  });
  afterAll(async () => app?.close());

  it('finds the routes Fastify serves, including the owner API', () => {
    const served = new Set(registered.map((r) => `${String(r.method)} ${r.url}`));
    for (const route of routes) {
      if (route.method === 'ALL') continue;
      expect(served).toContain(`${route.method} ${route.path}`);
    }
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'GET /api/auth', 'GET /api/board/workspace']),
    );
  });

  it('has no route that is neither @Public() nor behind a guard', () => {
    // APP_GUARD providers land among the global guards (request-scoped ones among the request guards).
    const config = app.get(ApplicationConfig);
    const sessionGuardIsGlobal =
      config.getGlobalGuards().some((guard) => guard instanceof SessionGuard) ||
      config.getGlobalRequestGuards().some((wrapper) => wrapper.metatype === SessionGuard);
    const unprotected = routes.filter(
      (route) =>
        route.metadata<boolean>(IS_PUBLIC) !== true &&
        !sessionGuardIsGlobal &&
        route.guards.length === 0,
    );
    expect(unprotected.map(label)).toEqual([]);
    // The owner API relies on the global guard, not on each controller remembering one.
    expect(sessionGuardIsGlobal).toBe(true);
  });

  it('takes an Idempotency-Key on every write route but sign-in, sign-out (their cookies are not stored), reads sent as POST, chart PDFs, browser error reports and the settled tour', () => {
    const skipped = routes
      .filter((r) => WRITE_METHODS.has(r.method) && r.metadata<boolean>(SKIP_IDEMPOTENCY) === true)
      .map((r) => `${r.method} ${r.path}`)
      .sort();
    expect(skipped).toEqual([
      'POST /api/admin/login',
      'POST /api/app-auth/forgot-password',
      'POST /api/app-auth/register',
      'POST /api/app-auth/set-password',
      'POST /api/app-auth/sign-in',
      'POST /api/app-auth/sign-out',
      'POST /api/app/app-info',
      'POST /api/auth',
      'POST /api/auth/login',
      'POST /api/auth/logout',
      'POST /api/auth/signup',
      // The dashboard tour taken or declined: settling it twice is settling it once.
      'POST /api/auth/tour',
      // A chart's picture made into a PDF: nothing is written, the answer is a file.
      'POST /api/board/:spreadsheetId/sheet/:sheetTitle/chart-pdf',
      'POST /api/board/update-metadata',
      // A browser's error report: sent once, never retried; the same error again is a report too.
      'POST /api/client-errors',
      'POST /api/page/update-metadata',
      'POST /v3/api/page/sheet/:sheetTitle/chart-pdf',
      'POST /v3/getSpreadsheetData',
    ]);
  });

  /** The routes that did not answer 401 (or 403 when admin-only) when called with these headers. */
  async function misanswered(headers: Record<string, string>): Promise<string[]> {
    const wrong: string[] = [];
    for (const route of routes.filter((r) => r.metadata<boolean>(IS_PUBLIC) !== true)) {
      const method = route.method === 'ALL' ? 'GET' : route.method;
      const res = await app.inject({ method: method as 'GET', url: concrete(route.path), headers });
      const allowed = route.metadata<boolean>(ADMIN_ONLY) === true ? [401, 403] : [401];
      if (!allowed.includes(res.statusCode))
        wrong.push(`${label(route)} answered ${res.statusCode}`);
    }
    return wrong;
  }

  it('answers 401 (403 for admin-only routes) to every non-public route called without a session', async () => {
    expect(await misanswered({})).toEqual([]);
  });

  it('refuses forged session cookies the same way', async () => {
    expect(await misanswered({ cookie: 'tessera_session=forged; tessera_admin=forged' })).toEqual(
      [],
    );
  });
});
