import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { AccountsService } from '@tessera/accounts';
import { ConsoleMailAdapter, MAIL, schema } from '@tessera/platform';
import { createApp, createOwnerSession, createPage } from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

const DASHBOARD = 'tessera.example';
const EDITOR_HTML = '<!doctype html><html><head></head><body>editor</body></html>';

type Reply = { headers: Record<string, unknown> };

/** The one Set-Cookie header of `name` (as the browser reads it), failing when there is none. */
function setCookie(res: Reply, name: string): string {
  const header = res.headers['set-cookie'];
  const all = (Array.isArray(header) ? header : [header]).filter(
    (value): value is string => typeof value === 'string',
  );
  const found = all.filter((value) => value.startsWith(`${name}=`));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** What `__Host-` demands of a cookie, or the browser drops it: Secure, Path=/ and no Domain. */
function expectHostPrefixed(cookie: string) {
  const attributes = cookie.split(';').map((part) => part.trim().toLowerCase());
  expect(attributes).toContain('secure');
  expect(attributes).toContain('path=/');
  expect(attributes).toContain('httponly');
  expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
}

const valueOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1).split(';')[0]!;

describe('session cookies when BASE_URL is https', () => {
  const distDir = mkdtempSync(join(tmpdir(), 'tessera-host-cookies-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), EDITOR_HTML);
  writeFileSync(join(distDir, 'viewer.html'), '<!doctype html><html><body>viewer</body></html>');
  const gateway = useTestGateway(
    { kind: 'pglite' },
    { env: { BASE_URL: `https://${DASHBOARD}`, WEB_DIST_DIR: distDir } },
  );
  afterAll(() => rmSync(distDir, { recursive: true, force: true }));

  const get = (url: string, cookie: string, host = DASHBOARD) =>
    gateway.app.inject({ method: 'GET', url, headers: { host, cookie } });

  it('names the owner session __Host-tessera_session, and only that name signs in', async () => {
    const signUp = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { host: DASHBOARD },
      payload: { name: 'Ada', email: 'ada@example.com', password: 'correct horse battery' },
    });
    expect(signUp.statusCode).toBe(201);
    expectHostPrefixed(setCookie(signUp, '__Host-tessera_session'));
    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: DASHBOARD },
      payload: { email: 'ada@example.com', password: 'correct horse battery' },
    });
    const session = setCookie(login, '__Host-tessera_session');
    expectHostPrefixed(session);
    const token = valueOf(session);
    expect((await get('/api/spreadsheets', `__Host-tessera_session=${token}`)).statusCode).toBe(
      200,
    );
    // Reading and writing agree on one name: the plain name is nobody's session here.
    expect((await get('/api/spreadsheets', `tessera_session=${token}`)).statusCode).toBe(401);
    const logout = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { host: DASHBOARD, cookie: `__Host-tessera_session=${token}` },
    });
    expectHostPrefixed(setCookie(logout, '__Host-tessera_session'));
  });

  it('names the admin session __Host-tessera_admin', async () => {
    const accounts = gateway.app.get(AccountsService);
    const { accountId } = await accounts.signUp({
      name: '',
      email: 'root@example.com',
      password: 'correct horse',
    });
    await accounts.makeAdmin(accountId);
    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { host: DASHBOARD },
      payload: { email: 'root@example.com', password: 'correct horse' },
    });
    expect(login.statusCode).toBe(200);
    const admin = setCookie(login, '__Host-tessera_admin');
    expectHostPrefixed(admin);
    const cookie = `__Host-tessera_admin=${valueOf(admin)}`;
    expect((await get('/api/admin/session', cookie)).statusCode).toBe(200);
    expect((await get('/api/admin/session', `tessera_admin=${valueOf(admin)}`)).statusCode).toBe(
      401,
    );
  });

  it("names the app user's session __Host-tessera_app_user on the app's host", async () => {
    const owner = await createOwnerSession(gateway.db);
    const ownerOnDashboard = `__Host-tessera_session=${owner.token}`;
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'shop',
      public: true,
    });
    await gateway.db
      .update(schema.apps)
      .set({ signInMethod: 'Use password set by user' })
      .where(eq(schema.apps.id, app.id));
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/mutipageapp_users',
      headers: { host: DASHBOARD, cookie: ownerOnDashboard },
      payload: { appId: app.id, name: 'Ann', email: 'ann@example.com' },
    });
    expect(added.statusCode).toBe(201);
    const mail = gateway.app
      .get<ConsoleMailAdapter>(MAIL)
      .sentMessages()
      .findLast((m) => m.to === 'ann@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
    const shop = `shop.${DASHBOARD}`;
    const set = await gateway.app.inject({
      method: 'POST',
      url: '/api/app-auth/set-password',
      headers: { host: shop },
      payload: { token: link.searchParams.get('password_token'), password: 'correct horse' },
    });
    expect(set.statusCode).toBe(200);
    const appUser = setCookie(set, '__Host-tessera_app_user');
    expectHostPrefixed(appUser);
    const session = await get(
      '/api/app-auth/session',
      `__Host-tessera_app_user=${valueOf(appUser)}`,
      shop,
    );
    expect(session.json()).toMatchObject({ user: { email: 'ann@example.com' } });
  });

  it("serves an app's editor to the owner's __Host- session on the app's host", async () => {
    const owner = await createOwnerSession(gateway.db);
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'studio',
      public: true,
    });
    await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    const editor = await createOwnerSession(gateway.db, {
      workspaceId: owner.workspaceId,
      appId: app.id,
    });
    const host = `studio.${DASHBOARD}`;
    expect((await get('/', `__Host-tessera_session=${editor.token}`, host)).body).toBe(EDITOR_HTML);
    expect((await get('/', `tessera_session=${editor.token}`, host)).body).not.toBe(EDITOR_HTML);
  });
});
