import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { hashPassword, schema, testDatabaseAdapters } from '@tessera/platform';
import {
  buildXlsx,
  createApp,
  createBlock,
  createBoard,
  createOwnerSession,
  createPage,
  type OwnerSession,
} from '@tessera/testing';
import { SpreadsheetsService } from '../spreadsheets.service.js';

jest.setTimeout(60_000);

type Comments = {
  comments: {
    id: string;
    author_name: string;
    author_kind: string;
    body: string;
    created_at: string;
    can_delete: boolean;
  }[];
  total: number;
  page: number;
  page_size: number;
  can_comment: boolean;
  needs_name: boolean;
};

describe.each(testDatabaseAdapters('comments'))('comments blocks on %s', (_kind, options) => {
  const gateway = useTestGateway(options);
  let owner: OwnerSession;
  let spreadsheetId: string;

  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
    const bytes = await buildXlsx([
      {
        title: 'Products',
        rows: [
          ['Name', 'Price'],
          ['Lamp', 10],
          ['Chair', 20],
        ],
      },
    ]);
    const imported = await gateway.app
      .get(SpreadsheetsService)
      .importWorkbook(owner.workspaceId, { fileName: 'Shop.xlsx', bytes });
    spreadsheetId = imported.id;
  }, HOOK_TIMEOUT);

  /** An app on the spreadsheet, named `name`, with a comments block on its home page. */
  async function appWithComments(name: string, isPublic: boolean) {
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      name,
      public: isPublic,
    });
    const home = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    const blockId = await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId: home,
      type: 'comments',
      settings: {},
    });
    return { app, blockId };
  }

  async function boardWith(type: string, settings: Record<string, unknown>, slug = 'talk') {
    const board = await createBoard(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      slug,
      public: true,
    });
    const blockId = await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      boardId: board.id,
      type,
      settings,
    });
    return { board, blockId };
  }

  const url = (slug: string, query: string, id = '') =>
    `/api/board/${spreadsheetId}/comments${id ? `/${id}` : ''}?board=%2F${slug}${query}`;
  const list = (slug: string, query: string, cookie?: string) =>
    gateway.app.inject({
      method: 'GET',
      url: url(slug, query),
      headers: cookie ? { cookie } : {},
    });
  const post = (slug: string, body: Record<string, unknown>, query = '', cookie?: string) =>
    gateway.app.inject({
      method: 'POST',
      url: url(slug, query),
      headers: cookie ? { cookie } : {},
      payload: body,
    });
  const remove = (slug: string, blockId: string, id: string, cookie?: string) =>
    gateway.app.inject({
      method: 'DELETE',
      url: url(slug, `&block_id=${blockId}`, id),
      headers: cookie ? { cookie } : {},
    });

  it('lets a guest sign a comment with a name, kept as plain text and shown without e-mails', async () => {
    const { blockId } = await boardWith('comments', {});
    const empty = (await list('talk', `&block_id=${blockId}`)).json<Comments>();
    expect(empty).toEqual({
      comments: [],
      total: 0,
      page: 1,
      page_size: 10,
      can_comment: true,
      needs_name: true,
    });

    const unsigned = await post('talk', { block_id: blockId, body: 'Hello' });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ message: 'Enter your name.' });
    const blank = await post('talk', { block_id: blockId, body: ' \n ', name: 'Ada' });
    expect(blank.json()).toMatchObject({ message: 'Write a comment first.' });
    const long = await post('talk', { block_id: blockId, body: 'x'.repeat(2001), name: 'Ada' });
    expect(long.json()).toMatchObject({ message: 'A comment has at most 2,000 characters.' });

    const hostile = '<img src=x onerror=alert(1)>\u202Eevil\u0000\r\nline two';
    const posted = await post('talk', { block_id: blockId, body: hostile, name: '  Ada \u200F ' });
    expect(posted.statusCode).toBe(201);
    const { comment } = posted.json<{ comment: Comments['comments'][number] }>();
    expect(comment).toMatchObject({
      author_name: 'Ada',
      author_kind: 'guest',
      body: '<img src=x onerror=alert(1)>evil\nline two',
      can_delete: false,
    });

    const read = (await list('talk', `&block_id=${blockId}`)).json<Comments>();
    expect(read.comments).toEqual([comment]);
    expect(JSON.stringify(read)).not.toContain('@');
    // A guest cannot delete it; the owner can.
    expect((await remove('talk', blockId, comment.id)).statusCode).toBe(403);
    expect((await remove('talk', blockId, comment.id, owner.cookie)).statusCode).toBe(200);
    expect((await list('talk', `&block_id=${blockId}`)).json<Comments>().total).toBe(0);
  });

  it('lets only who who_can_comment names post; members sign as Team', async () => {
    const { blockId } = await boardWith('comments', { who_can_comment: 'Admins' });
    const guest = (await list('talk', `&block_id=${blockId}`)).json<Comments>();
    expect(guest.can_comment).toBe(false);
    const refused = await post('talk', { block_id: blockId, body: 'Hi', name: 'Ada' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'You are not allowed to comment here.' });

    const member = (await list('talk', `&block_id=${blockId}`, owner.cookie)).json<Comments>();
    expect(member).toMatchObject({ can_comment: true, needs_name: false });
    const posted = await post(
      'talk',
      { block_id: blockId, body: 'Team here', name: 'x' },
      '',
      owner.cookie,
    );
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      comment: { author_kind: 'member', author_name: 'Team', can_delete: true },
    });

    const closed = await boardWith('comments', { who_can_comment: 'None' }, 'closed');
    const none = await post('closed', { block_id: closed.blockId, body: 'Hi' }, '', owner.cookie);
    expect(none.statusCode).toBe(403);
  });

  it('pages the newest first by comments_per_page', async () => {
    const { blockId } = await boardWith('comments', { comments_per_page: 5 });
    for (let i = 1; i <= 7; i += 1) {
      const res = await post('talk', { block_id: blockId, body: `Comment ${i}`, name: 'Ada' });
      expect(res.statusCode).toBe(201);
    }
    const first = (await list('talk', `&block_id=${blockId}`)).json<Comments>();
    expect(first.comments.map((c) => c.body)).toEqual([
      'Comment 7',
      'Comment 6',
      'Comment 5',
      'Comment 4',
      'Comment 3',
    ]);
    const second = (await list('talk', `&block_id=${blockId}&page=2`)).json<Comments>();
    expect(second).toMatchObject({ total: 7, page: 2, page_size: 5 });
    expect(second.comments.map((c) => c.body)).toEqual(['Comment 2', 'Comment 1']);
  });

  it("keeps comments about the page's record apart, on rows of the block's sheet only", async () => {
    const { blockId } = await boardWith('comments', { sheet_title: 'Products' });
    const rows = await gateway.app.inject({
      method: 'GET',
      url: `/api/board/${spreadsheetId}/sheet/Products`,
      headers: { cookie: owner.cookie },
    });
    const [lamp] = rows.json<{ rows: { _id: string }[] }>().rows;
    const about = `&record=${lamp!._id}`;
    await post('talk', { block_id: blockId, body: 'On the lamp', name: 'Ada' }, about);
    await post('talk', { block_id: blockId, body: 'On the page', name: 'Ada' });
    const lampComments = (await list('talk', `&block_id=${blockId}${about}`)).json<Comments>();
    expect(lampComments.comments.map((c) => c.body)).toEqual(['On the lamp']);
    const pageComments = (await list('talk', `&block_id=${blockId}`)).json<Comments>();
    expect(pageComments.comments.map((c) => c.body)).toEqual(['On the page']);
    const unknown = await post(
      'talk',
      { block_id: blockId, body: 'x', name: 'Ada' },
      '&record=nope',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('answers Block not found for other blocks, and limits how often an address posts', async () => {
    const table = await boardWith('table', { sheet_title: 'Products' });
    const notComments = await list('talk', `&block_id=${table.blockId}`);
    expect(notComments.statusCode).toBe(404);
    expect(notComments.json()).toMatchObject({ message: 'Block not found.' });

    const { blockId } = await boardWith('comments', {}, 'busy');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await post('busy', { block_id: blockId, body: `${i}`, name: 'Bot' })).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('serves the comments blocks of the app on the host, to its guests', async () => {
    const { blockId } = await appWithComments('shop', true);
    const host = { host: 'shop.localhost:3000' };
    const posted = await gateway.app.inject({
      method: 'POST',
      url: '/v3/api/page/comments',
      headers: host,
      payload: { block_id: blockId, body: 'Nice shop', name: 'Grace' },
    });
    expect(posted.statusCode).toBe(201);
    const read = await gateway.app.inject({
      method: 'GET',
      url: `/v3/api/page/comments?block_id=${blockId}`,
      headers: host,
    });
    expect(read.json<Comments>().comments.map((c) => c.author_name)).toEqual(['Grace']);
    // Another app's host does not reach the block.
    await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      name: 'other',
      public: true,
    });
    const elsewhere = await gateway.app.inject({
      method: 'GET',
      url: `/v3/api/page/comments?block_id=${blockId}`,
      headers: { host: 'other.localhost:3000' },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('lets Read-Write app users comment under their name (never their e-mail), and Read users only read', async () => {
    const { app, blockId } = await appWithComments('club', false);
    const host = 'club.localhost:3000';
    const [user] = await gateway.db
      .insert(schema.appUsers)
      .values({
        workspaceId: owner.workspaceId,
        appId: app.id,
        name: '',
        email: 'ann@example.com',
        permissions: 'read-write',
        passwordHash: await hashPassword('correct horse'),
      })
      .returning();
    const signIn = await gateway.app.inject({
      method: 'POST',
      url: '/api/app-auth/sign-in',
      headers: { host },
      payload: { email: 'ann@example.com', password: 'correct horse' },
    });
    const session = signIn.cookies.find((c) => c.name.endsWith('tessera_app_user'))!;
    const cookie = `${session.name}=${session.value}`;
    const read = () =>
      gateway.app.inject({
        method: 'GET',
        url: `/v3/api/page/comments?block_id=${blockId}`,
        headers: { host, cookie },
      });

    const posted = await gateway.app.inject({
      method: 'POST',
      url: '/v3/api/page/comments',
      headers: { host, cookie },
      payload: { block_id: blockId, body: 'See you there' },
    });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({
      comment: { author_kind: 'app_user', author_name: 'App user', can_delete: true },
    });
    expect(JSON.stringify((await read()).json())).not.toContain('ann');

    // Made a Read user: the thread is still there to read, but nothing offers to change it.
    await gateway.db
      .update(schema.appUsers)
      .set({ permissions: 'read' })
      .where(eq(schema.appUsers.id, user!.id));
    const asReader = (await read()).json<Comments>();
    expect(asReader).toMatchObject({ can_comment: false, total: 1 });
    expect(asReader.comments[0]).toMatchObject({ body: 'See you there', can_delete: false });
    const removal = await gateway.app.inject({
      method: 'DELETE',
      url: `/v3/api/page/comments/${asReader.comments[0]!.id}?block_id=${blockId}`,
      headers: { host, cookie },
    });
    expect(removal.statusCode).toBe(403);
  });
});
