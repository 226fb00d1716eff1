import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  createApp,
  createBoard,
  createOwnerSession,
  createPage,
  setWorkspacePlan,
  type OwnerSession,
} from '@tessera/testing';
import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HOOK_TIMEOUT, useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-csp-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(
    join(dir, 'viewer.html'),
    '<!doctype html><html><head></head><body>v</body></html>',
  );
  writeFileSync(join(dir, 'assets', 'index-a1B2c3.js'), 'console.log("app");');
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  return dir;
}

/** The policy's directives by name. */
function directives(header: unknown): Record<string, string> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    (header as string).split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values.join(' ')];
    }),
  );
}

let sequence = 0;
const uniqueName = (base: string) => `${base}-${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(testDatabaseAdapters('security_headers'))(
  'security headers on %s',
  (_kind, options) => {
    const distDir = writeWebDist();
    const gateway = useTestGateway(options, {
      env: { BASE_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir },
    });
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    let owner: OwnerSession;
    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
    }, HOOK_TIMEOUT);

    const get = (url: string, headers: Record<string, string> = {}) =>
      gateway.app.inject({ method: 'GET', url, headers });

    function expectBaseHeaders(headers: Record<string, unknown>, frameAncestors = "'self'") {
      const csp = directives(headers['content-security-policy']);
      expect(csp).toEqual({
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        // Files kept in sheets are addresses on the dashboard host, shown on app hosts too.
        'img-src': "'self' data: blob: https: http://localhost:3000",
        // Video files of the video block, from any https site (and files kept in sheets).
        'media-src': "'self' https: http://localhost:3000",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        // The server's own app hosts (over http here) may be framed, by the reviewers' queue.
        'frame-src': 'https: http://*.localhost:3000',
        'object-src': "'none'",
        'base-uri': "'none'",
        'form-action': "'self'",
        'frame-ancestors': frameAncestors,
      });
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }

    it.each([
      ['an API answer', '/health', 200],
      ['an API error', '/api/apps', 401],
      ['an unknown API route', '/api/no-such-route', 404],
      ['a hashed asset', '/assets/index-a1B2c3.js', 200],
      ['a missing asset', '/assets/gone.js', 404],
      ['a root file', '/sw.js', 200],
      ['a dashboard page', '/dashboard', 200],
    ])('adds them to %s (%s)', async (_what, url, status) => {
      const res = await get(url);
      expect(res.statusCode).toBe(status);
      expectBaseHeaders(res.headers);
    });

    it('keeps no copy of what the API answers a signed-in caller', async () => {
      const signedIn = await get('/api/apps', { cookie: owner.cookie });
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.headers['cache-control']).toBe('private, no-store');
      const appUser = await get('/api/no-such-route', { cookie: 'tessera_app_user=x' });
      expect(appUser.headers['cache-control']).toBe('private, no-store');
      // A guest's answer (public data) may be kept, e.g. by the offline worker.
      expect((await get('/health')).headers['cache-control']).toBeUndefined();
    });

    async function appOnPlan(plan: 'free' | 'paid', settings: Record<string, unknown>) {
      await setWorkspacePlan(gateway.db, owner.workspaceId, plan);
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        name: uniqueName('embed'),
        public: true,
      });
      await gateway.db.execute(
        sql`update apps set settings = ${JSON.stringify(settings)}::jsonb where id = ${app.id}`,
      );
      await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
      return `${app.name}.localhost:3000`;
    }

    it("frames an app's pages as its embed settings allow on a paid plan", async () => {
      const host = await appOnPlan('paid', {
        embed_origins: ['https://Site.example/page', 'not an origin', 'http://localhost:8080'],
      });
      const res = await get('/', { host });
      expect(res.statusCode).toBe(200);
      // The dashboard may frame every app too: the reviewers' queue previews submitted apps.
      const allowed = "'self' https://site.example http://localhost:8080 http://localhost:3000";
      expectBaseHeaders(res.headers, allowed);
      const missing = await get('/no-such-page', { host });
      expect(missing.statusCode).toBe(404);
      expectBaseHeaders(missing.headers, allowed);
      // The app's API answers are never framed, nor its editor (the hand-off opens it).
      const api = await get('/api/no-such-route', { host });
      expectBaseHeaders(api.headers);
      const editor = await get('/?token=one-time-handoff', { host });
      expect(editor.statusCode).toBe(200);
      expectBaseHeaders(editor.headers, "'self'");
    });

    it('lets no other site than the dashboard frame an app on a free plan', async () => {
      const host = await appOnPlan('free', { embed_origins: ['https://site.example'] });
      expectBaseHeaders((await get('/', { host })).headers, "'self' http://localhost:3000");
    });

    it('keeps a paid app without saved embed settings embeddable, as its Embed Content code is', async () => {
      expectBaseHeaders((await get('/', { host: await appOnPlan('paid', {}) })).headers, '*');
      const empty = await appOnPlan('paid', { embed_origins: [] });
      expectBaseHeaders((await get('/', { host: empty })).headers, "'self' http://localhost:3000");
    });

    it("frames a paid workspace's public boards anywhere, and nothing else", async () => {
      await setWorkspacePlan(gateway.db, owner.workspaceId, 'paid');
      const open = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        slug: uniqueName('open'),
        public: true,
      });
      const closed = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        slug: uniqueName('closed'),
      });
      expectBaseHeaders((await get(`/${open.slug}`)).headers, '*');
      expectBaseHeaders((await get(`/${closed.slug}`)).headers);
      expectBaseHeaders((await get('/no-such-board')).headers);
    });
  },
);
