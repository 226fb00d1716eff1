import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  insertSpreadsheet,
  outboxEvents,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { eq } from 'drizzle-orm';
import { blocks, testDatabaseAdapters } from '@tessera/platform';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Board = {
  id: string;
  name: string;
  slug: string;
  public: boolean;
  settings: Record<string, unknown>;
};

describe.each(testDatabaseAdapters('boards_api'))('boards API on %s', (_name, options) => {
  const gateway = useTestGateway(options);

  let owner: SignedIn;
  let spreadsheetId: string;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db);
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
  });

  const call = (
    who: SignedIn | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    gateway.app.inject({
      method,
      url,
      headers: who ? { cookie: who.cookie } : {},
      ...(payload ? { payload } : {}),
    });

  const createBoard = async (payload: Record<string, unknown>, who: SignedIn = owner) => {
    const res = await call(who, 'POST', '/api/boards', { spreadsheetId, ...payload });
    expect(res.statusCode).toBe(201);
    return res.json<{ board: Board }>().board;
  };

  describe('POST /api/boards', () => {
    it('creates a board whose address comes from its name, with its event', async () => {
      const board = await createBoard({ name: 'Sales Dashboard 2024!' });
      expect(board).toMatchObject({
        name: 'Sales Dashboard 2024!',
        slug: 'sales-dashboard-2024',
        spreadsheetId,
        public: false,
      });
      expect(await outboxEvents(gateway.db)).toContainEqual({
        name: 'board.changed',
        payload: { workspaceId: owner.workspaceId, boardId: board.id },
      });
    });

    it('makes a derived address unique with -2, -3, across workspaces', async () => {
      const other = await signedInOwner(gateway.db);
      const otherSheet = await insertSpreadsheet(gateway.db, other.workspaceId);
      await call(other, 'POST', '/api/boards', { name: 'Stock', spreadsheetId: otherSheet });
      expect((await createBoard({ name: 'Stock' })).slug).toBe('stock-2');
      expect((await createBoard({ name: 'stock' })).slug).toBe('stock-3');
    });

    it('uses an explicit slug, and refuses it when taken', async () => {
      expect((await createBoard({ name: 'A', slug: 'my-board' })).slug).toBe('my-board');
      const res = await call(owner, 'POST', '/api/boards', {
        name: 'B',
        slug: 'my-board',
        spreadsheetId,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This board address is already taken.' });
    });

    it.each(['dashboard', 'admin-login', 'templates', 'api', 'boardworkspace'])(
      'refuses the reserved address %s',
      async (slug) => {
        const res = await call(owner, 'POST', '/api/boards', { name: 'X', slug, spreadsheetId });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ message: 'This board address is reserved.' });
      },
    );

    it('refuses a name whose address would be reserved', async () => {
      const res = await call(owner, 'POST', '/api/boards', { name: 'Marketplace', spreadsheetId });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This board address is reserved.' });
    });

    it('says what is missing', async () => {
      const res = await call(owner, 'POST', '/api/boards', { name: ' ', spreadsheetId });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Please enter a board name.' });
    });

    it("refuses another workspace's spreadsheet", async () => {
      const other = await signedInOwner(gateway.db);
      const foreign = await insertSpreadsheet(gateway.db, other.workspaceId);
      const res = await call(owner, 'POST', '/api/boards', { name: 'X', spreadsheetId: foreign });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Spreadsheet not found.' });
    });

    it('needs a session', async () => {
      const res = await call(null, 'POST', '/api/boards', { name: 'X', spreadsheetId });
      expect(res.statusCode).toBe(401);
    });
  });

  describe('GET, PUT and DELETE /api/boards/:id', () => {
    it('lists and reads only the workspace’s boards', async () => {
      const mine = await createBoard({ name: 'Mine' });
      const other = await signedInOwner(gateway.db);
      const list = await call(owner, 'GET', '/api/boards');
      expect(list.json()).toEqual({
        boards: [
          {
            id: mine.id,
            name: 'Mine',
            slug: 'mine',
            spreadsheetId,
            public: false,
            updatedAt: expect.any(String),
          },
        ],
      });
      expect((await call(other, 'GET', '/api/boards')).json()).toEqual({ boards: [] });
      expect((await call(owner, 'GET', `/api/boards/${mine.id}`)).json()).toMatchObject({
        board: { id: mine.id, name: 'Mine' },
      });
    });

    it('answers 404 for another workspace’s board on every route', async () => {
      const board = await createBoard({ name: 'Secret' });
      const other = await signedInOwner(gateway.db);
      for (const [method, payload] of [
        ['GET', undefined],
        ['PUT', { name: 'Hacked' }],
        ['DELETE', undefined],
      ] as const) {
        const res = await call(other, method, `/api/boards/${board.id}`, payload);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({ message: 'Board not found.' });
      }
      expect((await call(owner, 'GET', `/api/boards/${board.id}`)).json()).toMatchObject({
        board: { name: 'Secret' },
      });
    });

    it('changes the name, visibility and settings, keeping the settings not sent', async () => {
      const board = await createBoard({ name: 'Stock' });
      await call(owner, 'PUT', `/api/boards/${board.id}`, {
        sections: 'Overview,Details',
        hide_filters: false,
        nav_background: '#000000',
      });
      const res = await call(owner, 'PUT', `/api/boards/${board.id}`, {
        name: 'Stock levels',
        public: true,
        title: 'Our stock',
        footer: { copyrightText: '© Acme' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json<{ board: Board }>().board).toMatchObject({
        name: 'Stock levels',
        slug: 'stock',
        public: true,
        settings: {
          sections: 'Overview,Details',
          hide_filters: false,
          nav_background: '#000000',
          title: 'Our stock',
          footer: { copyrightText: '© Acme' },
          public: true,
        },
      });
      const events = (await outboxEvents(gateway.db)).filter((e) => e.name === 'board.changed');
      expect(events).toHaveLength(3);
    });

    it('moves the blocks of a renamed section with it, and leaves the others', async () => {
      const board = await createBoard({ name: 'Sections' });
      await call(owner, 'PUT', `/api/boards/${board.id}`, { sections: 'Sales, Ops' });
      const add = async (title: string, section: string) => {
        const res = await call(owner, 'POST', '/api/blocks', {
          boardId: board.id,
          type: 'markdown',
          settings: { title, section },
        });
        expect(res.statusCode).toBe(201);
      };
      await add('Pipeline', 'Sales');
      await add('Rota', 'Ops');
      await add('Loose', '');
      const renamed = await call(owner, 'PUT', `/api/boards/${board.id}`, {
        sections: 'Revenue, Ops',
      });
      expect(renamed.statusCode).toBe(200);
      const sectionOf = async (): Promise<Record<string, unknown>> => {
        const rows = await gateway.db.select().from(blocks).where(eq(blocks.boardId, board.id));
        return Object.fromEntries(
          rows.map((row) => [String(row.settings['title']), row.settings['section']] as const),
        );
      };
      expect(await sectionOf()).toEqual({ Pipeline: 'Revenue', Rota: 'Ops', Loose: '' });
      // A section removed leaves its blocks where they were (shown as un-categorized).
      await call(owner, 'PUT', `/api/boards/${board.id}`, { sections: 'Revenue' });
      expect(await sectionOf()).toEqual({ Pipeline: 'Revenue', Rota: 'Ops', Loose: '' });
    });

    it('refuses settings of the wrong kind with the field named', async () => {
      const board = await createBoard({ name: 'Stock' });
      const res = await call(owner, 'PUT', `/api/boards/${board.id}`, { hide_filters: 'yes' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/^hide_filters: /);
    });

    it('deletes the board and records it', async () => {
      const board = await createBoard({ name: 'Old' });
      const res = await call(owner, 'DELETE', `/api/boards/${board.id}`);
      expect(res.statusCode).toBe(204);
      expect((await call(owner, 'GET', `/api/boards/${board.id}`)).statusCode).toBe(404);
      const events = (await outboxEvents(gateway.db)).filter((e) => e.name === 'board.changed');
      expect(events).toHaveLength(2);
    });
  });

  describe('POST /api/boards/:id/duplicate', () => {
    it('copies the board with its settings and blocks, private, at a free address', async () => {
      const board = await createBoard({ name: 'Stock' });
      await call(owner, 'PUT', `/api/boards/${board.id}`, { public: true, title: 'Our stock' });
      for (const title of ['Levels', 'Orders']) {
        const res = await call(owner, 'POST', '/api/blocks', {
          boardId: board.id,
          type: 'markdown',
          settings: { title, content: `# ${title}` },
        });
        expect(res.statusCode).toBe(201);
      }

      const first = await call(owner, 'POST', `/api/boards/${board.id}/duplicate`);
      expect(first.statusCode).toBe(201);
      const copy = first.json<{ board: Board }>().board;
      expect(copy).toMatchObject({
        name: 'Copy of Stock',
        slug: 'copy-of-stock',
        public: false,
        settings: { title: 'Our stock', public: false },
      });
      const second = await call(owner, 'POST', `/api/boards/${board.id}/duplicate`);
      expect(second.json<{ board: Board }>().board.slug).toBe('copy-of-stock-2');

      const blocks = await call(owner, 'POST', `/api/board/update-metadata?board=/${copy.slug}`);
      expect(
        blocks
          .json<{ blocks: { settings: { title: string } }[] }>()
          .blocks.map((b) => b.settings.title),
      ).toEqual(['Levels', 'Orders']);
      // The original keeps its blocks.
      const original = await call(owner, 'POST', `/api/board/update-metadata?board=/${board.slug}`);
      expect(original.json<{ blocks: unknown[] }>().blocks).toHaveLength(2);
    });

    it('answers 404 for another workspace’s board, and refuses an app-editor session', async () => {
      const board = await createBoard({ name: 'Secret' });
      const other = await signedInOwner(gateway.db);
      const res = await call(other, 'POST', `/api/boards/${board.id}/duplicate`);
      expect(res.statusCode).toBe(404);
      expect((await call(other, 'GET', '/api/boards')).json()).toEqual({ boards: [] });
      const appEditor = {
        ...owner,
        cookie: await sessionCookie(gateway.db, owner.accountId, 'some-app'),
      };
      // An app-editor session is not one on the dashboard's host at all.
      const fromApp = await call(appEditor, 'POST', `/api/boards/${board.id}/duplicate`);
      expect(fromApp.statusCode).toBe(401);
      expect(
        (await call(owner, 'GET', '/api/boards')).json<{ boards: Board[] }>().boards,
      ).toHaveLength(1);
    });
  });
});
