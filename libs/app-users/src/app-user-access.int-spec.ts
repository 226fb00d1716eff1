import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { insertSpreadsheet } from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { hashPassword, schema, testDatabaseAdapters } from '@tessera/platform';
import {
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  eventually,
  type OwnerSession,
} from '@tessera/testing';
import { eq, isNull } from 'drizzle-orm';
import { sheetsSchema } from '@tessera/spreadsheets';
import { AppCacheVersions } from '@tessera/tenancy';

jest.setTimeout(120_000);

const SHOP = 'shop.localhost:3000';
const ACCESS_DENIED = 'This application is private and you do not have permission to access it.';
const READ_ONLY = 'You do not have permission to change this data.';
type Row = Record<string, string>;

describe.each(testDatabaseAdapters('app_user_access'))(
  'what app users and guests may do on %s',
  (_kind, options) => {
    const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
    let owner: OwnerSession;
    let spreadsheetId: string;
    let appId: string;
    let tableId: string;
    let passwordHash: string;

    beforeEach(async () => {
      passwordHash ??= await hashPassword('correct horse');
      owner = await createOwnerSession(gateway.db);
      spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId, [
        {
          title: 'Tasks',
          columns: ['Task', 'Owner', 'Status'],
          rows: [
            { Task: 'Write spec', Owner: 'ann@example.com', Status: 'Open' },
            { Task: 'Bench', Owner: 'bob@example.com', Status: 'Open' },
          ],
        },
      ]);
      appId = (
        await createApp(gateway.db, {
          workspaceId: owner.workspaceId,
          spreadsheetId,
          name: 'shop',
          public: true,
        })
      ).id;
      await privacy(appId, { public: true, signInMethod: 'Use password set by user' });
      const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId });
      tableId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: home,
        type: 'table',
        settings: { sheet_title: 'Tasks', axis: [{ column: 'Status', editable: 'Everyone' }] },
      });
      const login = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId,
        pageSlug: 'login',
      });
      await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: login,
        type: 'login',
        settings: {},
      });
    });

    // Accepted writes are applied in the background: let them finish before the tables are reset.
    afterEach(async () => {
      await eventually(async () => {
        const { outbox } = schema;
        const { sheetRowWrites } = sheetsSchema;
        expect(
          await gateway.db
            .select()
            .from(sheetRowWrites)
            .where(eq(sheetRowWrites.status, 'pending')),
        ).toEqual([]);
        expect(await gateway.db.select().from(outbox).where(isNull(outbox.publishedAt))).toEqual(
          [],
        );
      });
    });

    /** Changes the app's privacy in its table, and what was cached from it, as the app's save does. */
    async function privacy(id: string, values: { public: boolean; signInMethod: string }) {
      await gateway.db.update(schema.apps).set(values).where(eq(schema.apps.id, id));
      await gateway.app.get(AppCacheVersions, { strict: false }).bump(id);
    }
    /** A user of the app with a password, signed in on the app's host. */
    async function signedIn(email: string, permissions: 'read' | 'read-write', host = SHOP) {
      const [user] = await gateway.db
        .insert(schema.appUsers)
        .values({
          workspaceId: owner.workspaceId,
          appId,
          name: email.split('@')[0]!,
          email,
          permissions,
          passwordHash,
        })
        .returning();
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/app-auth/sign-in',
        headers: { host },
        payload: { email, password: 'correct horse' },
      });
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === 'tessera_app_user')!;
      return { id: user!.id, cookie: `tessera_app_user=${cookie.value}` };
    }
    const headers = (cookie?: string, host = SHOP) => ({ host, ...(cookie ? { cookie } : {}) });
    const read = (cookie?: string, host = SHOP, query = '') =>
      gateway.app.inject({
        method: 'GET',
        url: `/v3/api/page/sheet/Tasks?block_id=${tableId}${query}`,
        headers: headers(cookie, host),
      });
    const rows = async (cookie?: string) => (await read(cookie)).json<{ rows: Row[] }>().rows;
    const editStatus = async (cookie: string | undefined, status: string) => {
      const stored = await gateway.db.select().from(sheetsSchema.sheetRows);
      const rowId = stored.find((row) => row.values['Task'] === 'Bench')!.id;
      return gateway.app.inject({
        method: 'PATCH',
        url: `/v3/api/page/sheet/Tasks/rows/${rowId}`,
        headers: headers(cookie),
        payload: { block_id: tableId, values: { Status: status } },
      });
    };
    const pageStore = (cookie?: string, path = '/', host = SHOP) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/page/update-metadata?board=${encodeURIComponent(path)}`,
        headers: headers(cookie, host),
      });
    const setPermission = (userId: string, permissions: string) =>
      gateway.app.inject({
        method: 'PUT',
        url: '/api/mutipageapp_users',
        headers: { cookie: owner.cookie },
        payload: { appId, userId, name: 'Ann', email: 'ann@example.com', permissions },
      });

    it("refuses a Read user's cell edit and accepts a Read-Write user's", async () => {
      const reader = await signedIn('ann@example.com', 'read');
      const writer = await signedIn('bob@example.com', 'read-write');
      expect((await read(reader.cookie)).statusCode).toBe(200);
      const refused = await editStatus(reader.cookie, 'Done');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: READ_ONLY, code: 'readOnly' });
      const accepted = await editStatus(writer.cookie, 'Done');
      expect(accepted.statusCode).toBe(200);
      expect((await rows(writer.cookie)).find((row) => row['Task'] === 'Bench')).toMatchObject({
        Status: 'Done',
      });
    });

    it('refuses a write on the very next request after a downgrade to Read', async () => {
      const ann = await signedIn('ann@example.com', 'read-write');
      expect((await editStatus(ann.cookie, 'Doing')).statusCode).toBe(200);
      expect((await setPermission(ann.id, 'read')).statusCode).toBe(200);
      const refused = await editStatus(ann.cookie, 'Done');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ message: READ_ONLY });
      expect((await setPermission(ann.id, 'read-write')).statusCode).toBe(200);
      expect((await editStatus(ann.cookie, 'Done')).statusCode).toBe(200);
    });

    it('refuses a removed user on the very next request', async () => {
      const ann = await signedIn('ann@example.com', 'read-write');
      expect((await read(ann.cookie)).statusCode).toBe(200);
      const removed = await gateway.app.inject({
        method: 'DELETE',
        url: '/api/mutipageapp_users',
        headers: { cookie: owner.cookie },
        payload: { appId, userId: ann.id },
      });
      expect(removed.statusCode).toBe(200);
      expect((await read(ann.cookie)).statusCode).toBe(404);
      expect((await editStatus(ann.cookie, 'Done')).statusCode).toBe(404);
      expect((await pageStore(ann.cookie)).statusCode).toBe(401);
    });

    it('shows a guest of a password app only the sign-in pages, and tells where to sign in', async () => {
      const home = await pageStore();
      expect(home.statusCode).toBe(401);
      expect(home.json()).toMatchObject({ code: 'signInRequired', signInPath: '/login' });
      const login = await pageStore(undefined, '/login');
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({ page_slug: 'login', sheets: [], app_user: null });
      expect((await read()).statusCode).toBe(404);
      expect((await editStatus(undefined, 'Done')).statusCode).toBe(404);
      const bySlug = await gateway.app.inject({
        method: 'GET',
        url: '/api/page/login',
        headers: headers(),
      });
      expect(bySlug.statusCode).toBe(200);
      const ann = await signedIn('ann@example.com', 'read');
      const signedInHome = await pageStore(ann.cookie);
      expect(signedInHome.statusCode).toBe(200);
      expect(signedInHome.json()).toMatchObject({
        page_slug: '',
        app_user: { id: ann.id, name: 'ann', email: 'ann@example.com', permissions: 'read' },
      });
    });

    it('answers signInPath null when no page holds a login block', async () => {
      await gateway.db.delete(schema.blocks).where(eq(schema.blocks.type, 'login'));
      const home = await pageStore();
      expect(home.statusCode).toBe(401);
      expect(home.json()).toMatchObject({ code: 'signInRequired', signInPath: null });
    });

    it('denies anonymous visitors of a private app and lets its app users in', async () => {
      await privacy(appId, { public: false, signInMethod: 'No sign in' });
      const denied = await pageStore();
      expect(denied.statusCode).toBe(403);
      // Access Denied names the sign-in page, so a user who signed out can come back.
      expect(denied.json()).toMatchObject({
        message: ACCESS_DENIED,
        code: 'private',
        signInPath: '/login',
      });
      const unknown = await pageStore(undefined, '/nope');
      expect(unknown.statusCode).toBe(403);
      expect(unknown.json()).toMatchObject({ message: ACCESS_DENIED, signInPath: '/login' });
      const login = await pageStore(undefined, '/login');
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        page_slug: 'login',
        sheets: [],
        spreadsheet_url: '',
        app_user: null,
        pages: [{ page_slug: 'login' }],
      });
      const data = await read();
      expect(data.statusCode).toBe(404);
      expect(data.json()).toMatchObject({ message: 'Sheet not found.' });
      expect((await editStatus(undefined, 'Done')).statusCode).toBe(404);
      const ann = await signedIn('ann@example.com', 'read');
      expect((await pageStore(ann.cookie)).statusCode).toBe(200);
      expect((await read(ann.cookie)).statusCode).toBe(200);
      expect((await editStatus(ann.cookie, 'Done')).statusCode).toBe(403);
    });

    it('lets a user of a private app sign in again after signing out, but not open a register page', async () => {
      await privacy(appId, { public: false, signInMethod: 'No sign in' });
      const join = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId,
        pageSlug: 'join',
      });
      await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: join,
        type: 'register',
        settings: {},
      });
      const ann = await signedIn('ann@example.com', 'read');
      expect((await pageStore(ann.cookie)).statusCode).toBe(200);
      const out = await gateway.app.inject({
        method: 'POST',
        url: '/api/app-auth/sign-out',
        headers: headers(ann.cookie),
      });
      expect(out.statusCode).toBe(204);
      const home = await pageStore();
      expect(home.statusCode).toBe(403);
      expect(home.json()).toMatchObject({ message: ACCESS_DENIED, signInPath: '/login' });
      const login = await pageStore(undefined, '/login');
      expect(login.statusCode).toBe(200);
      expect(login.json()).toMatchObject({
        sign_in_pages: { login: '/login', register: null, forgot_password: null },
      });
      const register = await pageStore(undefined, '/join');
      expect(register.statusCode).toBe(403);
      expect(register.json()).toMatchObject({ message: ACCESS_DENIED, signInPath: '/login' });
      const bySlug = (slug: string) =>
        gateway.app.inject({ method: 'GET', url: `/api/page/${slug}`, headers: headers() });
      expect((await bySlug('login')).statusCode).toBe(200);
      expect((await bySlug('join')).statusCode).toBe(403);
      expect((await bySlug('nope')).json()).toMatchObject({ signInPath: '/login' });
      const listed = await gateway.app.inject({
        method: 'GET',
        url: `/api/pages/${appId}`,
        headers: headers(),
      });
      expect(listed.json<{ pages: { page_slug: string }[] }>().pages).toEqual([
        expect.objectContaining({ page_slug: 'login' }),
      ]);
      const again = await gateway.app.inject({
        method: 'POST',
        url: '/api/app-auth/sign-in',
        headers: { host: SHOP },
        payload: { email: 'ann@example.com', password: 'correct horse' },
      });
      expect(again.statusCode).toBe(200);
    });

    it('lists only the sign-in pages to a guest of a password app', async () => {
      const join = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId,
        pageSlug: 'join',
      });
      await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: join,
        type: 'register',
        settings: {},
      });
      const listed = await gateway.app.inject({
        method: 'GET',
        url: `/api/pages/${appId}`,
        headers: headers(),
      });
      expect(listed.statusCode).toBe(200);
      const slugs = listed.json<{ pages: { page_slug: string }[] }>().pages.map((p) => p.page_slug);
      expect(slugs.sort()).toEqual(['join', 'login']);
      const login = await pageStore(undefined, '/login');
      expect(
        login
          .json<{ pages: { page_slug: string }[] }>()
          .pages.map((p) => p.page_slug)
          .sort(),
      ).toEqual(['join', 'login']);
    });

    it("does not accept the dashboard's session cookie on an app host", async () => {
      await privacy(appId, { public: false, signInMethod: 'No sign in' });
      // The owner's own dashboard session: host-only, and refused on app hosts by the server too.
      expect((await pageStore(owner.cookie)).statusCode).toBe(403);
      expect((await read(owner.cookie)).statusCode).toBe(404);
      expect((await editStatus(owner.cookie, 'Done')).statusCode).toBe(404);
      const session = await gateway.app.inject({
        method: 'GET',
        url: '/api/app-auth/session',
        headers: headers(owner.cookie),
      });
      expect(session.json()).toEqual({ user: null });
    });

    it("refuses app A's user cookie on app B's host", async () => {
      const ann = await signedIn('ann@example.com', 'read-write');
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'other',
      });
      const otherHome = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: other.id,
      });
      const otherTable = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: otherHome,
        type: 'table',
        settings: { sheet_title: 'Tasks' },
      });
      const host = 'other.localhost:3000';
      const page = await pageStore(ann.cookie, '/', host);
      expect(page.statusCode).toBe(403);
      const data = await gateway.app.inject({
        method: 'GET',
        url: `/v3/api/page/sheet/Tasks?block_id=${otherTable}`,
        headers: headers(ann.cookie, host),
      });
      expect(data.statusCode).toBe(404);
      // A cookie value copied into a request for another app's host is the same refusal.
      expect((await pageStore(ann.cookie, '/', SHOP)).statusCode).toBe(200);
    });

    it('resolves "current user" to the app user\'s e-mail, never to one the visitor sends', async () => {
      const mine = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: (
          await gateway.db.select().from(schema.pages).where(eq(schema.pages.pageSlug, ''))
        )[0]!.id,
        type: 'table',
        settings: {
          sheet_title: 'Tasks',
          filters: [
            {
              name: 'mine',
              condition: '=',
              sheet_column: { sheet: 'Tasks', column: 'Owner' },
              value: 'current user',
            },
          ],
        },
      });
      await privacy(appId, { public: true, signInMethod: 'No sign in' });
      const bob = await signedInOpen('bob@example.com');
      const mineOf = async (cookie?: string, query = '') =>
        (
          await gateway.app.inject({
            method: 'GET',
            url: `/v3/api/page/sheet/Tasks?block_id=${mine}${query}`,
            headers: headers(cookie),
          })
        ).json<{ rows: Row[] }>().rows;
      expect(await mineOf(undefined, '&_email=bob%40example.com')).toEqual([]);
      expect((await mineOf(bob)).map((row) => row['Task'])).toEqual(['Bench']);
    });

    /** A user of an app without sign-in: the session is made as sign-in would make it. */
    async function signedInOpen(email: string): Promise<string> {
      await privacy(appId, { public: false, signInMethod: 'No sign in' });
      const { cookie } = await signedIn(email, 'read');
      await privacy(appId, { public: true, signInMethod: 'No sign in' });
      return cookie;
    }
  },
);
