import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { insertSpreadsheet, signedInOwner, type SignedIn } from '@tessera/blocks-api/testing';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { hashPassword, schema, testDatabaseAdapters } from '@tessera/platform';
import { recordingAnswer, startRecordingServer, type RecordingServer } from '@tessera/testing';

jest.setTimeout(60_000);

const TOKEN = 'sk_live_api-call-token-never-in-a-browser';
/** Two a minute from one address (a third of the workspace's). */
const CALLS_PER_MINUTE = 6;

type Action = Record<string, unknown>;
type Row = Record<string, string>;

/** The endpoint of the API calls (allowed by API_CALL_ALLOWED_ADDRESSES) and an internal service. */
let endpoint: RecordingServer;
let internal: RecordingServer;

beforeAll(async () => {
  endpoint = await startRecordingServer((request, response) => {
    if (request.url === '/fails') response.writeHead(500).end('{"error":"boom"}');
    else recordingAnswer(request, response);
  });
  internal = await startRecordingServer();
});
afterAll(async () => {
  await endpoint.close();
  await internal.close();
});

describe.each(testDatabaseAdapters('api_calls'))('API call buttons on %s', (_kind, options) => {
  const gateway = useTestGateway(options, {
    env: () => ({
      BASE_URL: 'http://localhost:3000',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      API_CALL_ALLOWED_ADDRESSES: `127.0.0.1:${endpoint.port}`,
      API_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE),
    }),
  });
  const call = gateway.call;
  let owner: SignedIn;
  let spreadsheetId: string;
  let boardId: string;
  let slug: string;
  let sequence = 0;

  beforeEach(async () => {
    endpoint.received.length = 0;
    internal.received.length = 0;
    owner = await signedInOwner(gateway.db);
    spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId, [
      {
        title: 'Orders',
        columns: ['Order', 'Customer', 'Total', 'Status'],
        rows: [
          { Order: 'A-1', Customer: 'Ada <script>', Total: '12.50', Status: 'Open' },
          { Order: 'A-2', Customer: 'Grace', Total: '7', Status: 'Shipped' },
        ],
      },
    ]);
    slug = `orders-${Date.now().toString(36)}${(sequence += 1)}`;
    const board = await call(owner.cookie, 'POST', '/api/boards', {
      name: 'Orders',
      slug,
      spreadsheetId,
    });
    expect(board.statusCode).toBe(201);
    boardId = board.json<{ board: { id: string } }>().board.id;
    const published = await call(owner.cookie, 'PUT', `/api/boards/${boardId}`, { public: true });
    expect(published.statusCode).toBe(200);
  }, HOOK_TIMEOUT);

  const apiCall = (extra: Action = {}): Action => ({
    title: 'Notify',
    type: 'API call',
    api_endpoint: `${endpoint.origin}/orders`,
    authorization_method: 'Bearer Token',
    token: TOKEN,
    field_mapping: [
      { key: 'order', value: 'Order' },
      { key: 'customer', value: 'Customer' },
      { key: 'missing', value: 'No such column' },
    ],
    ...extra,
  });

  /** A table on the board, made through the API (so its token is sealed as an owner's would be). */
  async function table(settings: Record<string, unknown>): Promise<string> {
    const res = await call(owner.cookie, 'POST', '/api/blocks', {
      boardId,
      type: 'table',
      settings: { sheet_title: 'Orders', axis: [{ column: 'Order' }], ...settings },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ block: { id: string } }>().block.id;
  }

  async function rows(): Promise<Row[]> {
    const res = await call(
      owner.cookie,
      'GET',
      `/api/board/${spreadsheetId}/sheet/Orders?board=%2F${slug}`,
    );
    return res.json<{ rows: Row[] }>().rows;
  }
  const rowId = async (order: string) => (await rows()).find((row) => row['Order'] === order)!._id!;

  const send = (blockId: string, row: string, action = 0, cookie: string | null = null) =>
    call(
      cookie,
      'POST',
      `/api/board/${spreadsheetId}/sheet/Orders/rows/${row}/api-call?board=%2F${slug}`,
      { block_id: blockId, action },
    );

  it("sends the row's mapped fields as JSON with the bearer token, and answers only that it was sent", async () => {
    const block = await table({ actions: [apiCall()] });
    const res = await send(block, await rowId('A-1'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sent: true });
    expect(res.body).not.toContain('what the endpoint answered');
    expect(endpoint.received).toHaveLength(1);
    const [received] = endpoint.received;
    expect(received).toMatchObject({ method: 'POST', url: '/orders' });
    expect(JSON.parse(received!.body)).toEqual({
      order: 'A-1',
      customer: 'Ada <script>',
      missing: '',
    });
    expect(received!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      'content-type': 'application/json',
      'user-agent': 'Tessera-API-call/1.0',
    });
  });

  it('sends form data with the token in a custom header', async () => {
    const block = await table({
      actions: [
        { type: 'Edit row' },
        apiCall({
          body_type: 'Form-data',
          authorization_method: 'Custom Header',
          custom_header: 'X-Api-Key',
        }),
      ],
    });
    expect((await send(block, await rowId('A-2'), 1)).statusCode).toBe(200);
    const [received] = endpoint.received;
    expect(received!.headers['x-api-key']).toBe(TOKEN);
    expect(received!.headers).not.toHaveProperty('authorization');
    expect(received!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received!.body).toContain('name="order"\r\n\r\nA-2\r\n');
    expect(received!.body).toContain('name="customer"\r\n\r\nGrace\r\n');
  });

  it("tells a failing endpoint's status, never its answer", async () => {
    const block = await table({
      actions: [apiCall({ api_endpoint: `${endpoint.origin}/fails` })],
    });
    const res = await send(block, await rowId('A-1'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      message: 'The API call failed: the endpoint answered 500.',
    });
    expect(res.body).not.toContain('boom');
  });

  it('refuses an endpoint on a private address, and a redirect to one, without reaching it', async () => {
    const direct = await table({
      actions: [apiCall({ api_endpoint: `http://127.0.0.1:${internal.port}/admin` })],
    });
    const redirected = await table({
      actions: [
        apiCall({
          api_endpoint: `${endpoint.origin}/hop?redirect=${encodeURIComponent(`http://localhost:${internal.port}/admin`)}`,
        }),
      ],
    });
    const row = await rowId('A-1');
    const refused = async (block: string) => {
      const res = await send(block, row);
      expect(res.statusCode).toBe(502);
      return res.json<{ message: string }>().message;
    };
    expect(await refused(direct)).toBe(
      'The API call failed: the endpoint is on a private or reserved network address, which API calls may not reach.',
    );
    expect(await refused(redirected)).toBe(
      'The API call failed: the endpoint redirected to a private or reserved network address, which API calls may not reach.',
    );
    expect(internal.received).toEqual([]);
  });

  it('carries out only an API call button the caller may use, on a row the block shows them', async () => {
    const edit = await table({ actions: [{ type: 'Edit row' }, apiCall()] });
    const row = await rowId('A-1');
    // Not an API call button, or no such button.
    expect((await send(edit, row, 0)).statusCode).toBe(403);
    expect((await send(edit, row, 2)).statusCode).toBe(403);
    // Buttons shown to admins only: the owner may, a guest may not.
    const admins = await table({ actions: [apiCall()], action_button_visibility: 'Admins' });
    expect((await send(admins, row)).json()).toMatchObject({
      message: 'You are not allowed to use this action.',
    });
    expect((await send(admins, row, 0, owner.cookie)).statusCode).toBe(200);
    // A row the block's filter hides is not there for it.
    const shipped = await table({
      actions: [apiCall()],
      filters: [
        { condition: '=', sheet_column: { sheet: 'Orders', column: 'Status' }, value: 'Shipped' },
      ],
    });
    expect((await send(shipped, row)).statusCode).toBe(404);
    expect((await send(shipped, await rowId('A-2'))).statusCode).toBe(200);
    expect(endpoint.received).toHaveLength(2);
  });

  it('drops the token when the endpoint changes, and says so instead of calling without it', async () => {
    const block = await table({ actions: [apiCall()] });
    const moved = await call(owner.cookie, 'PUT', `/api/blocks/${block}`, {
      settings: {
        sheet_title: 'Orders',
        axis: [{ column: 'Order' }],
        actions: [apiCall({ api_endpoint: `${endpoint.origin}/elsewhere`, token: '' })],
      },
    });
    expect(moved.statusCode).toBe(200);
    const res = await send(block, await rowId('A-1'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message:
        'This API call has no token stored: enter it in the action button, or it is not sent.',
    });
    expect(endpoint.received).toEqual([]);
  });

  it('limits the calls of one address, and of the whole workspace, per minute', async () => {
    const block = await table({
      actions: [apiCall({ authorization_method: 'No Auth', token: '' })],
    });
    const row = await rowId('A-1');
    const sendFrom = (remoteAddress: string) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/board/${spreadsheetId}/sheet/Orders/rows/${row}/api-call?board=%2F${slug}`,
        payload: { block_id: block, action: 0 },
        remoteAddress,
      });
    const tooMany = /^Too many API calls\. Please try again in \d+ seconds?\.$/;
    // One address: a third of the workspace's calls.
    expect((await sendFrom('203.0.113.1')).statusCode).toBe(200);
    expect((await sendFrom('203.0.113.1')).statusCode).toBe(200);
    const refused = await sendFrom('203.0.113.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(tooMany);
    // Other addresses go on until the workspace has used its own.
    for (const address of ['203.0.113.2', '203.0.113.2', '203.0.113.3', '203.0.113.3'])
      expect((await sendFrom(address)).statusCode).toBe(200);
    const workspaceDone = await sendFrom('203.0.113.4');
    expect(workspaceDone.statusCode).toBe(429);
    expect(workspaceDone.json<{ message: string }>().message).toMatch(tooMany);
    expect(endpoint.received).toHaveLength(CALLS_PER_MINUTE);
  });

  it("keeps a Read app user from sending an app page's API call, and lets a Read-Write one", async () => {
    const name = `calls-${Date.now().toString(36)}${(sequence += 1)}`;
    const app = await call(owner.cookie, 'POST', '/api/apps', {
      title: 'Orders',
      name,
      spreadsheetId,
    });
    expect(app.statusCode).toBe(201);
    const appId = app.json<{ app: { id: string } }>().app.id;
    const host = `${name}.localhost:3000`;
    const privateApp = { public: false, sign_in_method: 'Use password set by user' };
    expect((await call(owner.cookie, 'PUT', `/api/apps/${appId}`, privateApp)).statusCode).toBe(
      200,
    );
    const pages = await call(owner.cookie, 'GET', `/api/pages/${appId}`);
    const pageId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
    const added = await call(owner.cookie, 'POST', '/api/blocks', {
      pageId,
      type: 'list',
      settings: { sheet_title: 'Orders', actions: [apiCall()] },
    });
    const block = added.json<{ block: { id: string } }>().block.id;
    const row = await rowId('A-2');

    async function appUser(email: string, permissions: 'read' | 'read-write') {
      await gateway.db.insert(schema.appUsers).values({
        workspaceId: owner.workspaceId,
        appId,
        name: email,
        email,
        permissions,
        passwordHash: await hashPassword('correct horse'),
      });
      const res = await call(
        null,
        'POST',
        '/api/app-auth/sign-in',
        { email, password: 'correct horse' },
        host,
      );
      const cookie = res.cookies.find((c) => c.name.endsWith('tessera_app_user'))!;
      return `${cookie.name}=${cookie.value}`;
    }
    const sendOnPage = (cookie: string | null) =>
      call(
        cookie,
        'POST',
        `/v3/api/page/sheet/Orders/rows/${row}/api-call`,
        { block_id: block, action: 0 },
        host,
      );

    expect((await sendOnPage(null)).statusCode).toBe(404);
    const reader = await sendOnPage(await appUser('ann@example.com', 'read'));
    expect(reader.statusCode).toBe(403);
    expect(reader.json()).toMatchObject({
      message: 'You do not have permission to change this data.',
    });
    expect((await sendOnPage(await appUser('bob@example.com', 'read-write'))).statusCode).toBe(200);
    expect(endpoint.received).toHaveLength(1);
    expect(JSON.parse(endpoint.received[0]!.body)).toMatchObject({ order: 'A-2' });
  });
});
