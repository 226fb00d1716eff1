import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  insertSpreadsheet,
  signedInEditor,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

const ACCESS_DENIED = 'This application is private and you do not have permission to access it.';

describe.each(testDatabaseAdapters('board_metadata'))('board metadata on %s', (_name, options) => {
  const gateway = useTestGateway(options, { env: { BASE_URL: 'http://localhost:3000' } });

  let owner: SignedIn;
  let spreadsheetId: string;
  let boardId: string;
  beforeEach(async () => {
    owner = await signedInOwner(gateway.db, 'maker@example.com');
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId, [
      {
        title: 'Products',
        columns: ['Name', 'Stock'],
        rows: [
          { Name: 'Chair', Stock: '4' },
          { Name: 'Desk', Stock: '2' },
        ],
      },
      { title: 'Orders', columns: ['Product', 'Quantity'] },
    ]);
    const created = await gateway.app.inject({
      method: 'POST',
      url: '/api/boards',
      headers: { cookie: owner.cookie },
      payload: { name: 'Stock board', spreadsheetId },
    });
    boardId = created.json<{ board: { id: string } }>().board.id;
    for (const payload of [
      { type: 'markdown', settings: { body: '# Stock' } },
      { type: 'table', settings: { sheet_title: 'Products', axis: [{ column: 'Name' }] } },
      {
        type: 'chart',
        position: 0,
        settings: { sheet_title: 'Products', axis: [{ column: 'Stock', type: 'bar' }] },
      },
    ]) {
      const res = await gateway.app.inject({
        method: 'POST',
        url: '/api/blocks',
        headers: { cookie: owner.cookie },
        payload: { boardId, ...payload },
      });
      expect(res.statusCode).toBe(201);
    }
  });

  const metadata = (board: string | null, who: SignedIn | null = null) =>
    gateway.app.inject({
      method: 'POST',
      url:
        board === null
          ? '/api/board/update-metadata'
          : `/api/board/update-metadata?board=${encodeURIComponent(board)}&referer=x&_id=&_filters=`,
      headers: who ? { cookie: who.cookie } : {},
    });
  const publish = (settings: Record<string, unknown> = {}) =>
    gateway.app.inject({
      method: 'PUT',
      url: `/api/boards/${boardId}`,
      headers: { cookie: owner.cookie },
      payload: { public: true, ...settings },
    });

  it('gives a guest a public board with its defaults, blocks in order and sheets', async () => {
    await publish();
    const res = await metadata('/stock-board');
    expect(res.statusCode).toBe(200);
    const body = res.json<Record<string, unknown> & { blocks: { type: string }[] }>();
    expect(body).toMatchObject({
      id: boardId,
      name: 'Stock board',
      slug: 'stock-board',
      workspace_id: owner.workspaceId,
      type: 'board',
      public: true,
      hide_filters: true,
      nav_background: '#161819',
      board_background: '#FAFAFA',
      block_border: '#e7ebf3',
      block_shadow: '#ebeff3',
      spreadsheetId,
      spreadsheet_url: `http://localhost:3000/dashboard?spreadsheet=${spreadsheetId}`,
      sheets: [
        { title: 'Products', columns: ['Name', 'Stock'], rowCount: 2 },
        { title: 'Orders', columns: ['Product', 'Quantity'], rowCount: 0 },
      ],
      can_edit: false,
      user_role: 'guest',
      owner_email: 'maker@example.com',
      is_free_plan: true,
    });
    expect(body.blocks.map((block) => block.type)).toEqual(['chart', 'markdown', 'table']);
    expect(body.blocks[2]).toMatchObject({ position: 2, sheet_title: 'Products', section: '' });
  });

  it('lets the stored settings win over the defaults', async () => {
    await publish({ hide_filters: false, board_background: '#000000', sections: 'A,B' });
    const res = await metadata('/stock-board');
    expect(res.json()).toMatchObject({
      hide_filters: false,
      board_background: '#000000',
      sections: 'A,B',
      nav_background: '#161819',
    });
  });

  it('gives the owner and the editors of the workspace the editor fields on a private board', async () => {
    const asOwner = await metadata('/stock-board', owner);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).toMatchObject({ public: false, can_edit: true, user_role: 'owner' });

    const editor = await signedInEditor(gateway.db, owner.workspaceId);
    expect((await metadata('/stock-board', editor)).json()).toMatchObject({
      can_edit: true,
      user_role: 'editor',
    });
  });

  it('shows Access Denied to guests and other workspaces on a private board', async () => {
    const stranger = await signedInOwner(gateway.db);
    for (const who of [null, stranger]) {
      const res = await metadata('/stock-board', who);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ACCESS_DENIED });
    }
  });

  it('gives other workspaces a public board without the editor fields', async () => {
    await publish();
    const stranger = await signedInOwner(gateway.db);
    expect((await metadata('/stock-board', stranger)).json()).toMatchObject({
      can_edit: false,
      user_role: 'guest',
    });
  });

  it('answers Page not found for an unknown path or none', async () => {
    for (const board of ['/nope', '/', null]) {
      const res = await metadata(board);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Page not found' });
    }
  });
});
