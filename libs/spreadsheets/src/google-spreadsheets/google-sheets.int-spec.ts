import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  createBlock,
  createBoard,
  createOwnerSession,
  eventually,
  fakeGoogleEnvironment,
  startFakeGoogleSheets,
  type FakeGoogleSheets,
  type FakeServiceAccountKey,
  type OwnerSession,
} from '@tessera/testing';
import { randomBytes } from 'node:crypto';
import { RowWritesConsumer } from '../row-writes/row-writes.consumer.js';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(90_000);

type Row = Record<string, string>;
type SheetAnswer = {
  rows: Row[];
  total: number;
  sync: {
    pending: number;
    delayed: boolean;
    message?: string;
    failed?: { count: number; message: string };
  };
  freshness: { stale: boolean; age_seconds: number; refresh_error?: string };
};

// Long enough that a burst of reads on a loaded CI machine stays inside one fresh window.
const FRESH_MS = 3_000;

describe.each(testDatabaseAdapters('google_sheets'))(
  'Google spreadsheets on %s',
  (_kind, options) => {
    let fake: FakeGoogleSheets;
    let owner: OwnerSession;
    let key: FakeServiceAccountKey;
    let googleId: string;
    let keyNumber = 0;

    // Started before the gateway, whose configuration points Google's endpoints at it.
    beforeAll(async () => {
      fake = await startFakeGoogleSheets({ consentEmail: 'owner@gmail.example' });
    }, HOOK_TIMEOUT);
    const gateway = useTestGateway(options, {
      env: () => ({
        BASE_URL: 'http://localhost:3000',
        SECRETS_KEY: randomBytes(32).toString('base64'),
        ...fakeGoogleEnvironment(fake),
        SHEET_CACHE_FRESH_MS: String(FRESH_MS),
        SHEET_CACHE_MAX_STALE_MS: String(60 * 60 * 1000),
        SHEET_SYNC_DELAYED_AFTER_MS: '0',
      }),
    });
    afterAll(() => fake.close(), HOOK_TIMEOUT);
    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      // A service account of its own per test: Tessera's quota budget is counted per account.
      keyNumber += 1;
      key = fake.createServiceAccountKey({
        name: `reader-${keyNumber}`,
        projectId: 'shop-project',
      });
      googleId = fake.addSpreadsheet({
        title: 'Shop',
        sheets: [
          {
            title: 'Products',
            values: [
              ['Name', 'Price'],
              ['Tea', '2.50'],
              ['Coffee', '3.00'],
            ],
          },
          { title: 'Empty', values: [] },
        ],
        sharedWith: [key.client_email],
      });
    }, HOOK_TIMEOUT);

    const asOwner = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      gateway.app.inject({
        method,
        url,
        headers: { cookie: owner.cookie },
        ...(payload ? { payload } : {}),
      });

    async function connectShop(): Promise<{ spreadsheetId: string; connectionId: string }> {
      const connected = await asOwner('POST', '/api/google/connections/service-account', {
        key: JSON.stringify(key),
      });
      expect(connected.statusCode).toBe(201);
      const connectionId = connected.json<{ id: string }>().id;
      const added = await asOwner('POST', '/api/spreadsheets/google', {
        connection_id: connectionId,
        spreadsheet: `https://docs.google.com/spreadsheets/d/${googleId}/edit#gid=0`,
      });
      expect(added.statusCode).toBe(201);
      return { spreadsheetId: added.json<{ id: string }>().id, connectionId };
    }

    /** The table block guests read the sheet through (visitors read only through a block). */
    let guestTable = '';
    async function publicTable(spreadsheetId: string, settings: Record<string, unknown> = {}) {
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        slug: 'shop',
        public: true,
      });
      guestTable = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.id,
        type: 'table',
        settings: { sheet_title: 'Products', ...settings },
      });
      return guestTable;
    }

    const readProducts = async (spreadsheetId: string, query = '') => {
      const res = await gateway.app.inject({
        method: 'GET',
        url: `/api/board/${spreadsheetId}/sheet/Products?board=%2Fshop&block_id=${guestTable}${query}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<SheetAnswer>();
    };

    it('connects with a service-account key, stored encrypted, and adds the spreadsheet with _id ids', async () => {
      const bad = await asOwner('POST', '/api/google/connections/service-account', {
        key: '{"a":1',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: expect.stringContaining('not valid JSON') });

      const { spreadsheetId } = await connectShop();
      const [stored] = await gateway.db.select().from(sheetsSchema.googleConnections);
      expect(stored).toMatchObject({ label: key.client_email, projectId: 'shop-project' });
      expect(stored!.secret).not.toContain('PRIVATE KEY');
      const list = await asOwner('GET', '/api/google/connections');
      expect(list.json()).toEqual({
        connections: [
          {
            id: stored!.id,
            kind: 'service_account',
            label: key.client_email,
            status: 'active',
            createdAt: expect.any(String),
          },
        ],
        oauth_available: true,
      });
      expect(JSON.stringify(list.json())).not.toContain('PRIVATE');

      const spreadsheet = await asOwner('GET', `/api/spreadsheets/${spreadsheetId}`);
      expect(spreadsheet.json()).toMatchObject({
        name: 'Shop',
        source: 'google',
        sheets: [
          { title: 'Products', columns: ['Name', 'Price'], rowCount: 2 },
          { title: 'Empty', columns: [], rowCount: 0 },
        ],
      });
      // Tessera's hidden _id column now names every row in Google.
      const grid = fake.values(googleId, 'Products');
      expect(grid[0]).toEqual(['Name', 'Price', '_id']);
      await publicTable(spreadsheetId);
      const answer = await readProducts(spreadsheetId);
      expect(answer.rows).toEqual([
        { _id: grid[1]![2], Name: 'Tea', Price: '2.50' },
        { _id: grid[2]![2], Name: 'Coffee', Price: '3.00' },
      ]);
    });

    it('says clearly when the spreadsheet is not shared, or the link is not a Google Sheets link', async () => {
      const privateId = fake.addSpreadsheet({
        title: 'Private',
        sheets: [{ title: 'Data', values: [['A'], ['1']] }],
        sharedWith: [],
      });
      const connected = await asOwner('POST', '/api/google/connections/service-account', {
        key: JSON.stringify(key),
      });
      const connectionId = connected.json<{ id: string }>().id;
      const notShared = await asOwner('POST', '/api/spreadsheets/google', {
        connection_id: connectionId,
        spreadsheet: privateId,
      });
      expect(notShared.statusCode).toBe(404);
      expect(notShared.json<{ message: string }>().message).toContain(
        `share the spreadsheet with ${key.client_email}`,
      );
      const notALink = await asOwner('POST', '/api/spreadsheets/google', {
        connection_id: connectionId,
        spreadsheet: 'https://example.com/sheet',
      });
      expect(notALink.statusCode).toBe(400);
      expect(await gateway.db.select().from(sheetsSchema.spreadsheets)).toEqual([]);
    });

    it('reads Google at most once per sheet per refresh interval, whatever the number of visitors', async () => {
      const { spreadsheetId } = await connectShop();
      await publicTable(spreadsheetId);
      fake.resetCounters();
      await Promise.all(Array.from({ length: 200 }, () => readProducts(spreadsheetId)));
      expect(fake.requests.read).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, FRESH_MS * 1.2));
      // In parallel, so that all of them fall within one refresh interval however slow the machine.
      await Promise.all(
        Array.from({ length: 100 }, () => readProducts(spreadsheetId, '&search=tea')),
      );
      await eventually(() => expect(fake.requests.read).toBe(2));
    });

    it('answers every sheet on POST /v3/getSpreadsheetData with one batched Google read', async () => {
      const { spreadsheetId } = await connectShop();
      await publicTable(spreadsheetId);
      fake.resetCounters();
      // Whole sheets without a block's filters: the workspace's editors only.
      const guest = await gateway.app.inject({
        method: 'POST',
        url: '/v3/getSpreadsheetData',
        payload: { board: '/shop', referer: 'http://localhost:3000/shop' },
      });
      expect(guest.statusCode).toBe(404);
      const res = await asOwner('POST', '/v3/getSpreadsheetData', {
        board: '/shop',
        referer: 'http://localhost:3000/shop',
      });
      expect(res.statusCode).toBe(200);
      const { sheets } = res.json<{ sheets: { title: string; total?: number }[] }>();
      expect(sheets.map(({ title, total }) => ({ title, total }))).toEqual([
        { title: 'Products', total: 2 },
        { title: 'Empty', total: 0 },
      ]);
      expect(fake.requests.read).toBe(1);
    });

    it('stops serving a spreadsheet once its connection is removed', async () => {
      const { spreadsheetId, connectionId } = await connectShop();
      await publicTable(spreadsheetId);
      expect((await readProducts(spreadsheetId)).rows).toHaveLength(2);
      const removed = await asOwner('DELETE', `/api/google/connections/${connectionId}`);
      expect(removed.statusCode).toBe(204);
      const after = await gateway.app.inject({
        method: 'GET',
        url: `/api/board/${spreadsheetId}/sheet/Products?board=%2Fshop&block_id=${guestTable}`,
      });
      expect(after.statusCode).toBe(502);
      expect(after.json()).toMatchObject({
        message:
          'The Google connection of this spreadsheet was removed. Connect Google again in the dashboard.',
      });
    });

    it('lets editors bypass the cache with _vercel_no_cache=1, never visitors', async () => {
      const { spreadsheetId } = await connectShop();
      await publicTable(spreadsheetId);
      await readProducts(spreadsheetId);
      fake.resetCounters();
      await readProducts(spreadsheetId, '&_vercel_no_cache=1');
      expect(fake.requests.read).toBe(0);
      const editor = await gateway.app.inject({
        method: 'GET',
        url: `/api/board/${spreadsheetId}/sheet/Products?board=%2Fshop&block_id=${guestTable}&_vercel_no_cache=1`,
        headers: { cookie: owner.cookie },
      });
      expect(editor.statusCode).toBe(200);
      expect(fake.requests.read).toBe(1);
    });

    it('keeps a write accepted while Google fails, says sync delayed, and applies it later as text', async () => {
      const { spreadsheetId } = await connectShop();
      const block = await publicTable(spreadsheetId, {
        add_new_row: 'Everyone',
        actions: [{ type: 'Edit row' }],
      });
      await readProducts(spreadsheetId);
      fake.failFor(503, 4_000);
      const formula = '=IMPORTXML("http://x","//a")';
      const added = await gateway.app.inject({
        method: 'POST',
        url: `/api/board/${spreadsheetId}/sheet/Products/rows?board=%2Fshop`,
        payload: { block_id: block, values: { Name: formula, Price: '1' } },
      });
      expect(added.statusCode).toBe(201);
      const rowId = added.json<{ row: Row }>().row['_id'];
      const during = await readProducts(spreadsheetId);
      expect(during.rows.map((row) => row['Name'])).toEqual(['Tea', 'Coffee', formula]);
      expect(during.sync).toMatchObject({ pending: 1 });
      await eventually(async () =>
        expect((await readProducts(spreadsheetId)).sync).toMatchObject({
          pending: 1,
          delayed: true,
        }),
      );

      await eventually(
        () => {
          const grid = fake.values(googleId, 'Products');
          expect(grid.at(-1)).toEqual([formula, '1', rowId]);
        },
        { timeoutMs: 40_000, intervalMs: 250 },
      );
      // Google has the row a moment before the write is marked applied.
      const after = await eventually(async () => {
        const read = await readProducts(spreadsheetId);
        expect(read.sync).toEqual({ pending: 0, delayed: false });
        return read;
      });
      expect(after.rows.at(-1)).toEqual({ _id: rowId, Name: formula, Price: '1' });
    });

    it('sets aside a write Google refuses for good (its row was deleted there) and goes on with the next', async () => {
      const { spreadsheetId } = await connectShop();
      const block = await publicTable(spreadsheetId, {
        add_new_row: 'Everyone',
        actions: [{ type: 'Edit row' }],
      });
      const coffee = (await readProducts(spreadsheetId)).rows.find(
        (row) => row['Name'] === 'Coffee',
      )!;
      fake.failFor(503, 1_500);
      const write = (url: string, method: 'PATCH' | 'POST', values: Row) =>
        gateway.app.inject({ method, url, payload: { block_id: block, values } });
      const base = `/api/board/${spreadsheetId}/sheet/Products/rows`;
      expect(
        (await write(`${base}/${coffee['_id']}?board=%2Fshop`, 'PATCH', { Price: '9' })).statusCode,
      ).toBe(200);
      expect((await write(`${base}?board=%2Fshop`, 'POST', { Name: 'Cake' })).statusCode).toBe(201);
      const [header, tea] = fake.values(googleId, 'Products');
      fake.setValues(googleId, 'Products', [header!, tea!]); // Coffee deleted in Google meanwhile

      await eventually(
        () =>
          expect(fake.values(googleId, 'Products').map((line) => line[0])).toEqual([
            'Name',
            'Tea',
            'Cake',
          ]),
        { timeoutMs: 40_000, intervalMs: 250 },
      );
      const answer = await eventually(async () => {
        const read = await readProducts(spreadsheetId);
        expect(read.sync.pending).toBe(0);
        return read;
      });
      expect(answer.sync.failed).toEqual({
        count: 1,
        message: `Row "${coffee['_id']}" not found in sheet "Products".`,
      });
    });

    it('edits the row named by its _id even after the rows were sorted in Google', async () => {
      const { spreadsheetId } = await connectShop();
      const block = await publicTable(spreadsheetId, { actions: [{ type: 'Edit row' }] });
      const tea = (await readProducts(spreadsheetId)).rows.find((row) => row['Name'] === 'Tea')!;
      const [header, first, second] = fake.values(googleId, 'Products');
      fake.setValues(googleId, 'Products', [header!, second!, first!]); // sorted by someone in Google
      const res = await gateway.app.inject({
        method: 'PATCH',
        url: `/api/board/${spreadsheetId}/sheet/Products/rows/${tea['_id']}?board=%2Fshop`,
        payload: { block_id: block, values: { Price: '2.75' } },
      });
      expect(res.statusCode).toBe(200);
      await eventually(() =>
        expect(fake.values(googleId, 'Products')).toEqual([
          ['Name', 'Price', '_id'],
          ['Coffee', '3.00', second![2]],
          ['Tea', '2.75', tea['_id']],
        ]),
      );
    });

    it('serves stale rows with their age while Google fails, then says access revoked without a retry storm', async () => {
      const { spreadsheetId, connectionId } = await connectShop();
      const block = await publicTable(spreadsheetId, { add_new_row: 'Everyone' });
      await readProducts(spreadsheetId);
      fake.failFor(500, 60_000);
      await new Promise((resolve) => setTimeout(resolve, FRESH_MS * 1.2));
      const stale = await eventually(
        async () => {
          const answer = await readProducts(spreadsheetId);
          expect(answer.freshness.refresh_error).toBeDefined();
          return answer;
        },
        { timeoutMs: 40_000, intervalMs: 250 },
      );
      expect(stale.freshness.stale).toBe(true);
      expect(stale.rows.map((row) => row['Name'])).toEqual(['Tea', 'Coffee']);
      fake.failFor(500, 0);

      fake.revoke(key.client_email);
      const added = await gateway.app.inject({
        method: 'POST',
        url: `/api/board/${spreadsheetId}/sheet/Products/rows?board=%2Fshop`,
        payload: { block_id: block, values: { Name: 'Cake' } },
      });
      expect(added.statusCode).toBe(201);
      await eventually(
        async () => {
          const list = await asOwner('GET', '/api/google/connections');
          expect(list.json<{ connections: { status: string }[] }>().connections[0]?.status).toBe(
            'revoked',
          );
        },
        { timeoutMs: 40_000, intervalMs: 250 },
      );
      const waiting = await readProducts(spreadsheetId);
      expect(waiting.sync).toEqual({
        pending: 1,
        delayed: true,
        message: 'Google access was revoked. Reconnect the spreadsheet in the dashboard.',
      });
      const calls = fake.requests;
      await gateway.app.get(RowWritesConsumer).sweep(new Date(Date.now() + 120_000));
      await gateway.app.get(RowWritesConsumer).sweep(new Date(Date.now() + 240_000));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(fake.requests).toEqual(calls);
      expect(connectionId).toBeDefined();
    });

    it('connects a Google account through the consent screen and stores its refresh token sealed', async () => {
      const start = await asOwner('GET', '/api/google/oauth/start');
      expect(start.statusCode).toBe(302);
      const consent = new URL(start.headers.location as string);
      expect(consent.origin).toBe(new URL(fake.url).origin);
      expect(consent.searchParams.get('access_type')).toBe('offline');
      const approved = await fetch(consent, { redirect: 'manual' });
      const back = new URL(approved.headers.get('location')!);
      expect(back.pathname).toBe('/api/google/oauth/callback');
      const callback = await asOwner('GET', `${back.pathname}${back.search}`);
      expect(callback.statusCode).toBe(302);
      expect(callback.headers.location).toBe('/dashboard?google=connected');
      const [stored] = await gateway.db.select().from(sheetsSchema.googleConnections);
      expect(stored).toMatchObject({ kind: 'oauth', label: 'owner@gmail.example' });
      // The state is single-use: replaying the redirect is refused.
      const replay = await asOwner('GET', `${back.pathname}${back.search}`);
      expect(replay.headers.location).toBe('/dashboard?google_error=expired');
    });
  },
);
