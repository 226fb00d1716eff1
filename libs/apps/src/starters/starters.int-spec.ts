import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { sessionCookie, signedInOwner, type SignedIn } from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import { STARTER_APPS } from './starter-apps.js';

jest.setTimeout(90_000);

type App = { id: string; name: string; title: string; public: boolean; spreadsheetId: string };
type Block = { type: string; settings: Record<string, unknown> };

describe.each(testDatabaseAdapters('starters'))('starter apps on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });
  const call = gateway.call;
  let owner: SignedIn;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db);
  });

  it('lists the starters with their sheets and pages', async () => {
    const res = await call(owner.cookie, 'GET', '/api/starters');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ starters: { key: string; pages: string[] }[] }>().starters).toEqual(
      STARTER_APPS.map((starter) =>
        expect.objectContaining({
          key: starter.key,
          title: starter.title,
          pages: ['Home', ...starter.pages.map((page) => page.name)],
        }),
      ),
    );
  });

  it.each(STARTER_APPS.map((starter) => [starter.key, starter] as const))(
    'makes the %s starter: its spreadsheet, a private app, its pages in the navigation and their blocks',
    async (key, starter) => {
      const res = await call(owner.cookie, 'POST', `/api/starters/${key}`);
      expect(res.statusCode).toBe(201);
      const app = res.json<{ app: App }>().app;
      expect(app).toMatchObject({ title: starter.title, public: false });

      const spreadsheet = await call(owner.cookie, 'GET', `/api/spreadsheets/${app.spreadsheetId}`);
      expect(spreadsheet.json()).toMatchObject({
        name: starter.title,
        sheets: starter.sheets.map((sheet) => ({
          title: sheet.title,
          columns: sheet.columns,
          rowCount: sheet.rows.length,
        })),
      });

      const editor = await sessionCookie(gateway.db, owner.accountId, app.id);
      const host = `${app.name}.localhost:3000`;
      const page = async (path: string) =>
        (
          await call(editor, 'POST', `/api/page/update-metadata?board=${path}`, undefined, host)
        ).json<{ blocks: Block[] }>().blocks;
      const home = await page('/');
      expect(home.map((block) => block.type)).toEqual([
        'header',
        ...starter.home.map((block) => block.type),
        'footer',
      ]);
      expect(
        (home[0]!.settings['navigationItems'] as { name: string }[]).map((item) => item.name),
      ).toEqual(['Home', ...starter.pages.map((p) => p.name)]);
      for (const other of starter.pages) {
        expect((await page(`/${other.slug}`)).map((block) => block.type)).toEqual([
          'header',
          ...other.blocks.map((block) => block.type),
          'footer',
        ]);
      }
    },
  );

  it('answers 404 for an unknown starter, and makes nothing', async () => {
    const res = await call(owner.cookie, 'POST', '/api/starters/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'There is no starter app by that name.' });
    expect((await call(owner.cookie, 'GET', '/api/spreadsheets')).json()).toEqual({
      spreadsheets: [],
    });
  });

  it('needs a signed-in owner', async () => {
    expect((await call(null, 'POST', '/api/starters/crm')).statusCode).toBe(401);
  });
});
