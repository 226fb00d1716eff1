import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { hashPassword, schema, testDatabaseAdapters } from '@tessera/platform';
import { AppCacheVersions } from '../apps/app-cache-versions.js';
import { REQUEST_DRAWING_LIMITS } from './published-pages.service.js';
import {
  buildCsv,
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  eventually,
  type OwnerSession,
  uploadSpreadsheet,
} from '@tessera/testing';
import { eq, isNull } from 'drizzle-orm';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

jest.setTimeout(60_000);

const VIEWER_HTML =
  '<!doctype html><html><head><title>Tessera</title></head><body><div id="root"></div></body></html>';

/**
 * A server renderer as the web build writes it (dist/ssr/renderPublishedPage.js): this one lists
 * the first rows it is given, and fails for pages titled "Broken" as a real one could.
 */
const RENDERER = `
export async function renderPublishedPage(inline, url, onProblem) {
  globalThis.tesseraTestRenders = (globalThis.tesseraTestRenders ?? 0) + 1;
  if (inline.page.page_name === 'Broken') throw new Error('cannot draw');
  if (inline.page.page_name === 'Held') await globalThis.tesseraTestHeld;
  onProblem(new Error('a block left to the browser'));
  const rows = Object.values(inline.data).flatMap((data) => data.rows.map((row) => row.Name));
  return '<ul data-url="' + url + '">' + rows.map((name) => '<li>' + name + '</li>').join('') + '</ul>';
}
`;

function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-ssr-dist-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'ssr'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body>editor</body></html>');
  writeFileSync(join(dir, 'viewer.html'), VIEWER_HTML);
  writeFileSync(join(dir, 'ssr', 'renderPublishedPage.js'), RENDERER);
  return dir;
}

let sequence = 0;

describe.each(testDatabaseAdapters('server_rendering'))(
  'published pages drawn on the server, on %s',
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
      const uploaded = await uploadSpreadsheet(gateway.app, owner.cookie, {
        bytes: buildCsv([['Name'], ['Wool Rug'], ['Oak Lamp']]),
        fileName: 'Products.csv',
      });
      expect(uploaded.statusCode).toBe(201);
      spreadsheetId = uploaded.json<{ id: string }>().id;
    }, HOOK_TIMEOUT);

    async function appWithTable(
      pageName: string,
      pageSlug = '',
      block: { type: string; settings: Record<string, unknown> } = {
        type: 'table',
        settings: { sheet_title: 'Products' },
      },
    ) {
      sequence += 1;
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: `ssr-${sequence}-${Date.now().toString(36)}`,
        public: true,
      });
      const pageId = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: app.id,
        pageName,
        pageSlug,
      });
      await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId,
        ...block,
      });
      return `${app.name}.localhost:3000`;
    }

    const get = (host: string, url = '/') =>
      gateway.app.inject({ method: 'GET', url, headers: { host } });

    it('carries the content the renderer drew inside the root element, beside the inline page', async () => {
      const host = await appWithTable('Home');
      const res = await get(host);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(
        '<div id="root"><ul data-url="/"><li>Wool Rug</li><li>Oak Lamp</li></ul></div>',
      );
      expect(res.body).toContain('id="tessera-page"');
      // Drawn once per app version and address. Once the events of the set-up (which replace the
      // version) are handled, the next visitors get the cached page without another drawing.
      await eventually(async () =>
        expect(
          await gateway.db.select().from(schema.outbox).where(isNull(schema.outbox.publishedAt)),
        ).toEqual([]),
      );
      const cached = await get(host);
      const renders = () => (globalThis as { tesseraTestRenders?: number }).tesseraTestRenders ?? 0;
      const before = renders();
      for (let visit = 0; visit < 3; visit += 1) expect((await get(host)).body).toBe(cached.body);
      expect(renders()).toBe(before);
    });

    it("carries a scorecard's figures, computed over the sheet, in the inline page", async () => {
      const host = await appWithTable('Home', '', {
        type: 'scorecard',
        settings: {
          sheet_title: 'Products',
          axis: [
            { column: 'Name', function: 'first row' },
            { column: 'Name', function: 'last row' },
          ],
        },
      });
      const res = await get(host);
      expect(res.statusCode).toBe(200);
      const json = /<script type="application\/json" id="tessera-page">(.*?)<\/script>/s.exec(
        res.body,
      )?.[1];
      const inline = JSON.parse(json ?? 'null') as {
        data: Record<string, { rows: unknown[]; scores?: unknown[] }>;
      };
      const [data] = Object.values(inline.data);
      expect(data?.rows).toEqual([]);
      expect(data?.scores).toEqual([
        { column: 'Name', function: 'first row', decimal: 'period', value: 'Wool Rug' },
        { column: 'Name', function: 'last row', decimal: 'period', value: 'Oak Lamp' },
      ]);
    });

    it("leaves the rows of the page's record to the browser: the page is cached for every record", async () => {
      const host = await appWithTable('Home', '', {
        type: 'item details',
        settings: { sheet_title: 'Products', header_column: 'Name' },
      });
      const res = await get(host, '/?record=r1');
      expect(res.statusCode).toBe(200);
      const json = /<script type="application\/json" id="tessera-page">(.*?)<\/script>/s.exec(
        res.body,
      )?.[1];
      const inline = JSON.parse(json ?? 'null') as { data: Record<string, unknown> };
      expect(inline.data).toEqual({});
    });

    it("draws a filtered link's rows at its address for each request, never from the cache", async () => {
      const host = await appWithTable('Home', '', {
        type: 'table',
        settings: {
          sheet_title: 'Products',
          filters: [
            {
              name: 'product',
              active: false,
              condition: '=',
              sheet_column: { sheet: 'Products', column: 'Name' },
              value: '',
            },
          ],
        },
      });
      const url = '/?filters=product%3AOak%20Lamp';
      const renders = () => (globalThis as { tesseraTestRenders?: number }).tesseraTestRenders ?? 0;
      const before = renders();
      const first = await get(host, url);
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.body).toContain(
        `<div id="root"><ul data-url="${url}"><li>Oak Lamp</li></ul></div>`,
      );
      expect((await get(host, url)).body).toBe(first.body);
      expect(renders()).toBe(before + 2);
      // Every guest's page keeps every row.
      expect((await get(host)).body).toContain('<li>Wool Rug</li><li>Oak Lamp</li>');
    });

    it('gives filtered links the viewer alone while as many as it draws at once are being drawn', async () => {
      const host = await appWithTable('Held');
      const renders = () => (globalThis as { tesseraTestRenders?: number }).tesseraTestRenders ?? 0;
      let release = () => undefined as void;
      (globalThis as { tesseraTestHeld?: Promise<void> }).tesseraTestHeld = new Promise<void>(
        (resolve) => (release = resolve),
      );
      const before = renders();
      try {
        const held = Array.from({ length: REQUEST_DRAWING_LIMITS.filteredLink }, (_, index) =>
          get(host, `/?filters=held:${index}`),
        );
        await eventually(() =>
          expect(renders()).toBe(before + REQUEST_DRAWING_LIMITS.filteredLink),
        );
        const past = await get(host, '/?filters=one:more');
        expect(past.statusCode).toBe(200);
        expect(past.body).toBe(VIEWER_HTML);
        expect(past.headers['cache-control']).toBe('private, no-store');
        release();
        for (const answer of await Promise.all(held))
          expect(answer.body).toContain('<li>Oak Lamp</li>');
        // Once they are drawn, the next is drawn too.
        expect((await get(host, '/?filters=one:more')).body).toContain('<li>Oak Lamp</li>');
      } finally {
        release();
      }
    });

    describe('for signed-in app users', () => {
      let passwordHash: string;
      beforeEach(async () => {
        passwordHash ??= await hashPassword('correct horse');
      });

      /**
       * A private app with password sign-in whose table shows each user their own tasks (its data
       * filter: Owner is the signed-in user's e-mail), and a sign-in page guests may open.
       */
      async function privateApp() {
        sequence += 1;
        const tasks = await uploadSpreadsheet(gateway.app, owner.cookie, {
          bytes: buildCsv([
            ['Name', 'Owner'],
            ['Ann task', 'ann@example.com'],
            ['Bob task', 'bob@example.com'],
          ]),
          fileName: 'Tasks.csv',
        });
        const app = await createApp(gateway.db, {
          workspaceId: owner.workspaceId,
          spreadsheetId: tasks.json<{ id: string }>().id,
          name: `ssr-private-${sequence}-${Date.now().toString(36)}`,
          public: false,
        });
        await gateway.db
          .update(schema.apps)
          .set({ signInMethod: 'Use password set by user' })
          .where(eq(schema.apps.id, app.id));
        await gateway.app.get(AppCacheVersions, { strict: false }).bump(app.id);
        const home = await createPage(gateway.db, {
          workspaceId: owner.workspaceId,
          appId: app.id,
          pageName: 'Home',
        });
        await createBlock(gateway.db, {
          workspaceId: owner.workspaceId,
          pageId: home,
          type: 'table',
          settings: {
            sheet_title: 'Tasks',
            data_filter: {
              column: 'Owner',
              condition: 'Is',
              source: 'Logged in user',
              match_by: 'Email',
            },
          },
        });
        const login = await createPage(gateway.db, {
          workspaceId: owner.workspaceId,
          appId: app.id,
          pageSlug: 'login',
        });
        await createBlock(gateway.db, {
          workspaceId: owner.workspaceId,
          pageId: login,
          type: 'login',
          settings: {},
        });
        return { id: app.id, host: `${app.name}.localhost:3000` };
      }

      /** A user of the app signed in on its host: the app-user session cookie. */
      async function signedIn(app: { id: string; host: string }, email: string) {
        await gateway.db.insert(schema.appUsers).values({
          workspaceId: owner.workspaceId,
          appId: app.id,
          name: email.split('@')[0]!,
          email,
          permissions: 'read',
          passwordHash,
        });
        const res = await gateway.app.inject({
          method: 'POST',
          url: '/api/app-auth/sign-in',
          headers: { host: app.host },
          payload: { email, password: 'correct horse' },
        });
        expect(res.statusCode).toBe(200);
        const cookie = res.cookies.find((candidate) => candidate.name === 'tessera_app_user')!;
        return `tessera_app_user=${cookie.value}`;
      }

      const visit = (host: string, cookie?: string) =>
        gateway.app.inject({
          method: 'GET',
          url: '/',
          headers: { host, ...(cookie ? { cookie } : {}) },
        });

      it("draws a private app's page with what each user may see, for that user only", async () => {
        const app = await privateApp();
        const ann = await visit(app.host, await signedIn(app, 'ann@example.com'));
        expect(ann.statusCode).toBe(200);
        expect(ann.body).toContain('<div id="root"><ul data-url="/"><li>Ann task</li></ul></div>');
        expect(ann.body).toContain('id="tessera-page"');
        expect(ann.headers['cache-control']).toBe('private, no-store');
        expect(ann.headers['vary']).toBe('Cookie');
        expect(ann.headers['etag']).toBeUndefined();

        const bob = await visit(app.host, await signedIn(app, 'bob@example.com'));
        expect(bob.body).toContain('<div id="root"><ul data-url="/"><li>Bob task</li></ul></div>');
        expect(bob.body).not.toContain('Ann task');
      });

      it("draws only a page's own address for an app user, as for guests", async () => {
        const app = await privateApp();
        const cookie = await signedIn(app, 'ann@example.com');
        const res = await gateway.app.inject({
          method: 'GET',
          url: '/login/elsewhere',
          headers: { host: app.host, cookie },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"></div>');
        expect(res.body).not.toContain('id="tessera-page"');
        expect(res.headers['cache-control']).toBe('private, no-store');
      });

      it("draws a private app's sign-in page for guests, from the cache", async () => {
        const app = await privateApp();
        const res = await gateway.app.inject({
          method: 'GET',
          url: '/login',
          headers: { host: app.host },
        });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root"><ul data-url="/login"></ul></div>');
        expect(res.body).toContain('id="tessera-page"');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['etag']).toBeDefined();
      });

      it('gives guests, and sessions of another app, nothing of a private page', async () => {
        const app = await privateApp();
        const other = await privateApp();
        const guest = await visit(app.host);
        expect(guest.body).toContain('<div id="root"></div>');
        expect(guest.body).not.toContain('id="tessera-page"');
        expect(guest.body).not.toContain('task');

        // Ann's session is of the other app: on this host it is no session at all.
        const elsewhere = await visit(app.host, await signedIn(other, 'ann@example.com'));
        expect(elsewhere.statusCode).toBe(200);
        expect(elsewhere.body).toContain('<div id="root"></div>');
        expect(elsewhere.body).not.toContain('id="tessera-page"');
        expect(elsewhere.body).not.toContain('task');
        expect(elsewhere.headers['cache-control']).toBe('private, no-store');
      });
    });

    it('serves the page for the browser to draw when the renderer fails', async () => {
      const host = await appWithTable('Broken', 'broken');
      const res = await get(host, '/broken');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('id="tessera-page"');
    });
  },
);
