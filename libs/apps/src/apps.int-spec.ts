import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  insertSpreadsheet,
  outboxEvents,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type App = { id: string; name: string; title: string; public: boolean; url: string };

describe.each(testDatabaseAdapters('apps_api'))('apps API on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });

  let owner: SignedIn;
  let spreadsheetId: string;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db);
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
  });

  const call = gateway.call;

  const createApp = async (name: string, who: SignedIn = owner, sheet = spreadsheetId) => {
    const res = await call(who.cookie, 'POST', '/api/apps', {
      title: 'Acme Shop',
      name,
      spreadsheetId: sheet,
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ app: App }>().app;
  };

  describe('POST /api/apps', () => {
    it('creates the app with a Home page framed by a header and a footer, in one go', async () => {
      const created = await createApp('shop');
      expect(created).toMatchObject({
        name: 'shop',
        title: 'Acme Shop',
        spreadsheetId,
        public: false,
        sign_in_method: 'No sign in',
        url: 'http://shop.localhost:3000',
      });

      const pages = await call(owner.cookie, 'GET', `/api/pages/${created.id}`);
      const [home] = pages.json<{ pages: { id: string }[] }>().pages;
      expect(pages.json()).toEqual({
        pages: [
          {
            id: expect.any(String),
            app_id: created.id,
            page_name: 'Home',
            page_slug: '',
            page_type: 'home',
            position: 0,
          },
        ],
      });

      const editor = await sessionCookie(gateway.db, owner.accountId, created.id);
      const metadata = await call(
        editor,
        'POST',
        '/api/page/update-metadata?board=/',
        undefined,
        'shop.localhost:3000',
      );
      const { blocks } = metadata.json<{
        blocks: { type: string; settings: Record<string, unknown> }[];
      }>();
      expect(blocks.map((block) => block.type)).toEqual(['header', 'footer']);
      expect(blocks[0]!.settings).toMatchObject({
        HeaderTitle: 'Acme Shop',
        navigationItems: [{ name: 'Home', linkType: 'page', pageId: home!.id, pageSlug: '' }],
      });
      expect(blocks[1]!.settings).toMatchObject({
        copyrightText: `© ${new Date().getFullYear()} Acme Shop`,
      });
      expect(await outboxEvents(gateway.db)).toContainEqual({
        name: 'app.saved',
        payload: {
          workspaceId: owner.workspaceId,
          appId: created.id,
          name: 'shop',
          previousNames: [],
          spreadsheetId,
          version: expect.any(Number),
        },
      });
    });

    it.each(['www', 'admin', 'api', 'dashboard', 'app', 'mail', 'static', 'assets', 'docs'])(
      'refuses the reserved name %s',
      async (name) => {
        const res = await call(owner.cookie, 'POST', '/api/apps', {
          title: 'X',
          name,
          spreadsheetId,
        });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: 'This app name is reserved.' });
      },
    );

    it('refuses a name taken by any workspace, and changes nothing', async () => {
      const other = await signedInOwner(gateway.db);
      await createApp('shop', other, await insertSpreadsheet(gateway.db, other.workspaceId));
      const res = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'Mine',
        name: 'Shop',
        spreadsheetId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This app name is already taken.' });
      expect((await call(owner.cookie, 'GET', '/api/apps')).json()).toEqual({ apps: [] });
    });

    it('says why a name is not a valid subdomain', async () => {
      const res = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'X',
        name: 'my shop',
        spreadsheetId,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Use lowercase letters, digits and hyphens (a valid subdomain).',
      });
    });

    it("refuses another workspace's spreadsheet", async () => {
      const other = await signedInOwner(gateway.db);
      const foreign = await insertSpreadsheet(gateway.db, other.workspaceId);
      const res = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'X',
        name: 'shop',
        spreadsheetId: foreign,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Spreadsheet not found.' });
    });
  });

  describe('reading, changing and deleting apps', () => {
    it('lists and reads only the workspace’s apps; others get 404', async () => {
      const created = await createApp('shop');
      const other = await signedInOwner(gateway.db);
      expect((await call(owner.cookie, 'GET', '/api/apps')).json()).toMatchObject({
        apps: [{ id: created.id, name: 'shop' }],
      });
      expect((await call(other.cookie, 'GET', '/api/apps')).json()).toEqual({ apps: [] });
      expect((await call(owner.cookie, 'GET', `/api/apps/${created.id}`)).json()).toMatchObject({
        app: { id: created.id, url: 'http://shop.localhost:3000' },
      });
      for (const [method, url, payload] of [
        ['GET', `/api/apps/${created.id}`, undefined],
        ['PATCH', `/api/apps/${created.id}/settings`, { title: 'Hacked' }],
        ['DELETE', `/api/apps/${created.id}`, undefined],
      ] as const) {
        const res = await call(other.cookie, method, url, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'App not found.' });
      }
    });

    it('changes the title, visibility and settings, keeping the settings not sent', async () => {
      const created = await createApp('shop');
      await call(owner.cookie, 'PATCH', `/api/apps/${created.id}/settings`, {
        settings: { nav_background: '#111111', page_background: '#fafafa' },
      });
      const res = await call(owner.cookie, 'PATCH', `/api/apps/${created.id}/settings`, {
        title: 'Acme Store',
        public: true,
        settings: { nav_background: '#222222' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        app: {
          title: 'Acme Store',
          public: true,
          settings: { nav_background: '#222222', page_background: '#fafafa' },
        },
      });
      const saves = (await outboxEvents(gateway.db)).filter((e) => e.name === 'app.saved');
      expect(saves).toHaveLength(3);
    });

    it('stores the title sanitised and refuses settings that are not a theme colour or known', async () => {
      const created = await createApp('shop');
      const titled = await call(owner.cookie, 'PATCH', `/api/apps/${created.id}/settings`, {
        title: 'Acme <img src=x onerror=alert(1)>',
      });
      expect(titled.json()).toMatchObject({ app: { title: 'Acme ' } });
      for (const settings of [
        { nav_background: 'red;background:url(https://evil.example/t)' },
        { page_background: '<img src=x onerror=alert(1)>' },
        { logo: 'javascript:alert(1)' },
      ]) {
        const res = await call(owner.cookie, 'PATCH', `/api/apps/${created.id}/settings`, {
          settings,
        });
        expect(res.statusCode).toBe(400);
      }
      const app = await call(owner.cookie, 'GET', `/api/apps/${created.id}`);
      expect(app.json<{ app: { settings: object } }>().app.settings).toEqual({});
    });

    it('deletes the app and records it', async () => {
      const created = await createApp('shop');
      const res = await call(owner.cookie, 'DELETE', `/api/apps/${created.id}`);
      expect(res.statusCode).toBe(204);
      expect((await call(owner.cookie, 'GET', `/api/apps/${created.id}`)).statusCode).toBe(404);
      expect(await outboxEvents(gateway.db)).toContainEqual({
        name: 'app.deleted',
        payload: { workspaceId: owner.workspaceId, appId: created.id, name: 'shop' },
      });
    });

    it('keeps an app-editor session to its own app', async () => {
      const shop = await createApp('shop');
      const journal = await createApp('journal');
      const editor = await sessionCookie(gateway.db, owner.accountId, shop.id);
      const onShop = 'shop.localhost:3000';
      expect((await call(editor, 'GET', '/api/apps', undefined, onShop)).json()).toMatchObject({
        apps: [{ id: shop.id }],
      });
      expect(
        (await call(editor, 'GET', `/api/apps/${shop.id}`, undefined, onShop)).statusCode,
      ).toBe(200);
      expect(
        (await call(editor, 'GET', `/api/apps/${journal.id}`, undefined, onShop)).statusCode,
      ).toBe(404);
      const create = await call(
        editor,
        'POST',
        '/api/apps',
        { title: 'X', name: 'news', spreadsheetId },
        onShop,
      );
      expect(create.statusCode).toBe(403);
    });
  });

  describe('POST /api/apps/:appId/duplicate', () => {
    type Page = { id: string; page_name: string; page_slug: string };
    const pagesOf = async (appId: string) =>
      (await call(owner.cookie, 'GET', `/api/pages/${appId}`)).json<{ pages: Page[] }>().pages;
    const headerOf = async (app: App) => {
      const editor = await sessionCookie(gateway.db, owner.accountId, app.id);
      const res = await call(
        editor,
        'POST',
        '/api/page/update-metadata?board=/',
        undefined,
        `${app.name}.localhost:3000`,
      );
      return res.json<{ blocks: { settings: Record<string, unknown> }[] }>().blocks[0]!.settings;
    };

    it('copies the app with its pages and blocks, private, its links on its own pages', async () => {
      const shop = await createApp('shop');
      await call(owner.cookie, 'POST', '/api/pages', {
        appId: shop.id,
        page_name: 'Product',
        page_slug: 'product',
      });
      await call(owner.cookie, 'PATCH', `/api/apps/${shop.id}/settings`, { public: true });

      const res = await call(owner.cookie, 'POST', `/api/apps/${shop.id}/duplicate`);
      expect(res.statusCode).toBe(201);
      const copy = res.json<{ app: App & { spreadsheetId: string } }>().app;
      expect(copy).toMatchObject({ title: 'Copy of Acme Shop', public: false, spreadsheetId });
      expect(copy.name).toMatch(/^copy-of-acme-shop-[a-f0-9]{6}$/);

      const pages = await pagesOf(copy.id);
      expect(pages.map((page) => page.page_name)).toEqual(['Home', 'Product']);
      const originalIds = (await pagesOf(shop.id)).map((page) => page.id);
      expect(pages.some((page) => originalIds.includes(page.id))).toBe(false);
      const links = (await headerOf(copy))['navigationItems'] as { pageId: string }[];
      expect(links.map((link) => link.pageId)).toEqual(pages.map((page) => page.id));
    });

    it('answers 404 for another workspace’s app and 403 to an app-editor session', async () => {
      const shop = await createApp('shop');
      const other = await signedInOwner(gateway.db);
      const stranger = await call(other.cookie, 'POST', `/api/apps/${shop.id}/duplicate`);
      expect(stranger.statusCode).toBe(404);
      const editor = await sessionCookie(gateway.db, owner.accountId, shop.id);
      const fromEditor = await call(
        editor,
        'POST',
        `/api/apps/${shop.id}/duplicate`,
        undefined,
        'shop.localhost:3000',
      );
      expect(fromEditor.statusCode).toBe(403);
      expect(
        (await call(owner.cookie, 'GET', '/api/apps')).json<{ apps: App[] }>().apps,
      ).toHaveLength(1);
    });
  });

  describe('POST /api/app/app-info', () => {
    it('gives anyone the id of an app by its name', async () => {
      const created = await createApp('shop');
      const res = await call(null, 'POST', '/api/app/app-info', { appName: 'shop' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ app: { id: created.id, name: 'shop' } });
    });

    it('answers 404 for an unknown app', async () => {
      const res = await call(null, 'POST', '/api/app/app-info', { appName: 'nope' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Unable to get app information' });
    });
  });
});
