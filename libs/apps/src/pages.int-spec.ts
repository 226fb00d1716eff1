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

const ACCESS_DENIED = 'This application is private and you do not have permission to access it.';
const SHOP_HOST = 'shop.localhost:3000';

type Page = {
  id: string;
  page_name: string;
  page_slug: string;
  page_type: string;
  position: number;
};
type Block = { id: string; type: string; settings: Record<string, unknown> };

const navigationNames = (header: Block) =>
  (header.settings['navigationItems'] as { name: string }[]).map((item) => item.name);

describe.each(testDatabaseAdapters('pages_api'))('pages API on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });

  let owner: SignedIn;
  let spreadsheetId: string;
  let appId: string;
  /** The owner's app-editor session, valid on the shop's own host. */
  let editorCookie: string;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db, 'maker@example.com');
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId, [
      { title: 'Products', columns: ['Name', 'Stock'], rows: [{ Name: 'Chair', Stock: '4' }] },
    ]);
    const res = await call(owner.cookie, 'POST', '/api/apps', {
      title: 'Acme Shop',
      name: 'shop',
      spreadsheetId,
    });
    appId = res.json<{ app: { id: string } }>().app.id;
    editorCookie = await sessionCookie(gateway.db, owner.accountId, appId);
  });

  const call = gateway.call;

  const pages = async (cookie: string | null = owner.cookie) =>
    (await call(cookie, 'GET', `/api/pages/${appId}`)).json<{ pages: Page[] }>().pages;
  const addPage = async (page_name: string, page_slug: string) => {
    const res = await call(owner.cookie, 'POST', '/api/pages', { appId, page_name, page_slug });
    expect(res.statusCode).toBe(201);
    return res.json<{ page: Page }>().page;
  };
  const metadata = (path: string | null, cookie: string | null = null, host = SHOP_HOST) =>
    call(
      cookie,
      'POST',
      path === null
        ? '/api/page/update-metadata'
        : `/api/page/update-metadata?board=${encodeURIComponent(path)}&referer=x`,
      undefined,
      host,
    );
  const frameOf = async (path: string) => {
    const { blocks } = (await metadata(path, editorCookie)).json<{ blocks: Block[] }>();
    return { header: blocks.find((b) => b.type === 'header')!, footer: blocks.at(-1)! };
  };
  const saveBlock = async (block: Block, changes: Record<string, unknown>) => {
    const res = await call(owner.cookie, 'PUT', `/api/blocks/${block.id}`, {
      settings: { ...block.settings, ...changes },
    });
    expect(res.statusCode).toBe(200);
  };
  const makePublic = () =>
    call(owner.cookie, 'PATCH', `/api/apps/${appId}/settings`, { public: true });

  describe('GET /api/pages/:appId', () => {
    it('lists a private app’s pages to its owner only (a guest gets only its sign-in pages)', async () => {
      expect(await pages()).toHaveLength(1);
      const stranger = await signedInOwner(gateway.db);
      for (const cookie of [null, stranger.cookie]) {
        const res = await call(cookie, 'GET', `/api/pages/${appId}`);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ pages: [] });
      }
    });

    it('lists a public app’s pages to anyone', async () => {
      await makePublic();
      expect((await pages(null)).map((page) => page.page_type)).toEqual(['home']);
    });

    it('answers 404 for an unknown app', async () => {
      expect((await call(owner.cookie, 'GET', '/api/pages/nope')).statusCode).toBe(404);
    });
  });

  describe('POST /api/pages', () => {
    it('adds a page at the end with copies of the header and footer, and records it', async () => {
      const product = await addPage('Product', 'product');
      expect(product).toMatchObject({
        page_name: 'Product',
        page_slug: 'product',
        page_type: 'page',
        position: 1,
      });
      const res = await metadata('/product', editorCookie);
      const { blocks } = res.json<{ blocks: Block[] }>();
      expect(blocks.map((block) => block.type)).toEqual(['header', 'footer']);
      expect(blocks[0]!.settings).toMatchObject({ HeaderTitle: 'Acme Shop' });
      // The new page changes the app's content (its creation was its app.saved).
      const changes = (await outboxEvents(gateway.db)).filter((e) => e.name === 'app.changed');
      expect(changes).toHaveLength(1);
    });

    it('adds the new page to the navigation of every page', async () => {
      const product = await addPage('Product', 'product');
      await addPage('Order', 'order');
      for (const path of ['/', '/product', '/order']) {
        const header = (await metadata(path, editorCookie)).json<{ blocks: Block[] }>().blocks[0]!;
        expect(navigationNames(header)).toEqual(['Home', 'Product', 'Order']);
        expect(header.settings['navigationItems']).toContainEqual(
          expect.objectContaining({ linkType: 'page', pageId: product.id, pageSlug: 'product' }),
        );
      }
    });

    it('refuses a URL the app already has', async () => {
      await addPage('Product', 'product');
      const res = await call(owner.cookie, 'POST', '/api/pages', {
        appId,
        page_name: 'Other',
        page_slug: 'Product',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'A page with this URL already exists.' });
      expect(await pages()).toHaveLength(2);
    });

    it('says what is wrong with the name or URL', async () => {
      const res = await call(owner.cookie, 'POST', '/api/pages', {
        appId,
        page_name: 'Bad',
        page_slug: 'two words',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Use lowercase letters, digits and single hyphens.',
      });
    });

    it("answers 404 for another workspace's app", async () => {
      const stranger = await signedInOwner(gateway.db);
      const res = await call(stranger.cookie, 'POST', '/api/pages', {
        appId,
        page_name: 'Mine',
        page_slug: 'mine',
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('PUT and DELETE /api/pages/:id', () => {
    it('renames a page and moves it, header links following', async () => {
      const product = await addPage('Product', 'product');
      const [home] = await pages();
      const homeBlocks = (await metadata('/', editorCookie)).json<{ blocks: Block[] }>().blocks;
      const header = homeBlocks[0]!;
      // A second link to the page, named by the owner: it keeps its name when the page is renamed.
      const navigationItems = [
        ...(header.settings['navigationItems'] as object[]),
        { name: 'Shop now', linkType: 'page', pageId: product.id, pageSlug: 'product' },
      ];
      const edited = await call(owner.cookie, 'PUT', `/api/blocks/${header.id}`, {
        settings: { ...header.settings, navigationItems },
      });
      expect(edited.statusCode).toBe(200);

      const res = await call(owner.cookie, 'PUT', `/api/pages/${product.id}`, {
        page_name: 'Our products',
        page_slug: 'products',
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        page: { page_name: 'Our products', page_slug: 'products' },
      });
      for (const path of ['/', '/products']) {
        const after = (await metadata(path, editorCookie)).json<{ blocks: Block[] }>().blocks[0]!;
        expect(after.settings['navigationItems']).toEqual([
          expect.objectContaining({ name: 'Home', pageId: home!.id, pageSlug: '' }),
          expect.objectContaining({
            name: 'Our products',
            pageId: product.id,
            pageSlug: 'products',
          }),
          expect.objectContaining({ name: 'Shop now', pageId: product.id, pageSlug: 'products' }),
        ]);
      }

      await call(owner.cookie, 'DELETE', `/api/pages/${product.id}`);
      const cleaned = (await metadata('/', editorCookie)).json<{ blocks: Block[] }>().blocks[0]!;
      expect(cleaned.settings['navigationItems']).toEqual([
        expect.objectContaining({ pageId: home!.id }),
      ]);
    });

    it('refuses a URL another page has', async () => {
      await addPage('Product', 'product');
      const order = await addPage('Order', 'order');
      const res = await call(owner.cookie, 'PUT', `/api/pages/${order.id}`, {
        page_slug: 'product',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'A page with this URL already exists.' });
    });

    it('keeps the home page at the root and undeletable', async () => {
      const [home] = await pages();
      const renamed = await call(owner.cookie, 'PUT', `/api/pages/${home!.id}`, {
        page_name: 'Start',
      });
      expect(renamed.json()).toMatchObject({ page: { page_name: 'Start', page_slug: '' } });
      const moved = await call(owner.cookie, 'PUT', `/api/pages/${home!.id}`, {
        page_slug: 'start',
      });
      expect(moved.statusCode).toBe(409);
      const deleted = await call(owner.cookie, 'DELETE', `/api/pages/${home!.id}`);
      expect(deleted.statusCode).toBe(409);
      expect(deleted.json()).toMatchObject({ message: 'The home page cannot be deleted.' });
      expect(await pages()).toHaveLength(1);
    });

    it('deletes a page', async () => {
      const product = await addPage('Product', 'product');
      expect((await call(owner.cookie, 'DELETE', `/api/pages/${product.id}`)).statusCode).toBe(204);
      expect((await pages()).map((page) => page.page_slug)).toEqual(['']);
    });

    it("answers 404 for another workspace's page", async () => {
      const product = await addPage('Product', 'product');
      const stranger = await signedInOwner(gateway.db);
      const renamed = await call(stranger.cookie, 'PUT', `/api/pages/${product.id}`, {
        page_name: 'X',
      });
      expect(renamed.statusCode).toBe(404);
      expect((await call(stranger.cookie, 'DELETE', `/api/pages/${product.id}`)).statusCode).toBe(
        404,
      );
    });
  });

  describe('the app-wide header and footer', () => {
    it('saves an app-wide header or footer on every page that shares it', async () => {
      await addPage('Product', 'product');
      await addPage('Order', 'order');
      const product = await frameOf('/product');
      expect(product.header.settings).toMatchObject({ app_wide: true });
      await saveBlock(product.header, { HeaderTitle: 'Acme' });
      await saveBlock(product.footer, { copyrightText: '© Acme' });
      for (const path of ['/', '/product', '/order']) {
        const { header, footer } = await frameOf(path);
        expect(header.settings).toMatchObject({ HeaderTitle: 'Acme', app_wide: true });
        expect(footer.settings).toMatchObject({ copyrightText: '© Acme' });
      }
      // One change of the app, recorded once with the header's save.
      const changes = (await outboxEvents(gateway.db)).filter((e) => e.name === 'app.changed');
      expect(changes).toHaveLength(4);
    });

    it('keeps a page’s own header, and gives it back to the app when shared again', async () => {
      await addPage('Product', 'product');
      await addPage('Order', 'order');
      const own = (await frameOf('/order')).header;
      await saveBlock(own, { HeaderTitle: 'Checkout', app_wide: false });
      await saveBlock((await frameOf('/')).header, { HeaderTitle: 'Acme' });
      expect((await frameOf('/order')).header.settings).toMatchObject({
        HeaderTitle: 'Checkout',
        app_wide: false,
      });
      expect((await frameOf('/product')).header.settings).toMatchObject({ HeaderTitle: 'Acme' });

      // A page added now copies the shared header, not a page's own.
      await addPage('About', 'about');
      expect((await frameOf('/about')).header.settings).toMatchObject({ HeaderTitle: 'Acme' });

      // Shared again, the page's header becomes the app's.
      await saveBlock((await frameOf('/order')).header, { app_wide: true });
      expect((await frameOf('/')).header.settings).toMatchObject({ HeaderTitle: 'Checkout' });
    });

    it('keeps what the owner set on a header added to a page, as the page’s own', async () => {
      const product = await addPage('Product', 'product');
      await saveBlock((await frameOf('/')).header, { HeaderTitle: 'Acme' });
      await call(owner.cookie, 'DELETE', `/api/blocks/${(await frameOf('/product')).header.id}`);
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        pageId: product.id,
        type: 'header',
        settings: { HeaderTitle: 'Products' },
      });
      expect(res.statusCode).toBe(201);
      const added = res.json<{ block: Block }>().block;
      expect(added.settings).toMatchObject({ HeaderTitle: 'Products', app_wide: false });
      expect((await frameOf('/')).header.settings).toMatchObject({ HeaderTitle: 'Acme' });

      // Ticked, it becomes the header every page shares.
      await saveBlock(added, { app_wide: true });
      expect((await frameOf('/')).header.settings).toMatchObject({ HeaderTitle: 'Products' });
    });
  });

  describe('PUT /api/pages/order', () => {
    it('puts the pages in the given order', async () => {
      const product = await addPage('Product', 'product');
      const order = await addPage('Order', 'order');
      const [home] = await pages();
      const res = await call(owner.cookie, 'PUT', '/api/pages/order', {
        appId,
        ids: [home!.id, order.id, product.id],
      });
      expect(res.statusCode).toBe(200);
      expect((await pages()).map((page) => [page.page_slug, page.position])).toEqual([
        ['', 0],
        ['order', 1],
        ['product', 2],
      ]);
      // The navigation follows the new order.
      const header = (await metadata('/', editorCookie)).json<{ blocks: Block[] }>().blocks[0]!;
      expect(navigationNames(header)).toEqual(['Home', 'Order', 'Product']);
    });

    it('refuses an order that misses or repeats a page', async () => {
      const product = await addPage('Product', 'product');
      const res = await call(owner.cookie, 'PUT', '/api/pages/order', {
        appId,
        ids: [product.id, product.id],
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'The new order must list every page of the app exactly once.',
      });
    });
  });

  describe('GET /api/page/:slug', () => {
    it('finds the page of the app on the host', async () => {
      await makePublic();
      await addPage('Product', 'product');
      const found = await call(
        null,
        'GET',
        '/api/page/product?board=/product',
        undefined,
        SHOP_HOST,
      );
      expect(found.json()).toMatchObject({ page: { page_name: 'Product', page_slug: 'product' } });
      const missing = await call(null, 'GET', '/api/page/nope', undefined, SHOP_HOST);
      expect(missing.json()).toEqual({ page: null });
      const noApp = await call(null, 'GET', '/api/page/product', undefined, 'localhost:3000');
      expect(noApp.json()).toEqual({ page: null });
    });
  });

  describe('POST /api/page/update-metadata', () => {
    it('gives a guest the home page of a public app with its pages and sheets', async () => {
      await makePublic();
      await addPage('Product', 'product');
      for (const path of ['/', null]) {
        const res = await metadata(path);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toMatchObject({
          name: 'shop',
          title: 'Acme Shop',
          app_id: appId,
          page_name: 'Home',
          page_slug: '',
          public: true,
          sign_in_method: 'No sign in',
          spreadsheetId,
          spreadsheet_url: `http://localhost:3000/dashboard?spreadsheet=${spreadsheetId}`,
          sheets: [{ title: 'Products', columns: ['Name', 'Stock'], rowCount: 1 }],
          pages: [
            expect.objectContaining({ page_type: 'home' }),
            expect.objectContaining({ page_slug: 'product' }),
          ],
          can_edit: false,
          user_role: 'guest',
          owner_email: 'maker@example.com',
          is_free_plan: true,
          nav_background: '#161819',
          page_background: '#FAFAFA',
          block_border: '#e7ebf3',
          block_shadow: '#ebeff3',
        });
      }
      expect((await metadata('/product')).json()).toMatchObject({ page_name: 'Product' });
    });

    it('gives the owner on the app host the editor fields of a private app', async () => {
      const res = await metadata('/', editorCookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ can_edit: true, user_role: 'owner', public: false });
    });

    it('shows Access Denied to visitors of a private app, with no sign-in page to offer', async () => {
      const res = await metadata('/');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ACCESS_DENIED, signInPath: null });
    });

    it('answers Page not found for an unknown app or page', async () => {
      await makePublic();
      for (const [path, host] of [
        ['/nope', SHOP_HOST],
        ['/', 'nope.localhost:3000'],
        ['/', 'localhost:3000'],
      ] as const) {
        const res = await metadata(path, null, host);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Page not found' });
      }
    });
  });
});
