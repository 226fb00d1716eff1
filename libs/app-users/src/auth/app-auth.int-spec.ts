import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '@tessera/gateway/testing';
import {
  CACHE,
  ConsoleMailAdapter,
  MAIL,
  schema,
  testDatabaseAdapters,
  type CachePort,
} from '@tessera/platform';
import {
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { AppCacheVersions } from '@tessera/tenancy';

jest.setTimeout(120_000);

const SHOP = 'shop.localhost:3000';
const PASSWORD_APP = { public: true, signInMethod: 'Use password set by user' } as const;
type Reply = Awaited<ReturnType<ReturnType<typeof useTestGateway>['app']['inject']>>;

describe.each(testDatabaseAdapters('app_auth'))('app sign-in on %s', (_kind, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
  let owner: OwnerSession;
  let appId: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    appId = (
      await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        name: 'shop',
        public: true,
      })
    ).id;
    await privacy(appId, PASSWORD_APP);
    // Attempts are counted in the cache: each test starts with none.
    await gateway.app.get<CachePort>(CACHE).deletePrefix('app-');
  });

  /** Changes the app's privacy in its table, and what was cached from it, as the app's save does. */
  async function privacy(id: string, values: { public: boolean; signInMethod: string }) {
    await gateway.db.update(schema.apps).set(values).where(eq(schema.apps.id, id));
    await gateway.app.get(AppCacheVersions, { strict: false }).bump(id);
  }
  const post = (
    url: string,
    payload: Record<string, unknown>,
    cookie?: string,
    host = SHOP,
    remoteAddress = '127.0.0.1',
  ) =>
    gateway.app.inject({
      method: 'POST',
      url: `/api/app-auth/${url}`,
      headers: { host, ...(cookie ? { cookie } : {}) },
      payload,
      remoteAddress,
    });
  const session = (cookie: string | undefined, host = SHOP) =>
    gateway.app.inject({
      method: 'GET',
      url: '/api/app-auth/session',
      headers: { host, ...(cookie ? { cookie } : {}) },
    });
  const appCookie = (res: Reply) => {
    const cookie = res.cookies.find((c) => c.name === 'tessera_app_user');
    return cookie ? `tessera_app_user=${cookie.value}` : undefined;
  };
  const mails = () => gateway.app.get<ConsoleMailAdapter>(MAIL).sentMessages();
  const linkTo = (email: string) => {
    const mail = mails().findLast((m) => m.to === email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    return link ? new URL(link) : undefined;
  };
  /** An owner adds the user; the user sets their password from the e-mailed link. */
  async function invitedUser(email: string, permissions = 'read', password = 'correct horse') {
    const added = await gateway.app.inject({
      method: 'POST',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId, name: 'Ann', email, permissions },
    });
    expect(added.statusCode).toBe(201);
    const token = linkTo(email)!.searchParams.get('password_token')!;
    const set = await post('set-password', { token, password });
    expect(set.statusCode).toBe(200);
    return {
      id: added.json<{ new_app_user: { id: string } }>().new_app_user.id,
      cookie: appCookie(set)!,
    };
  }

  it('sets a first password from the link once, signs in, and the cookie is host-only and httpOnly', async () => {
    await gateway.app.inject({
      method: 'POST',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId, name: 'Ann', email: 'ann@example.com' },
    });
    const link = linkTo('ann@example.com')!;
    expect(link.origin).toBe('http://shop.localhost:3000');
    const token = link.searchParams.get('password_token')!;
    const short = await post('set-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const set = await post('set-password', { token, password: 'correct horse' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      user: { id: expect.any(String), name: 'Ann', email: 'ann@example.com', permissions: 'read' },
    });
    const cookie = set.cookies.find((c) => c.name === 'tessera_app_user')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.domain).toBeUndefined();
    expect(cookie.maxAge).toBeGreaterThan(29 * 24 * 3600);
    expect((await session(appCookie(set))).json()).toMatchObject({
      user: { email: 'ann@example.com' },
    });
    const again = await post('set-password', { token, password: 'another one' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'This link has expired or was already used.' });
  });

  it('refuses an expired link and a link of another app', async () => {
    const other = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'other',
      public: false,
    });
    await gateway.app.inject({
      method: 'POST',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId: other.id, name: 'Bob', email: 'bob@example.com' },
    });
    const token = linkTo('bob@example.com')!.searchParams.get('password_token')!;
    const wrongHost = await post('set-password', { token, password: 'correct horse' });
    expect(wrongHost.statusCode).toBe(400);
    await gateway.db.update(schema.appUserTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await post(
      'set-password',
      { token, password: 'correct horse' },
      undefined,
      'other.localhost:3000',
    );
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: 'This link has expired or was already used.' });
  });

  it('signs in with the right password only, and signs out', async () => {
    await invitedUser('ann@example.com');
    const wrong = await post('sign-in', { email: 'ann@example.com', password: 'wrong password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: 'Incorrect email or password.' });
    const unknown = await post('sign-in', { email: 'who@example.com', password: 'correct horse' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ message: 'Incorrect email or password.' });
    const ok = await post('sign-in', { email: ' ANN@example.com', password: 'correct horse' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ user: { email: 'ann@example.com', permissions: 'read' } });
    const cookie = appCookie(ok)!;
    expect((await session(cookie)).json()).toMatchObject({ user: { email: 'ann@example.com' } });
    const out = await post('sign-out', {}, cookie);
    expect(out.statusCode).toBe(204);
    expect((await session(cookie)).json()).toEqual({ user: null });
  });

  it('signs in only where the app uses sign-in (password or private), and 404s without an app', async () => {
    await invitedUser('ann@example.com');
    await privacy(appId, { public: true, signInMethod: 'No sign in' });
    const open = await post('sign-in', { email: 'ann@example.com', password: 'correct horse' });
    expect(open.statusCode).toBe(403);
    expect(appCookie(open)).toBeUndefined();
    await privacy(appId, { public: false, signInMethod: 'No sign in' });
    expect(
      (await post('sign-in', { email: 'ann@example.com', password: 'correct horse' })).statusCode,
    ).toBe(200);
    for (const host of ['localhost:3000', 'nope.localhost:3000']) {
      const none = await post(
        'sign-in',
        { email: 'ann@example.com', password: 'correct horse' },
        undefined,
        host,
      );
      expect(none.statusCode).toBe(404);
      expect((await session(undefined, host)).statusCode).toBe(404);
    }
  });

  it('refuses an address after ten wrong passwords, slows other guessers, and lets the user in at once from a new address', async () => {
    await invitedUser('ann@example.com');
    const signIn = (password: string, ip: string) =>
      post('sign-in', { email: 'ann@example.com', password }, undefined, SHOP, ip);
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        if (attempt > 0) now += 30_000; // past the address's delay: the attacker's own pace
        expect((await signIn(`wrong ${attempt}`, '203.0.113.1')).statusCode).toBe(401);
      }
      const attacker = await signIn('correct horse', '203.0.113.1');
      expect(attacker.statusCode).toBe(429);
      expect(attacker.json<{ message: string }>().message).toMatch(
        /^Too many sign-in attempts\. Please try again in 1[0-5] minutes\.$/,
      );
      // Another address that guesses wrong waits the user's grown delay before its next try.
      expect((await signIn('wrong again', '198.51.100.2')).statusCode).toBe(401);
      const slowed = await signIn('correct horse', '198.51.100.2');
      expect(slowed.statusCode).toBe(429);
      expect(slowed.headers['retry-after']).toBe('30');
      expect(slowed.json<{ message: string }>().message).toBe(
        'Too many sign-in attempts. Please try again in 30 seconds.',
      );
      expect(appCookie(slowed)).toBeUndefined();
      // The user, from an address that guessed nothing, is not held back.
      const user = await signIn('correct horse', '198.51.100.1');
      expect(user.statusCode).toBe(200);
      expect(appCookie(user)).toBeDefined();
    } finally {
      clock.mockRestore();
    }
  });

  it('counts only wrong passwords in a row from one address: a right one resets the count', async () => {
    await invitedUser('bob@example.com');
    let now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      for (let round = 0; round < 2; round += 1) {
        for (let attempt = 0; attempt < 9; attempt += 1) {
          now += 30_000;
          const wrong = { email: 'bob@example.com', password: 'nope nope' };
          expect((await post('sign-in', wrong)).statusCode).toBe(401);
        }
        now += 30_000;
        const right = { email: 'bob@example.com', password: 'correct horse' };
        expect((await post('sign-in', right)).statusCode).toBe(200);
      }
    } finally {
      clock.mockRestore();
    }
  });

  it('answers 429 to the 31st set-password, register or forgot-password request from one IP in 15 minutes', async () => {
    const requests = [
      ['set-password', { token: 'not-a-token', password: 'long enough' }, 400],
      ['register', { name: 'Eve', email: 'eve@example.com', password: 'long enough' }, 403],
      ['forgot-password', { email: 'eve@example.com' }, 200],
    ] as const;
    for (const [url, payload, status] of requests) {
      for (let attempt = 0; attempt < 30; attempt += 1)
        expect((await post(url, payload, undefined, SHOP, '203.0.113.7')).statusCode).toBe(status);
      const blocked = await post(url, payload, undefined, SHOP, '203.0.113.7');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json<{ message: string }>().message).toMatch(
        /^Too many attempts\. Please try again in \d+ minutes?\.$/,
      );
      // Another address is not held back.
      expect((await post(url, payload, undefined, SHOP, '203.0.113.8')).statusCode).toBe(status);
    }
  });

  it('registers a Read user and signs in only when a page holds a register block', async () => {
    const closed = await post('register', {
      name: 'Cat',
      email: 'cat@example.com',
      password: 'long enough',
    });
    expect(closed.statusCode).toBe(403);
    expect(closed.json()).toMatchObject({ message: 'Sign-up is not open for this app.' });
    const page = await createPage(gateway.db, {
      workspaceId: owner.workspaceId,
      appId,
      pageSlug: 'join',
    });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: page,
      type: 'register',
      settings: {},
    });
    const joined = await post('register', {
      name: ' Cat ',
      email: 'Cat@Example.com',
      password: 'long enough',
      permissions: 'read-write',
    });
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toEqual({
      user: { id: expect.any(String), name: 'Cat', email: 'cat@example.com', permissions: 'read' },
    });
    expect((await session(appCookie(joined))).json()).toMatchObject({
      user: { email: 'cat@example.com' },
    });
    const twice = await post('register', {
      name: 'Cat',
      email: 'cat@example.com',
      password: 'long enough',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      message: 'An account with this email already exists. Sign in or reset your password.',
    });
    const listed = await gateway.app.inject({
      method: 'GET',
      url: `/api/mutipageapp_users/${appId}`,
      headers: { cookie: owner.cookie },
    });
    expect(listed.json()).toMatchObject({
      app_users: [{ email: 'cat@example.com', permissions: 'read' }],
    });
  });

  it('keeps sign-up closed on a private app, even with a register block', async () => {
    const page = await createPage(gateway.db, {
      workspaceId: owner.workspaceId,
      appId,
      pageSlug: 'join',
    });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: page,
      type: 'register',
      settings: {},
    });
    for (const signInMethod of ['No sign in', 'Use password set by user']) {
      await privacy(appId, { public: false, signInMethod });
      const res = await post('register', {
        name: 'Eve',
        email: 'eve@example.com',
        password: 'long enough',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: 'Sign-up is not open for this app.' });
      expect(appCookie(res)).toBeUndefined();
    }
    const users = await gateway.db.select().from(schema.appUsers);
    expect(users).toHaveLength(0);
  });

  it('sends a reset link (1 hour) only to users, answering the same for any address', async () => {
    const ann = await invitedUser('ann@example.com');
    const sent = mails().length;
    const message = {
      message: 'If that address has an account, a link to set a new password is on its way.',
    };
    const stranger = await post('forgot-password', { email: 'who@example.com' });
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json()).toEqual(message);
    expect(mails()).toHaveLength(sent);
    const known = await post('forgot-password', { email: 'ANN@example.com' });
    expect(known.json()).toEqual(message);
    expect(mails()).toHaveLength(sent + 1);
    const link = linkTo('ann@example.com')!;
    expect(link.origin + link.pathname).toBe('http://shop.localhost:3000/set-password');
    const [reset] = await gateway.db
      .select()
      .from(schema.appUserTokens)
      .where(eq(schema.appUserTokens.purpose, 'reset-password'));
    const minutes = (reset!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
    const set = await post('set-password', {
      token: link.searchParams.get('password_token')!,
      password: 'brand new pw',
    });
    expect(set.statusCode).toBe(200);
    // The old session ends with the reset; the new password works, the old one not.
    expect((await session(ann.cookie)).json()).toEqual({ user: null });
    expect(
      (await post('sign-in', { email: 'ann@example.com', password: 'correct horse' })).statusCode,
    ).toBe(401);
    expect(
      (await post('sign-in', { email: 'ann@example.com', password: 'brand new pw' })).statusCode,
    ).toBe(200);
  });

  it('retires the links, sessions and password of a user whose e-mail the owner changes, and e-mails the new address', async () => {
    const ann = await invitedUser('ann@example.com', 'read-write');
    await post('forgot-password', { email: 'ann@example.com' });
    const oldToken = linkTo('ann@example.com')!.searchParams.get('password_token')!;
    const changed = await gateway.app.inject({
      method: 'PUT',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId, userId: ann.id, name: 'Ann', email: 'ann.new@example.com' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await session(ann.cookie)).json()).toEqual({ user: null });
    const old = await post('set-password', { token: oldToken, password: 'hijacked pw' });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toMatchObject({ message: 'This link has expired or was already used.' });
    // The old password no longer opens the account under its new address.
    expect(
      (await post('sign-in', { email: 'ann.new@example.com', password: 'correct horse' }))
        .statusCode,
    ).toBe(401);
    const link = linkTo('ann.new@example.com')!;
    expect(link.origin + link.pathname).toBe('http://shop.localhost:3000/set-password');
    const set = await post('set-password', {
      token: link.searchParams.get('password_token')!,
      password: 'fresh password',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      user: { email: 'ann.new@example.com', permissions: 'read-write' },
    });
  });

  it('keeps the links and sessions of a user whose e-mail is unchanged', async () => {
    const ann = await invitedUser('ann@example.com');
    const sent = mails().length;
    const renamed = await gateway.app.inject({
      method: 'PUT',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId, userId: ann.id, name: 'Ann B', email: 'ANN@example.com' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(mails()).toHaveLength(sent);
    expect((await session(ann.cookie)).json()).toMatchObject({ user: { name: 'Ann B' } });
  });

  it("accepts an app user's cookie only on its own app's host", async () => {
    const ann = await invitedUser('ann@example.com');
    await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId: null,
      name: 'other',
      public: true,
    });
    expect((await session(ann.cookie)).json()).toMatchObject({
      user: { email: 'ann@example.com' },
    });
    expect((await session(ann.cookie, 'other.localhost:3000')).json()).toEqual({ user: null });
  });

  it('ends the session of a removed user on the next request', async () => {
    const ann = await invitedUser('ann@example.com');
    await gateway.app.inject({
      method: 'DELETE',
      url: '/api/mutipageapp_users',
      headers: { cookie: owner.cookie },
      payload: { appId, userId: ann.id },
    });
    expect((await session(ann.cookie)).json()).toEqual({ user: null });
  });
});
