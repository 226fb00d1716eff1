import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { useTestGateway } from '@tessera/gateway/testing';
import {
  CACHE,
  ownerAccounts,
  sessions,
  testDatabaseAdapters,
  type CachePort,
} from '@tessera/platform';
import { AccountsService } from '../accounts.service.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Cookie = {
  name: string;
  value: string;
  domain?: string;
  httpOnly?: boolean;
  sameSite?: string;
  path?: string;
  maxAge?: number;
};

const TWO_HOURS = 2 * 60 * 60 * 1000;
let ipCounter = 0;
const freshIp = () => `10.2.0.${++ipCounter}`;

describe.each(testDatabaseAdapters('accounts_admin'))('admin sessions on %s', (_name, options) => {
  const gateway = useTestGateway(options);
  let accounts: AccountsService;

  beforeAll(() => {
    accounts = gateway.app.get(AccountsService);
  });
  beforeEach(async () => {
    // Sign-in attempts are counted in the cache: each test starts with none.
    await gateway.app.get<CachePort>(CACHE).deletePrefix('sign-in:');
  });

  const cookieOf = (res: { cookies: unknown[] }, name: string) =>
    (res.cookies as Cookie[]).find((c) => c.name === name);

  async function account(email: string, admin: boolean) {
    const created = await accounts.signUp({ name: '', email, password: 'correct horse' });
    if (admin) await accounts.makeAdmin(created.accountId);
    const login = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'correct horse' },
      remoteAddress: freshIp(),
    });
    return {
      ...created,
      dashboard: `tessera_session=${cookieOf(login, 'tessera_session')?.value}`,
    };
  }
  const adminLogin = (email: string, password = 'correct horse', remoteAddress = freshIp()) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password },
      remoteAddress,
    });
  const get = (url: string, cookie?: string) =>
    gateway.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

  it('opens a two-hour admin session for an admin account', async () => {
    await account('root@example.com', true);
    const before = Date.now();
    const res = await adminLogin('root@example.com');
    expect(res.statusCode).toBe(200);
    const { admin, expiresAt } = res.json<{ admin: boolean; expiresAt: number }>();
    expect(admin).toBe(true);
    expect(expiresAt).toBeGreaterThanOrEqual(before + TWO_HOURS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + TWO_HOURS);
    const cookie = cookieOf(res, 'tessera_admin');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.domain).toBeUndefined();
    expect(cookie?.maxAge).toBeLessThanOrEqual(7200);
    expect(cookie?.maxAge).toBeGreaterThan(7100);
    // The dashboard session is left as it was.
    expect(cookieOf(res, 'tessera_session')).toBeUndefined();

    const session = await get('/api/admin/session', `tessera_admin=${cookie?.value}`);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ admin: true, expiresAt });
  });

  it('refuses a non-admin account with 403 and wrong credentials with 401', async () => {
    await account('ada@example.com', false);
    const notAdmin = await adminLogin('ada@example.com');
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json()).toMatchObject({ message: 'Admin access required.' });
    expect(cookieOf(notAdmin, 'tessera_admin')).toBeUndefined();
    const wrong = await adminLogin('ada@example.com', 'wrong horse');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Invalid email or password.' });
  });

  it('refuses an address after ten wrong passwords, and lets the admin in at once from another', async () => {
    await account('root@example.com', true);
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      for (let attempt = 1; attempt <= 10; attempt++) {
        if (attempt > 1) now += 30_000; // past the address's delay: the attacker's own pace
        const wrong = await adminLogin('root@example.com', 'wrong horse', '203.0.113.1');
        expect(wrong.statusCode).toBe(401);
      }
      const attacker = await adminLogin('root@example.com', 'correct horse', '203.0.113.1');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.headers['retry-after']).toBeDefined();
      expect(attacker.json<{ message: string }>().message).toMatch(/in 1[0-5] minutes\.$/);
      const admin = await adminLogin('root@example.com', 'correct horse', '198.51.100.1');
      expect(admin.statusCode).toBe(200);
      expect(cookieOf(admin, 'tessera_admin')).toBeDefined();
    } finally {
      clock.mockRestore();
    }
  });

  it('answers 401 for the admin session when there is none', async () => {
    const { dashboard } = await account('root@example.com', true);
    expect((await get('/api/admin/session')).statusCode).toBe(401);
    expect((await get('/api/admin/session', dashboard)).statusCode).toBe(401);
  });

  it('lists every account oldest first, for admin sessions only', async () => {
    const root = await account('root@example.com', true);
    const ada = await account('ada@example.com', false);
    const adminCookie = `tessera_admin=${cookieOf(await adminLogin('root@example.com'), 'tessera_admin')?.value}`;

    expect((await get('/api/admin/users')).statusCode).toBe(401);
    const asOwner = await get('/api/admin/users', ada.dashboard);
    expect(asOwner.statusCode).toBe(403);
    expect(asOwner.json()).toMatchObject({ message: 'Admin access required.' });
    // An admin account still needs the admin session, not only its dashboard one.
    expect((await get('/api/admin/users', root.dashboard)).statusCode).toBe(403);

    const res = await get('/api/admin/users', adminCookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [
        {
          id: root.accountId,
          email: 'root@example.com',
          name: '',
          isAdmin: true,
          isReviewer: false,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          workspaces: 1,
        },
        expect.objectContaining({ id: ada.accountId, email: 'ada@example.com', isAdmin: false }),
      ],
    });
  });

  it('lets an admin grant and take back the reviewer role, which the session then carries', async () => {
    await account('root@example.com', true);
    const ada = await account('ada@example.com', false);
    const adminCookie = `tessera_admin=${cookieOf(await adminLogin('root@example.com'), 'tessera_admin')?.value}`;
    const grant = (cookie: string, isReviewer: unknown, id = ada.accountId) =>
      gateway.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${id}/reviewer`,
        headers: { cookie },
        payload: { isReviewer },
      });
    const me = async () =>
      (await get('/api/auth', ada.dashboard)).json<{ user: { isReviewer: boolean } }>().user;

    expect((await grant(ada.dashboard, true)).statusCode).toBe(403);
    expect((await grant(adminCookie, 'yes')).statusCode).toBe(400);
    expect((await grant(adminCookie, true, 'no-such-account')).statusCode).toBe(404);
    const granted = await grant(adminCookie, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ user: { id: ada.accountId, isReviewer: true } });
    expect(await me()).toMatchObject({ isReviewer: true });
    expect((await get('/api/reviews', ada.dashboard)).statusCode).toBe(200);

    expect((await grant(adminCookie, false)).json()).toMatchObject({ user: { isReviewer: false } });
    expect((await get('/api/reviews', ada.dashboard)).statusCode).toBe(403);
  });

  it('refuses an expired admin session and one whose account lost the admin role', async () => {
    const root = await account('root@example.com', true);
    const adminCookie = `tessera_admin=${cookieOf(await adminLogin('root@example.com'), 'tessera_admin')?.value}`;
    const both = `${root.dashboard}; ${adminCookie}`;
    expect((await get('/api/admin/users', both)).statusCode).toBe(200);

    await gateway.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.kind, 'admin'));
    expect((await get('/api/admin/session', adminCookie)).statusCode).toBe(401);
    expect((await get('/api/admin/users', both)).statusCode).toBe(403);
    expect((await get('/api/admin/users', adminCookie)).statusCode).toBe(401);

    const fresh = `tessera_admin=${cookieOf(await adminLogin('root@example.com'), 'tessera_admin')?.value}`;
    await gateway.db
      .update(ownerAccounts)
      .set({ isAdmin: false })
      .where(eq(ownerAccounts.id, root.accountId));
    expect((await get('/api/admin/users', `${root.dashboard}; ${fresh}`)).statusCode).toBe(403);
  });

  it('does not count a dashboard token presented as the admin cookie', async () => {
    const root = await account('root@example.com', true);
    const token = root.dashboard.split('=')[1];
    expect((await get('/api/admin/users', `tessera_admin=${token}`)).statusCode).toBe(401);
    expect((await get('/api/admin/session', `tessera_admin=${token}`)).statusCode).toBe(401);
  });

  it('ends both sessions at sign-out', async () => {
    const root = await account('root@example.com', true);
    const adminCookie = `tessera_admin=${cookieOf(await adminLogin('root@example.com'), 'tessera_admin')?.value}`;
    const out = await gateway.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `${root.dashboard}; ${adminCookie}` },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out, 'tessera_admin')?.value).toBe('');
    expect(await gateway.db.select().from(sessions)).toHaveLength(0);
  });
});
