import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { INLINE_PAGE_ELEMENT_ID, type InlinePage } from '@tessera/contracts';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  buildXlsx,
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  eventually,
  type OwnerSession,
  uploadSpreadsheet,
} from '@tessera/testing';
import { sql } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(60_000);

const INDEX_HTML =
  '<!doctype html><html><head><title>Tessera</title></head><body><!-- editor --></body></html>';
const VIEWER_HTML =
  '<!doctype html><html><head><title>Tessera</title></head><body><!-- viewer --></body></html>';

/** A built web app with the published viewer's own entry beside index.html. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-viewer-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(join(dir, 'viewer.html'), VIEWER_HTML);
  return dir;
}

const products = Array.from({ length: 12 }, (_, i) => ({
  Name: `Product ${i + 1}`,
  Category: i % 2 === 0 ? 'Lamps' : 'Chairs',
}));

/** The InlinePage a page's HTML carries, or null. */
function inlinePageOf(html: string): InlinePage | null {
  const match = new RegExp(
    `<script type="application/json" id="${INLINE_PAGE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match ? (JSON.parse(match[1]!) as InlinePage) : null;
}

let sequence = 0;
/** The in-process cache outlives each test's tables: every test gets its own app name. */
const uniqueName = (base: string) => `${base}-${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(testDatabaseAdapters('published_pages'))(
  'published pages on %s',
  (_kind, options) => {
    const distDir = writeWebDist();
    const gateway = useTestGateway(options, {
      env: { BASE_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir },
    });
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    let owner: OwnerSession;
    let spreadsheetId: string;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      const bytes = await buildXlsx([
        {
          title: 'Products',
          rows: [['Name', 'Category'], ...products.map((p) => [p.Name, p.Category])],
        },
      ]);
      // Uploaded as an owner would (tenancy must not import the spreadsheets library).
      const imported = await uploadSpreadsheet(gateway.app, owner.cookie, {
        bytes,
        fileName: 'Shop.xlsx',
      });
      expect(imported.statusCode).toBe(201);
      spreadsheetId = imported.json<{ id: string }>().id;
    }, HOOK_TIMEOUT);

    /** A public app (unless told) with a home page holding a paged table of the lamps. */
    async function publishedApp(appOptions: { public?: boolean } = {}) {
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: uniqueName('shop'),
        public: appOptions.public ?? true,
      });
      const pageId = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: app.id,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId,
        type: 'table',
        settings: {
          sheet_title: 'Products',
          paginate: true,
          rows_per_page: 4,
          add_new_row: 'Everyone',
          filters: [
            {
              name: 'category',
              active: true,
              condition: '=',
              sheet_column: { sheet: 'Products', column: 'Category' },
              value: 'Lamps',
            },
          ],
        },
      });
      return { ...app, host: `${app.name}.localhost:3000`, blockId };
    }

    const get = (host: string, url = '/', headers: Record<string, string> = {}) =>
      gateway.app.inject({ method: 'GET', url, headers: { host, ...headers } });

    it("carries the page and each block's first page, as the API answers them, and revalidates with its ETag", async () => {
      const app = await publishedApp();
      const res = await get(app.host);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html; charset=utf-8/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toMatch(/^"[\w-]+"$/);
      expect(res.body).toContain('<!-- viewer -->');

      const inline = inlinePageOf(res.body);
      expect(inline).not.toBeNull();
      expect(inline!.path).toBe('/');
      expect(inline!.page).toMatchObject({ app_id: app.id, name: app.name, public: true });

      const api = await get(
        app.host,
        `/v3/api/page/sheet/Products?page=1&page_size=4&block_id=${app.blockId}`,
      );
      expect(api.statusCode).toBe(200);
      expect(inline!.data[app.blockId]).toEqual(api.json());
      expect(inline!.data[app.blockId]!.rows.map((row) => row['Name'])).toEqual([
        'Product 1',
        'Product 3',
        'Product 5',
        'Product 7',
      ]);
      expect(inline!.data[app.blockId]!.total).toBe(6);

      const again = await get(app.host, '/', { 'if-none-match': res.headers['etag'] as string });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers['etag']).toBe(res.headers['etag']);
      const head = await gateway.app.inject({
        method: 'HEAD',
        url: '/',
        headers: { host: app.host },
      });
      expect(head.statusCode).toBe(200);
      expect(head.headers['etag']).toBe(res.headers['etag']);
    });

    it('sends a cached page compressed once, in brotli or gzip as the visitor accepts, each with its own ETag', async () => {
      const app = await publishedApp();
      const plain = await get(app.host);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['vary']).toBe('Cookie, Accept-Encoding');
      const forms = {
        br: (bytes: Buffer) => brotliDecompressSync(bytes),
        gzip: (bytes: Buffer) => gunzipSync(bytes),
      };
      for (const [acceptEncoding, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
        ['br;q=0.5, gzip;q=0.9', 'gzip'],
      ] as const) {
        const res = await get(app.host, '/', { 'accept-encoding': acceptEncoding });
        expect([acceptEncoding, res.headers['content-encoding']]).toEqual([
          acceptEncoding,
          encoding,
        ]);
        expect(res.headers['vary']).toBe('Cookie, Accept-Encoding');
        expect(forms[encoding](res.rawPayload).toString()).toBe(plain.body);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        // Another representation, another validator; each revalidates as itself.
        expect(res.headers['etag']).toBe(
          `${(plain.headers['etag'] as string).slice(0, -1)}-${encoding}"`,
        );
        const again = await get(app.host, '/', {
          'accept-encoding': acceptEncoding,
          'if-none-match': res.headers['etag'] as string,
        });
        expect(again.statusCode).toBe(304);
      }
      // A client that takes no encoding Tessera sends gets the bytes as they are.
      const identity = await get(app.host, '/', { 'accept-encoding': 'identity, deflate' });
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(plain.body);
    });

    it('renders a cold page once however many visitors ask for it at the same time', async () => {
      const app = await publishedApp();
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(app.host)));
      expect(new Set(answers.map((answer) => answer.statusCode))).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.headers['etag'])).size).toBe(1);
    });

    it('renders anew after an edit of the app (new ETag, new content)', async () => {
      const app = await publishedApp();
      const before = await get(app.host);
      const edit = await gateway.app.inject({
        method: 'PATCH',
        url: `/api/apps/${app.id}/settings`,
        headers: { cookie: owner.cookie },
        payload: { title: 'The new title' },
      });
      expect(edit.statusCode).toBe(200);
      const after = await eventually(async () => {
        const res = await get(app.host, '/', { 'if-none-match': before.headers['etag'] as string });
        expect(res.statusCode).toBe(200);
        return res;
      });
      expect(after.headers['etag']).not.toBe(before.headers['etag']);
      expect(inlinePageOf(after.body)!.page.title).toBe('The new title');
    });

    it('renders anew after a row is written to the spreadsheet', async () => {
      const app = await publishedApp();
      const before = inlinePageOf((await get(app.host)).body)!;
      expect(before.data[app.blockId]!.total).toBe(6);
      const added = await gateway.app.inject({
        method: 'POST',
        url: '/v3/api/page/sheet/Products/rows',
        headers: { host: app.host },
        payload: { block_id: app.blockId, values: { Name: 'New lamp', Category: 'Lamps' } },
      });
      expect(added.statusCode).toBe(201);
      await eventually(async () => {
        const inline = inlinePageOf((await get(app.host)).body)!;
        expect(inline.data[app.blockId]!.total).toBe(7);
      });
    });

    it('answers a page that does not exist with the viewer and a 404', async () => {
      const app = await publishedApp();
      const res = await get(app.host, '/no-such-page');
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(VIEWER_HTML);
    });

    it("serves a private app's viewer without inline data, never stored", async () => {
      const app = await publishedApp({ public: false });
      const res = await get(app.host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(VIEWER_HTML);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers['etag']).toBeUndefined();
    });

    it("carries a filtered link's rows, read through the link's filters, for that request only", async () => {
      const app = await publishedApp();
      const filtered = await get(app.host, '/?filters=category%3AChairs');
      expect(filtered.statusCode).toBe(200);
      expect(filtered.headers['cache-control']).toBe('private, no-store');
      expect(filtered.headers['etag']).toBeUndefined();
      const inline = inlinePageOf(filtered.body)!;
      expect(inline.filters).toBe('category:Chairs');
      const api = await get(
        app.host,
        `/v3/api/page/sheet/Products?page=1&page_size=4&block_id=${app.blockId}&_filters=category%3AChairs`,
      );
      expect(api.statusCode).toBe(200);
      expect(inline.data[app.blockId]).toEqual(api.json());
      expect(inline.data[app.blockId]!.rows.map((row) => row['Category'])).not.toContain('Lamps');
      expect(inline.data[app.blockId]!.total).toBeGreaterThan(0);
      // The page every guest gets keeps the block's own filter: the link's rows were not stored.
      const shared = inlinePageOf((await get(app.host)).body)!;
      expect(shared.filters).toBeUndefined();
      expect(new Set(shared.data[app.blockId]!.rows.map((row) => row['Category']))).toEqual(
        new Set(['Lamps']),
      );
    });

    it("writes a filtered link's filters into the page as data, whatever they hold", async () => {
      const app = await publishedApp();
      const filters = 'category:</script><script>alert(1)</script>';
      const res = await get(app.host, `/?filters=${encodeURIComponent(filters)}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)');
      expect(inlinePageOf(res.body)!.filters).toBe(filters);
    });

    it("leaves a private app's filtered link to the viewer for a guest", async () => {
      const app = await publishedApp({ public: false });
      const filtered = await get(app.host, '/?filters=category%3AChairs');
      expect(filtered.body).toBe(VIEWER_HTML);
      expect(filtered.headers['cache-control']).toBe('private, no-store');
    });

    it('gives a visitor whose app-user cookie names no session the cached page every guest gets', async () => {
      const app = await publishedApp();
      const guest = await get(app.host);
      const res = await get(app.host, '/', { cookie: 'tessera_app_user=some-token' });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(guest.body);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['etag']).toBe(guest.headers['etag']);
    });

    it("serves the app's owners the editor", async () => {
      const app = await publishedApp();
      const editor = await createOwnerSession(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: app.id,
      });
      const res = await get(app.host, '/', { cookie: editor.cookie });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('no-cache');
      // Another app's editor session is nobody here: the visitor gets the published page.
      const stranger = await get(app.host, '/', { cookie: owner.cookie });
      expect(inlinePageOf(stranger.body)).not.toBeNull();
    });

    it('stores a page under its own address only', async () => {
      const app = await publishedApp();
      // The home page reached through other spellings of its address is served, never stored.
      let reached = 0;
      for (const path of ['//', '/%2F']) {
        const res = await get(app.host, path);
        if (res.statusCode === 404) continue;
        reached += 1;
        expect(res.headers['cache-control']).toBe('private, no-store');
        expect(inlinePageOf(res.body)).toBeNull();
      }
      expect(reached).toBeGreaterThan(0);
      const home = await get(app.host, '/?x=1');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(inlinePageOf(home.body)).not.toBeNull();
    });

    it("serves the editor to a private app's hand-off link, which the editor redeems", async () => {
      const app = await publishedApp({ public: false });
      const res = await get(app.host, '/?token=one-time');
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML);
      expect(res.headers['cache-control']).toBe('private, no-store');
    });

    it("redirects an old name to the app's current name, path and query kept", async () => {
      const app = await publishedApp();
      const oldName = uniqueName('old-shop');
      await gateway.db.execute(
        sql`insert into app_name_aliases (name, workspace_id, app_id) values (${oldName}, ${owner.workspaceId}, ${app.id})`,
      );
      await gateway.db.execute(
        sql`insert into tenant_routes (host, kind, app_id, workspace_id, app_name)
          values (${oldName}, 'alias', ${app.id}, ${owner.workspaceId}, ${app.name})`,
      );
      const res = await get(`${oldName}.localhost:3000`, '/products?x=1', {
        'x-forwarded-host': 'evil.example',
      });
      expect(res.statusCode).toBe(301);
      expect(res.headers['location']).toBe(`http://${app.name}.localhost:3000/products?x=1`);
      expect(res.headers['cache-control']).toBe('no-store');
    });
  },
);
