import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { createGateway } from '@tessera/gateway';
import { useTestGateway } from '@tessera/gateway/testing';
import {
  CACHE,
  loadConfig,
  outbox,
  ownerAccounts,
  sessions,
  testDatabaseAdapters,
  workspaceMembers,
  workspaces,
  type CachePort,
} from '@tessera/platform';
import { hashToken } from '../sessions/session-token.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Cookie = {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
};

let ipCounter = 0;
/** Each sign-in comes from its own address unless a test says otherwise, so IP limits stay apart. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

describe.each(testDatabaseAdapters('accounts_auth'))('owner auth on %s', (_name, options) => {
  const gateway = useTestGateway(options);
  beforeEach(async () => {
    // Sign-in attempts are counted in the cache: each test starts with none.
    await gateway.app.get<CachePort>(CACHE).deletePrefix('sign-in:');
  });

  const signUp = (payload: Record<string, unknown>) =>
    gateway.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const signIn = (email: string, password: string, remoteAddress = freshIp()) =>
    gateway.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress,
    });
  const sessionCookie = (res: { cookies: unknown[] }) =>
    (res.cookies as Cookie[]).find((c) => c.name === 'tessera_session');
  const withSession = (value: string) => ({ cookie: `tessera_session=${value}` });

  describe('POST /api/auth/signup', () => {
    it('creates the account, its free workspace, the owner membership and the event at once', async () => {
      const res = await signUp({
        name: 'Ada',
        email: ' Ada@Example.com ',
        password: 'correct horse',
      });

      expect(res.statusCode).toBe(201);
      const { user } = res.json<{ user: Record<string, unknown> }>();
      expect(user).toEqual({
        id: expect.any(String),
        email: 'ada@example.com',
        name: 'Ada',
        workspaceId: expect.any(String),
        isAdmin: false,
        isReviewer: false,
        tourSettled: false,
      });
      const [workspace] = await gateway.db.select().from(workspaces);
      expect(workspace).toMatchObject({
        id: user['workspaceId'],
        name: "Ada's workspace",
      });
      const members = await gateway.db.select().from(workspaceMembers);
      expect(members).toEqual([
        expect.objectContaining({
          workspaceId: user['workspaceId'],
          accountId: user['id'],
          role: 'owner',
        }),
      ]);
      const events = await gateway.db.select().from(outbox);
      expect(events).toEqual([
        expect.objectContaining({
          name: 'workspace.created',
          payload: { workspaceId: user['workspaceId'], accountId: user['id'] },
        }),
      ]);
      const [account] = await gateway.db.select().from(ownerAccounts);
      expect(account?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);
    });

    it('names the workspace after the e-mail when no name is given', async () => {
      await signUp({ email: 'grace@example.com', password: 'correct horse' });
      const [workspace] = await gateway.db.select().from(workspaces);
      expect(workspace?.name).toBe("grace@example.com's workspace");
    });

    it('sets a host-only, httpOnly, SameSite=Lax session cookie lasting 30 days', async () => {
      const res = await signUp({ email: 'ada@example.com', password: 'correct horse' });
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.secure).toBeUndefined();
      expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600 - 60);
      expect(cookie?.maxAge).toBeLessThanOrEqual(30 * 24 * 3600);
      // The database keeps the token's SHA-256, never the token.
      const [row] = await gateway.db.select().from(sessions);
      expect(row).toMatchObject({
        kind: 'dashboard',
        appId: null,
        tokenHash: hashToken(cookie?.value ?? ''),
      });
    });

    it('refuses an e-mail that already has an account, whatever its case', async () => {
      await signUp({ email: 'ada@example.com', password: 'correct horse' });
      const res = await signUp({ email: 'ADA@example.com', password: 'another one' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'An account with this email already exists.' });
      expect(await gateway.db.select().from(workspaces)).toHaveLength(1);
    });

    it('keeps nothing when two sign-ups race for one address', async () => {
      const [a, b] = await Promise.all([
        signUp({ email: 'race@example.com', password: 'correct horse' }),
        signUp({ email: 'race@example.com', password: 'correct horse' }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
      expect(await gateway.db.select().from(workspaces)).toHaveLength(1);
      expect(await gateway.db.select().from(outbox)).toHaveLength(1);
    });

    it.each([
      [{ password: 'correct horse' }, 'email: '],
      [{ email: 'not-an-email', password: 'correct horse' }, 'Please enter a valid email address.'],
      [{ email: 'ada@example.com', password: 'short' }, 'Password must be at least 8 characters.'],
    ])('answers 400 with the first problem for %j', async (payload, message) => {
      const res = await signUp(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
      expect(await gateway.db.select().from(ownerAccounts)).toHaveLength(0);
    });

    it('answers 400 for a body that is not JSON and 413 for one over the limit', async () => {
      const bad = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "ada@',
      });
      expect(bad.statusCode).toBe(400);
      // Fastify's parser answers before Nest; its message names the problem.
      expect(bad.json<{ message: string }>().message).toMatch(/not valid JSON/);

      const huge = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({
          email: 'ada@example.com',
          password: 'x'.repeat(2 * 1024 * 1024),
        }),
      });
      expect(huge.statusCode).toBe(413);
      expect(huge.json<{ message: string }>().message).toMatch(/body is too large/i);
      expect(await gateway.db.select().from(ownerAccounts)).toHaveLength(0);
    });
  });

  describe('POST /api/auth/login', () => {
    beforeEach(async () => {
      await signUp({ name: 'Ada', email: 'ada@example.com', password: 'correct horse' });
    });

    it('answers the user and a new session cookie', async () => {
      const res = await signIn('ADA@example.com', 'correct horse');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        user: expect.objectContaining({ email: 'ada@example.com', name: 'Ada', isAdmin: false }),
      });
      const cookie = sessionCookie(res);
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      const me = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: withSession(cookie?.value ?? ''),
      });
      expect(me.statusCode).toBe(200);
    });

    it('gives the same refusal for a wrong password and for an unknown e-mail', async () => {
      for (const res of [
        await signIn('ada@example.com', 'wrong horse'),
        await signIn('nobody@example.com', 'correct horse'),
      ]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ message: 'Invalid email or password.' });
        expect(sessionCookie(res)).toBeUndefined();
      }
    });

    it('refuses an address after ten wrong passwords, and lets the owner in at once from a new address however the account is hammered', async () => {
      await signUp({ email: 'ada@example.com', password: 'correct horse' });
      let now = Date.now();
      const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
      const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3'];
      try {
        // Three addresses guess in turn, each firing the moment its own wait ends.
        for (let round = 1; round <= 10; round++) {
          for (const ip of attackers) {
            let res = await signIn('ada@example.com', 'wrong horse', ip);
            if (res.statusCode === 429) {
              now += Number(res.headers['retry-after']) * 1000;
              res = await signIn('ada@example.com', 'wrong horse', ip);
            }
            expect(res.statusCode).toBe(401);
          }
        }
        const attacker = await signIn('ada@example.com', 'correct horse', '203.0.113.1');
        expect(attacker.statusCode).toBe(429);
        expect(attacker.json<{ message: string }>().message).toMatch(
          /^Too many sign-in attempts\. Please try again in 1[0-5] minutes\.$/,
        );
        expect(sessionCookie(attacker)).toBeUndefined();
        // The owner, from an address that guessed nothing, is not held back.
        const owner = await signIn('ada@example.com', 'correct horse', '198.51.100.1');
        expect(owner.statusCode).toBe(200);
        expect(sessionCookie(owner)).toBeDefined();
      } finally {
        clock.mockRestore();
      }
    });

    it('lets 40 accounts sign in from one address (an office behind one NAT address)', async () => {
      const office = '198.51.100.40';
      for (let i = 1; i <= 40; i++) {
        const email = `colleague${i}@example.com`;
        expect((await signUp({ email, password: 'correct horse' })).statusCode).toBe(201);
        expect((await signIn(email, 'correct horse', office)).statusCode).toBe(200);
      }
    });

    it('refuses one address after 30 wrong passwords across accounts', async () => {
      await signUp({ email: 'grace@example.com', password: 'correct horse' });
      for (let attempt = 1; attempt <= 30; attempt++)
        expect((await signIn(`user${attempt}@example.com`, 'x', '203.0.113.9')).statusCode).toBe(
          401,
        );
      expect((await signIn('grace@example.com', 'correct horse', '203.0.113.9')).statusCode).toBe(
        429,
      );
      expect((await signIn('grace@example.com', 'correct horse')).statusCode).toBe(200);
    });
  });

  describe('GET /api/auth and POST /api/auth/logout', () => {
    it('answers the current user while signed in, 401 after sign-out', async () => {
      const signup = await signUp({
        name: 'Ada',
        email: 'ada@example.com',
        password: 'correct horse',
      });
      const token = sessionCookie(signup)?.value ?? '';

      const me = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: withSession(token),
      });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual({ user: signup.json<{ user: unknown }>().user });

      const out = await gateway.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: withSession(token),
      });
      expect(out.statusCode).toBe(204);
      const cleared = sessionCookie(out);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await gateway.db.select().from(sessions)).toHaveLength(0);

      const after = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: withSession(token),
      });
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({
        statusCode: 401,
        message: 'Please sign in to continue.',
      });
    });

    it('answers 401 without a cookie and with an unknown token', async () => {
      expect((await gateway.app.inject({ method: 'GET', url: '/api/auth' })).statusCode).toBe(401);
      const forged = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: withSession('forged'),
      });
      expect(forged.statusCode).toBe(401);
    });

    it('refuses an expired session', async () => {
      const signup = await signUp({ email: 'ada@example.com', password: 'correct horse' });
      const token = sessionCookie(signup)?.value ?? '';
      await gateway.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.tokenHash, hashToken(token)));
      const me = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: withSession(token),
      });
      expect(me.statusCode).toBe(401);
    });

    it("refuses the dashboard session on an app's host", async () => {
      const signup = await signUp({ email: 'ada@example.com', password: 'correct horse' });
      const me = await gateway.app.inject({
        method: 'GET',
        url: '/api/auth',
        headers: {
          ...withSession(sessionCookie(signup)?.value ?? ''),
          host: 'acme.localhost:3000',
        },
      });
      expect(me.statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/tour', () => {
    it('keeps, for the account, that the dashboard tour was taken or declined', async () => {
      const signup = await signUp({
        name: 'Grace',
        email: 'grace@example.com',
        password: 'correct horse',
      });
      const token = sessionCookie(signup)?.value ?? '';
      const settle = () =>
        gateway.app.inject({ method: 'POST', url: '/api/auth/tour', headers: withSession(token) });
      expect((await settle()).statusCode).toBe(204);
      const [account] = await gateway.db
        .select({ settledAt: ownerAccounts.tourSettledAt })
        .from(ownerAccounts)
        .where(eq(ownerAccounts.email, 'grace@example.com'));
      expect(account?.settledAt).toBeInstanceOf(Date);
      // Settled once: a second browser's settling keeps the first time.
      expect((await settle()).statusCode).toBe(204);
      const [again] = await gateway.db
        .select({ settledAt: ownerAccounts.tourSettledAt })
        .from(ownerAccounts)
        .where(eq(ownerAccounts.email, 'grace@example.com'));
      expect(again?.settledAt).toEqual(account?.settledAt);

      // Any sign-in, from any browser, reads it.
      const signedIn = await signIn('grace@example.com', 'correct horse');
      expect(signedIn.json()).toMatchObject({ user: { tourSettled: true } });

      const anonymous = await gateway.app.inject({ method: 'POST', url: '/api/auth/tour' });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('over https', () => {
    it('marks the session cookie Secure', async () => {
      const secure = await createGateway(
        loadConfig({ LOG_LEVEL: 'silent', BASE_URL: 'https://tessera.example' }),
        gateway.handle,
      );
      await secure.init();
      await secure.getHttpAdapter().getInstance().ready();
      try {
        const res = await secure.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: 'ada@example.com', password: 'correct horse' },
        });
        const cookie = (res.cookies as Cookie[]).find((c) => c.name === '__Host-tessera_session');
        expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
        expect(cookie?.domain).toBeUndefined();
      } finally {
        await secure.close();
      }
    });
  });
});
