import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  insertSpreadsheet,
  outboxEvents,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { schema, testDatabaseAdapters } from '@tessera/platform';
import { eventually } from '@tessera/testing';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type App = {
  id: string;
  name: string;
  public: boolean;
  sign_in_method: string;
  publishUrl: string;
  settings: Record<string, unknown>;
  url: string;
};

/**
 * Names differ from test to test: the tenant routes cache lives as long as the gateway, while the
 * database is emptied between tests without the events that would clear it.
 */
let run = 0;

describe.each(testDatabaseAdapters('app_privacy'))('app privacy API on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });

  let owner: SignedIn;
  let spreadsheetId: string;
  let shop: string;
  beforeEach(async () => {
    run += 1;
    shop = `shop${run}`;
    owner = await signedInOwner(gateway.db);
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
  });

  const call = gateway.call;

  const createApp = async (name: string, who: SignedIn = owner) => {
    const sheet =
      who === owner ? spreadsheetId : await insertSpreadsheet(gateway.db, who.workspaceId);
    const res = await call(who.cookie, 'POST', '/api/apps', {
      title: 'Acme Shop',
      name,
      spreadsheetId: sheet,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ app: App }>().app;
  };

  const savePrivacy = (app: { id: string }, body: Record<string, unknown>, who = owner) =>
    call(who.cookie, 'PUT', `/api/apps/${app.id}`, body);

  const appInfo = (appName: string) => call(null, 'POST', '/api/app/app-info', { appName });

  describe('PUT /api/apps/:appId', () => {
    it('gives a password app Sign in and Forgot password pages once, and the page store names them', async () => {
      const app = await createApp(shop);
      const body = { public: true, sign_in_method: 'Use password set by user' };
      expect((await savePrivacy(app, body)).statusCode).toBe(200);
      expect((await savePrivacy(app, body)).statusCode).toBe(200);

      const pages = await call(owner.cookie, 'GET', `/api/pages/${app.id}`);
      expect(
        pages.json<{ pages: { page_name: string; page_slug: string }[] }>().pages,
      ).toMatchObject([
        { page_name: 'Home', page_slug: '' },
        { page_name: 'Sign in', page_slug: 'sign-in' },
        { page_name: 'Forgot password', page_slug: 'forgot-password' },
      ]);
      // A guest of the app may open the sign-in page, which holds the login block in its frame.
      const signIn = await call(
        null,
        'POST',
        '/api/page/update-metadata?board=/sign-in',
        undefined,
        `${shop}.localhost:3000`,
      );
      expect(signIn.statusCode).toBe(200);
      const store = signIn.json<{ blocks: { type: string }[]; sign_in_pages: unknown }>();
      expect(store.blocks.map((block) => block.type)).toEqual(['header', 'login', 'footer']);
      expect(store.sign_in_pages).toEqual({
        login: '/sign-in',
        register: null,
        forgot_password: '/forgot-password',
      });
      // The home page is for app users: the guest is told where to sign in.
      const home = await call(
        null,
        'POST',
        '/api/page/update-metadata?board=/',
        undefined,
        `${shop}.localhost:3000`,
      );
      expect(home.statusCode).toBe(401);
      expect(home.json()).toMatchObject({ signInPath: '/sign-in' });
      // A guest's list names only the ways in.
      const listed = await call(null, 'GET', `/api/pages/${app.id}`);
      expect(
        listed.json<{ pages: { page_slug: string }[] }>().pages.map((page) => page.page_slug),
      ).toEqual(['sign-in', 'forgot-password']);
    });

    it('gives a private app Sign in and Forgot password pages: a guest may open only those, and Access Denied elsewhere names the sign-in page', async () => {
      const app = await createApp(shop);
      expect((await savePrivacy(app, { public: false })).statusCode).toBe(200);
      const host = `${shop}.localhost:3000`;
      const metadata = (path: string) =>
        call(null, 'POST', `/api/page/update-metadata?board=${path}`, undefined, host);
      const signIn = await metadata('/sign-in');
      expect(signIn.statusCode).toBe(200);
      const store = signIn.json<{
        blocks: { type: string }[];
        pages: { page_slug: string }[];
        sheets: unknown[];
        spreadsheet_url: string;
      }>();
      expect(store.blocks.map((block) => block.type)).toEqual(['header', 'login', 'footer']);
      expect(store.pages.map((page) => page.page_slug)).toEqual(['sign-in', 'forgot-password']);
      expect(store).toMatchObject({ sheets: [], spreadsheet_url: '' });
      expect((await metadata('/forgot-password')).statusCode).toBe(200);
      for (const path of ['/', '/nope']) {
        const denied = await metadata(path);
        expect(denied.statusCode).toBe(403);
        expect(denied.json()).toMatchObject({
          code: 'private',
          message: 'This application is private and you do not have permission to access it.',
          signInPath: '/sign-in',
        });
      }
      const owners = await call(owner.cookie, 'GET', `/api/pages/${app.id}`);
      expect(owners.json<{ pages: unknown[] }>().pages).toHaveLength(3);
    });

    it('saves public and the sign-in method, and GET reads them back', async () => {
      const app = await createApp(shop);
      expect(app).toMatchObject({ public: false, sign_in_method: 'No sign in', publishUrl: shop });

      const res = await savePrivacy(app, {
        public: true,
        publishUrl: shop,
        sign_in_method: 'Use password set by user',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        app: { public: true, sign_in_method: 'Use password set by user', publishUrl: shop },
      });

      const read = await call(owner.cookie, 'GET', `/api/apps/${app.id}`);
      expect(read.json()).toMatchObject({
        app: {
          id: app.id,
          public: true,
          sign_in_method: 'Use password set by user',
          publishUrl: shop,
        },
      });

      // Made private again (the dialog's auto-save sends only `public`): the rest is kept.
      await savePrivacy(app, { public: false });
      expect((await call(owner.cookie, 'GET', `/api/apps/${app.id}`)).json()).toMatchObject({
        app: { public: false, sign_in_method: 'Use password set by user', publishUrl: shop },
      });
      const saves = (await outboxEvents(gateway.db)).filter((e) => e.name === 'app.saved');
      expect(saves).toHaveLength(3);
    });

    it('refuses a sign-in method that is not one of the two', async () => {
      const app = await createApp(shop);
      const res = await savePrivacy(app, { public: true, sign_in_method: 'Magic link' });
      expect(res.statusCode).toBe(400);
    });

    it('renames the app and keeps its old name leading to it', async () => {
      const app = await createApp(shop);
      const renamed = `${shop}-store`;
      const res = await savePrivacy(app, { public: true, publishUrl: renamed.toUpperCase() });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        app: { name: renamed, publishUrl: renamed, url: `http://${renamed}.localhost:3000` },
      });
      // The tenancy service learns the new name and the old one from the event alone.
      expect(await outboxEvents(gateway.db)).toContainEqual({
        name: 'app.saved',
        payload: {
          workspaceId: owner.workspaceId,
          appId: app.id,
          name: renamed,
          previousNames: [shop],
          spreadsheetId: expect.any(String),
          version: expect.any(Number),
        },
      });
      const aliases = await gateway.db.select().from(schema.appNameAliases);
      expect(aliases).toMatchObject([{ name: shop, appId: app.id }]);

      // A visitor on an old link still finds the app, under its new name.
      await eventually(async () => {
        const info = await appInfo(shop);
        expect(info.statusCode).toBe(200);
        expect(info.json()).toEqual({ app: { id: app.id, name: renamed } });
      });
      expect((await appInfo(renamed)).json()).toEqual({ app: { id: app.id, name: renamed } });

      // Renaming back takes the alias back, and leaves the other name as one.
      const back = await savePrivacy(app, { public: true, publishUrl: shop });
      expect(back.json()).toMatchObject({ app: { name: shop } });
      const after = await gateway.db.select().from(schema.appNameAliases);
      expect(after).toMatchObject([{ name: renamed, appId: app.id }]);
    });

    it('refuses reserved names with the spec’s message', async () => {
      const app = await createApp(shop);
      for (const name of ['www', 'api', 'dashboard', 'login', 'billing', 'marketplace', 'ns1']) {
        const res = await savePrivacy(app, { public: true, publishUrl: name });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: 'This app name is reserved.' });
      }
      expect(await gateway.db.select().from(schema.appNameAliases)).toEqual([]);
    });

    it("refuses another app's name or old name, in any workspace, and changes nothing", async () => {
      const other = await signedInOwner(gateway.db);
      const theirs = await createApp(`${shop}-theirs`, other);
      await savePrivacy(theirs, { public: true, publishUrl: `${shop}-renamed` }, other);
      const mine = await createApp(shop);

      for (const name of [`${shop}-renamed`, `${shop}-theirs`]) {
        const res = await savePrivacy(mine, { public: true, publishUrl: name });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: 'This app name is already taken.' });
      }
      expect((await call(owner.cookie, 'GET', `/api/apps/${mine.id}`)).json()).toMatchObject({
        app: { name: shop, public: false },
      });

      // Creating an app under another app's old name is refused the same way.
      const create = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'X',
        name: `${shop}-theirs`,
        spreadsheetId,
      });
      expect(create.statusCode).toBe(409);
      expect(create.json()).toMatchObject({ message: 'This app name is already taken.' });
    });

    it('refuses a Publish URL that is not a valid subdomain', async () => {
      const app = await createApp(shop);
      for (const publishUrl of ['my shop', '-shop', 'shop.example', '1234', 'a'.repeat(64)]) {
        const res = await savePrivacy(app, { public: true, publishUrl });
        expect(res.statusCode).toBe(400);
      }
      expect((await call(owner.cookie, 'GET', `/api/apps/${app.id}`)).json()).toMatchObject({
        app: { name: shop },
      });
    });

    it("answers 404 for another workspace's app, and an app-editor session's other apps", async () => {
      const app = await createApp(shop);
      const journal = await createApp(`${shop}-journal`);
      const other = await signedInOwner(gateway.db);
      expect((await call(other.cookie, 'GET', `/api/apps/${app.id}`)).statusCode).toBe(404);
      const save = await savePrivacy(app, { public: true, publishUrl: 'stolen' }, other);
      expect(save.statusCode).toBe(404);
      expect(save.json()).toMatchObject({ message: 'App not found.' });
      const editor = await sessionCookie(gateway.db, owner.accountId, app.id);
      const onShop = `${shop}.localhost:3000`;
      const put = (id: string) => call(editor, 'PUT', `/api/apps/${id}`, { public: true }, onShop);
      expect((await put(journal.id)).statusCode).toBe(404);
      expect((await put(app.id)).statusCode).toBe(200);
      expect((await call(owner.cookie, 'GET', `/api/apps/${app.id}`)).json()).toMatchObject({
        app: { name: shop, public: true },
      });
    });
  });

  describe('PATCH /api/apps/:appId/settings embed_origins', () => {
    it('keeps only valid, distinct origins', async () => {
      const app = await createApp(shop);
      const res = await call(owner.cookie, 'PATCH', `/api/apps/${app.id}/settings`, {
        settings: {
          embed_origins: [
            'https://Site.example/page',
            'https://site.example',
            'javascript:alert(1)',
            "https://a.example; script-src 'unsafe-inline'",
            42,
          ],
          nav_background: '#111111',
        },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ app: App }>().app.settings).toEqual({
        embed_origins: ['https://site.example'],
        nav_background: '#111111',
      });
    });

    it('refuses a value that is not a list', async () => {
      const app = await createApp(shop);
      for (const embed_origins of ['https://site.example', null, { a: 1 }]) {
        const res = await call(owner.cookie, 'PATCH', `/api/apps/${app.id}/settings`, {
          settings: { embed_origins },
        });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'The sites allowed to embed the app must be a list of web addresses.',
        });
      }
    });
  });
});
