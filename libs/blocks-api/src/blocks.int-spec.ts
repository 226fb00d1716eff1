import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { blockCatalogue } from '@tessera/domain';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  insertSpreadsheet,
  outboxEvents,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from './testing/builder-test-kit.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Block = { id: string; type: string; position: number; settings: Record<string, unknown> };

const markdown = (body: string) => ({ type: 'markdown', settings: { body } });

describe.each(testDatabaseAdapters('blocks_api'))('blocks API on %s', (_name, options) => {
  const gateway = useTestGateway(options);

  let owner: SignedIn;
  let boardId: string;
  let appId: string;
  let homePageId: string;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db);
    const spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
    const board = await call(owner.cookie, 'POST', '/api/boards', { name: 'Stock', spreadsheetId });
    boardId = board.json<{ board: { id: string } }>().board.id;
    const created = await call(owner.cookie, 'POST', '/api/apps', {
      title: 'Shop',
      name: 'shop',
      spreadsheetId,
    });
    appId = created.json<{ app: { id: string } }>().app.id;
    const pages = await call(owner.cookie, 'GET', `/api/pages/${appId}`);
    homePageId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
  });

  const call = gateway.call;

  const addBlock = async (payload: Record<string, unknown>) => {
    const res = await call(owner.cookie, 'POST', '/api/blocks', payload);
    expect(res.statusCode).toBe(201);
    return res.json<{ block: Block }>().block;
  };
  const boardBlocks = async () => {
    const res = await call(owner.cookie, 'GET', `/api/boards/${boardId}`);
    expect(res.statusCode).toBe(200);
    const meta = await call(owner.cookie, 'POST', '/api/board/update-metadata?board=/stock');
    return meta.json<{ blocks: Block[] }>().blocks;
  };
  const pageBlocks = async () => {
    const editor = await sessionCookie(gateway.db, owner.accountId, appId);
    const meta = await call(
      editor,
      'POST',
      '/api/page/update-metadata?board=/',
      undefined,
      'shop.localhost:3000',
    );
    return meta.json<{ blocks: Block[] }>().blocks;
  };
  const summary = (blocks: Block[]) =>
    blocks.map((block) => [block.type, block.position, block.settings['body'] ?? null]);

  it('serves the block catalogue to anyone', async () => {
    const res = await call(null, 'GET', '/api/blocks');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ blocks: blockCatalogue() });
  });

  describe('POST /api/blocks', () => {
    it('appends on a board, or inserts at the position, with the defaults filled in', async () => {
      const first = await addBlock({ boardId, ...markdown('one') });
      expect(first).toMatchObject({ type: 'markdown', position: 0, section: '', sheet_title: '' });
      expect(first.settings).toMatchObject({ body: 'one', loop: false, gap: 3, columns: 1 });
      await addBlock({ boardId, ...markdown('two') });
      await addBlock({ boardId, position: 1, ...markdown('between') });
      expect(summary(await boardBlocks())).toEqual([
        ['markdown', 0, 'one'],
        ['markdown', 1, 'between'],
        ['markdown', 2, 'two'],
      ]);
      const changes = (await outboxEvents(gateway.db)).filter((e) => e.name === 'board.changed');
      expect(changes).toHaveLength(4);
    });

    it('inserts before the footer on a page, even when asked for a later position', async () => {
      await addBlock({ pageId: homePageId, ...markdown('body') });
      await addBlock({ pageId: homePageId, position: 99, ...markdown('last') });
      await addBlock({ pageId: homePageId, position: 1, ...markdown('first') });
      expect(summary(await pageBlocks())).toEqual([
        ['header', 0, null],
        ['markdown', 1, 'first'],
        ['markdown', 2, 'body'],
        ['markdown', 3, 'last'],
        ['footer', 4, null],
      ]);
      expect(await outboxEvents(gateway.db)).toContainEqual({
        name: 'app.changed',
        payload: { workspaceId: owner.workspaceId, appId, name: 'shop' },
      });
    });

    it('adds a sign-in block to a page and refuses it on a board', async () => {
      const login = await addBlock({ pageId: homePageId, type: 'login', settings: {} });
      expect(login.settings).toMatchObject({ forget_password: true, new_user_sign_up: true });
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        boardId,
        type: 'login',
        settings: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Sign-in blocks belong on the pages of a multi-page app.',
      });
      expect(await boardBlocks()).toEqual([]);
    });

    it('stores a score_card block as a scorecard with its defaults', async () => {
      const card = await addBlock({
        boardId,
        type: 'score_card',
        settings: { sheet_title: 'Products', axis: [{ column: 'Price' }] },
      });
      expect(card.type).toBe('scorecard');
      expect(card.settings).toMatchObject({
        axis: [{ column: 'Price', function: 'sum', symbol: '$', decimal: 'period' }],
      });
      expect((await boardBlocks()).map((block) => block.type)).toEqual(['scorecard']);
    });

    it('refuses settings the block type does not accept, naming the field', async () => {
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        boardId,
        type: 'table',
        settings: { sheet_title: 'Products', axis: [{ column: '' }] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'axis.0.column: Choose a column.' });
      expect(await boardBlocks()).toEqual([]);
    });

    it.each(['nonsense', 'score-board'])('refuses the unavailable type %s', async (type) => {
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        boardId,
        type,
        settings: {},
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This block type is not available yet.' });
    });

    it('needs exactly one of boardId and pageId', async () => {
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        boardId,
        pageId: homePageId,
        ...markdown('x'),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Give either boardId or pageId.' });
    });

    it("answers 404 for another workspace's board or page", async () => {
      const stranger = await signedInOwner(gateway.db);
      for (const container of [{ boardId }, { pageId: homePageId }]) {
        const res = await call(stranger.cookie, 'POST', '/api/blocks', {
          ...container,
          ...markdown('x'),
        });
        expect(res.statusCode).toBe(404);
      }
    });

    it('keeps an app-editor session to the pages of its app', async () => {
      const editor = await sessionCookie(gateway.db, owner.accountId, appId);
      const host = 'shop.localhost:3000';
      const onPage = await call(
        editor,
        'POST',
        '/api/blocks',
        { pageId: homePageId, ...markdown('x') },
        host,
      );
      expect(onPage.statusCode).toBe(201);
      const onBoard = await call(
        editor,
        'POST',
        '/api/blocks',
        { boardId, ...markdown('x') },
        host,
      );
      expect(onBoard.statusCode).toBe(404);
    });
  });

  describe('PUT and DELETE /api/blocks/:id', () => {
    it('replaces the settings after validating them', async () => {
      const block = await addBlock({ boardId, ...markdown('old') });
      const res = await call(owner.cookie, 'PUT', `/api/blocks/${block.id}`, {
        settings: { body: 'new', section: 'Overview', columns: 2 },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        block: { id: block.id, section: 'Overview', settings: { body: 'new', columns: 2 } },
      });
      const bad = await call(owner.cookie, 'PUT', `/api/blocks/${block.id}`, {
        settings: { body: 'x', columns: 9 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/^columns: /);
      expect((await boardBlocks())[0]!.settings).toMatchObject({ body: 'new' });
    });

    it('deletes a block and closes the gap', async () => {
      const first = await addBlock({ boardId, ...markdown('one') });
      await addBlock({ boardId, ...markdown('two') });
      const res = await call(owner.cookie, 'DELETE', `/api/blocks/${first.id}`);
      expect(res.statusCode).toBe(204);
      expect(summary(await boardBlocks())).toEqual([['markdown', 0, 'two']]);
    });

    it("answers 404 for another workspace's block", async () => {
      const block = await addBlock({ boardId, ...markdown('mine') });
      const stranger = await signedInOwner(gateway.db);
      const put = await call(stranger.cookie, 'PUT', `/api/blocks/${block.id}`, {
        settings: { body: 'x' },
      });
      expect(put.statusCode).toBe(404);
      expect(put.json()).toMatchObject({ message: 'Block not found.' });
      expect((await call(stranger.cookie, 'DELETE', `/api/blocks/${block.id}`)).statusCode).toBe(
        404,
      );
      expect(summary(await boardBlocks())).toEqual([['markdown', 0, 'mine']]);
    });
  });

  describe('PUT /api/blocks/order', () => {
    it("puts a board's blocks in the given order", async () => {
      const a = await addBlock({ boardId, ...markdown('a') });
      const b = await addBlock({ boardId, ...markdown('b') });
      const c = await addBlock({ boardId, ...markdown('c') });
      const res = await call(owner.cookie, 'PUT', '/api/blocks/order', {
        boardId,
        ids: [c.id, a.id, b.id],
      });
      expect(res.statusCode).toBe(200);
      expect(summary(res.json<{ blocks: Block[] }>().blocks)).toEqual([
        ['markdown', 0, 'c'],
        ['markdown', 1, 'a'],
        ['markdown', 2, 'b'],
      ]);
      expect(summary(await boardBlocks())).toEqual(summary(res.json<{ blocks: Block[] }>().blocks));
    });

    it('refuses ids that are not exactly the container’s blocks', async () => {
      const a = await addBlock({ boardId, ...markdown('a') });
      const onPage = await addBlock({ pageId: homePageId, ...markdown('p') });
      for (const ids of [[a.id, onPage.id], [], [a.id, a.id]]) {
        const res = await call(owner.cookie, 'PUT', '/api/blocks/order', { boardId, ids });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'The new order must list every block of the board or page exactly once.',
        });
      }
    });

    it("answers 404 for another workspace's page", async () => {
      const stranger = await signedInOwner(gateway.db);
      const res = await call(stranger.cookie, 'PUT', '/api/blocks/order', {
        pageId: homePageId,
        ids: [],
      });
      expect(res.statusCode).toBe(404);
    });
  });
});
