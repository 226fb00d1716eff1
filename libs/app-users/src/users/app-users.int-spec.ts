import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { useTestGateway } from '@tessera/gateway/testing';
import {
  ConsoleMailAdapter,
  MAIL,
  schema,
  testDatabaseAdapters,
  type MailMessage,
} from '@tessera/platform';
import { createApp, createOwnerSession, type OwnerSession } from '@tessera/testing';
import { eq } from 'drizzle-orm';

jest.setTimeout(60_000);

type AppUser = {
  id: string;
  name: string;
  email: string;
  permissions: string;
  created_at: number;
};

describe.each(testDatabaseAdapters('app_users_popup'))(
  'Users popup API on %s',
  (_kind, options) => {
    const gateway = useTestGateway(options, { env: { BASE_URL: 'https://tessera.example' } });
    let owner: OwnerSession;
    let appId: string;
    // Over https the session cookie carries the __Host- prefix.
    const ownerSession = (options: Parameters<typeof createOwnerSession>[1] = {}) =>
      createOwnerSession(gateway.db, {
        cookieName: gateway.config.sessionCookies.owner,
        ...options,
      });

    beforeEach(async () => {
      owner = await ownerSession();
      appId = (
        await createApp(gateway.db, {
          workspaceId: owner.workspaceId,
          spreadsheetId: null,
          name: 'shop',
        })
      ).id;
    });

    const call = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
      headers: Record<string, string> = {},
      cookie = owner.cookie,
    ) =>
      gateway.app.inject({
        method,
        url,
        headers: { cookie, host: 'tessera.example', ...headers },
        ...(payload ? { payload } : {}),
      });
    const add = async (name: string, email: string, permissions?: string) => {
      const res = await call('POST', '/api/mutipageapp_users', { appId, name, email, permissions });
      expect(res.statusCode).toBe(201);
      return res.json<{ new_app_user: AppUser }>().new_app_user;
    };
    const list = async (id = appId) =>
      (await call('GET', `/api/mutipageapp_users/${id}`)).json<{ app_users: AppUser[] }>()
        .app_users;
    const mails = () => gateway.app.get<ConsoleMailAdapter>(MAIL).sentMessages();
    const lastMailTo = (email: string): MailMessage | undefined =>
      mails().findLast((mail) => mail.to === email);

    it('adds users trimmed and lowercased, Read unless read-write, and lists them oldest first', async () => {
      const ann = await add('  Ann  ', '  Ann@Example.COM ', 'read-write');
      expect(ann).toMatchObject({
        name: 'Ann',
        email: 'ann@example.com',
        permissions: 'read-write',
      });
      expect(Number.isInteger(ann.created_at)).toBe(true);
      expect(Math.abs(ann.created_at - Date.now() / 1000)).toBeLessThan(60);
      const bob = await add('Bob', 'bob@example.com', 'admin');
      expect(bob.permissions).toBe('read');
      const cat = await add('Cat', 'cat@example.com');
      expect(cat.permissions).toBe('read');
      // Same second or not, the order is the order they were added in.
      await gateway.db
        .update(schema.appUsers)
        .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
        .where(eq(schema.appUsers.id, cat.id));
      expect((await list()).map((user) => user.name)).toEqual(['Cat', 'Ann', 'Bob']);
      expect((await list())[0]!.created_at).toBe(1577836800);
    });

    it('refuses a second user with the same address in the app, whatever its case', async () => {
      await add('Ann', 'ann@example.com');
      const again = await call('POST', '/api/mutipageapp_users', {
        appId,
        name: 'Other Ann',
        email: ' ANN@example.com',
      });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ message: 'A user with this email already exists.' });
      const bob = await add('Bob', 'bob@example.com');
      const clash = await call('PUT', '/api/mutipageapp_users', {
        appId,
        userId: bob.id,
        name: 'Bob',
        email: 'ann@example.com',
      });
      expect(clash.statusCode).toBe(409);
      // Another app of the workspace may have the same address.
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        name: 'other',
      });
      const elsewhere = await call('POST', '/api/mutipageapp_users', {
        appId: other.id,
        name: 'Ann',
        email: 'ann@example.com',
      });
      expect(elsewhere.statusCode).toBe(201);
    });

    it('validates the form: both fields and a valid address', async () => {
      const blank = await call('POST', '/api/mutipageapp_users', {
        appId,
        name: ' ',
        email: 'a@b.co',
      });
      expect(blank.statusCode).toBe(400);
      expect(blank.json<{ message: string }>().message).toContain(
        'Please fill in both Name and Email.',
      );
      const bad = await call('POST', '/api/mutipageapp_users', { appId, name: 'A', email: 'nope' });
      expect(bad.statusCode).toBe(400);
    });

    it('edits and removes a user (DELETE with a JSON body)', async () => {
      const ann = await add('Ann', 'ann@example.com');
      const edited = await call('PUT', '/api/mutipageapp_users', {
        appId,
        userId: ann.id,
        name: ' Ann B ',
        email: 'ANNB@example.com',
        permissions: 'read-write',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toEqual({
        updated_user: {
          ...ann,
          name: 'Ann B',
          email: 'annb@example.com',
          permissions: 'read-write',
        },
      });
      const removed = await call('DELETE', '/api/mutipageapp_users', { appId, userId: ann.id });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ success: true });
      expect(await list()).toEqual([]);
      const again = await call('DELETE', '/api/mutipageapp_users', { appId, userId: ann.id });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ message: 'User not found.' });
    });

    it('keeps the permission when an edit leaves it out', async () => {
      const ann = await add('Ann', 'ann@example.com', 'read-write');
      const edited = await call('PUT', '/api/mutipageapp_users', {
        appId,
        userId: ann.id,
        name: 'Ann B',
        email: 'ann@example.com',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        updated_user: { name: 'Ann B', permissions: 'read-write' },
      });
      expect(await list()).toMatchObject([{ permissions: 'read-write' }]);
    });

    it("answers 'App not found.' for another workspace's app or user and leaks nothing", async () => {
      const ann = await add('Ann', 'ann@example.com');
      const stranger = await ownerSession();
      const as =
        (cookie: string) =>
        (
          method: 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: string,
          payload?: Record<string, unknown>,
        ) =>
          call(method, url, payload, {}, cookie);
      const theirs = as(stranger.cookie);
      const answers = [
        await theirs('GET', `/api/mutipageapp_users/${appId}`),
        await theirs('POST', '/api/mutipageapp_users', {
          appId,
          name: 'X',
          email: 'x@example.com',
        }),
        await theirs('PUT', '/api/mutipageapp_users', {
          appId,
          userId: ann.id,
          name: 'Hacked',
          email: 'hacked@example.com',
        }),
        await theirs('DELETE', '/api/mutipageapp_users', { appId, userId: ann.id }),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'App not found.' });
        expect(res.body).not.toContain('ann@example.com');
      }
      // Their own app cannot reach our user either.
      const theirApp = await createApp(gateway.db, {
        workspaceId: stranger.workspaceId,
        spreadsheetId: null,
        name: 'theirs',
      });
      const viaTheirApp = await theirs('PUT', '/api/mutipageapp_users', {
        appId: theirApp.id,
        userId: ann.id,
        name: 'Hacked',
        email: 'hacked@example.com',
      });
      expect(viaTheirApp.statusCode).toBe(404);
      expect(viaTheirApp.json()).toMatchObject({ message: 'User not found.' });
      expect(
        (await theirs('DELETE', '/api/mutipageapp_users', { appId: theirApp.id, userId: ann.id }))
          .statusCode,
      ).toBe(404);
      expect(await list()).toEqual([ann]);
      // Signed out: the routes need a session.
      const guest = await call('GET', `/api/mutipageapp_users/${appId}`, undefined, {}, '');
      expect(guest.statusCode).toBe(401);
    });

    it("lets an app-editor session manage only its own app's users", async () => {
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: null,
        name: 'other',
      });
      const editor = await ownerSession({
        workspaceId: owner.workspaceId,
        appId: other.id,
      });
      const onHost = (id: string) =>
        gateway.app.inject({
          method: 'GET',
          url: `/api/mutipageapp_users/${id}`,
          headers: { cookie: editor.cookie, host: 'other.tessera.example' },
        });
      expect((await onHost(other.id)).statusCode).toBe(200);
      const refused = await onHost(appId);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ message: 'App not found.' });
    });

    it('e-mails a new user a one-time link on the app host built from BASE_URL, whatever Host the request claims', async () => {
      const res = await call(
        'POST',
        '/api/mutipageapp_users',
        { appId, name: 'Ann', email: 'ann@example.com' },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      );
      expect(res.statusCode).toBe(201);
      const mail = lastMailTo('ann@example.com');
      expect(mail).toBeDefined();
      const links = mail!.text.match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      const link = new URL(links[0]!);
      expect(link.origin).toBe('https://shop.tessera.example');
      expect(link.pathname).toBe('/set-password');
      const token = link.searchParams.get('password_token')!;
      expect(token.length).toBeGreaterThan(30);
      expect(mail!.text).not.toContain('evil');
      // Only the token's hash is stored; it lasts 7 days.
      const [stored] = await gateway.db.select().from(schema.appUserTokens);
      expect(stored!.tokenHash).not.toContain(token);
      expect(stored!.purpose).toBe('set-password');
      const days = (stored!.expiresAt.getTime() - Date.now()) / (24 * 60 * 60 * 1000);
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThanOrEqual(7);
    });

    it('e-mails links with the host the config names even when the request forges its Host', async () => {
      const forged = await gateway.app.inject({
        method: 'POST',
        url: '/api/mutipageapp_users',
        headers: { cookie: owner.cookie, host: 'attacker.example' },
        payload: { appId, name: 'Bob', email: 'bob@example.com' },
      });
      // The dashboard session is valid on any host that is not an app's; the link is still ours.
      expect(forged.statusCode).toBe(201);
      const link = lastMailTo('bob@example.com')!.text.match(/https?:\/\/\S+/)![0];
      expect(new URL(link).origin).toBe('https://shop.tessera.example');
    });
  },
);
