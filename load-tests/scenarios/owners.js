// Owners at work in the editor, signed in on the dashboard: reading their board's rows, adding rows
// and editing a cell through the board's table block, and saving a block's settings on their
// published app (which invalidates its cached pages). Every write carries an Idempotency-Key.
import { idempotencyKey, jsonRequest, parseJson, query } from './common.js';
import {
  APP_TABLE,
  SHEET,
  boardRowsRequest,
  fixtureTeardown,
  ownerSetup,
  productRow,
} from './fixture.js';

const owner = (ctx, step, request) => ({
  ...request,
  headers: { ...request.headers, 'idempotency-key': idempotencyKey(ctx, step) },
  cookies: ctx.state.session,
});

function rowsUrl(ctx, rowId) {
  const { baseUrl } = ctx.env;
  const { spreadsheetId, boardPath } = ctx.state;
  const row = rowId ? `/${encodeURIComponent(rowId)}` : '';
  return `${baseUrl}/api/board/${spreadsheetId}/sheet/${SHEET}/rows${row}${query({ board: boardPath })}`;
}

const rowOf = (response) => parseJson(response)?.row;

const read = {
  name: 'read',
  request: (ctx) => ({ ...boardRowsRequest(ctx), cookies: ctx.state.session }),
  expect: [200],
  check: (response) => Array.isArray(parseJson(response)?.rows),
};

const addRow = {
  name: 'add-row',
  request: (ctx) =>
    owner(
      ctx,
      'add-row',
      jsonRequest('POST', rowsUrl(ctx), {
        block_id: ctx.state.boardBlockId,
        values: productRow(10_000 + ctx.vu * 1000 + ctx.iteration),
      }),
    ),
  expect: [201],
  check: (response) => typeof rowOf(response)?._id === 'string',
  after(response, ctx) {
    ctx.vars.addedRowId = rowOf(response)._id;
  },
};

const editRow = {
  name: 'edit-row',
  request(ctx) {
    // The row this owner added last, else one of the first page's.
    const { rowIds } = ctx.state;
    const rowId = ctx.vars.addedRowId ?? rowIds[(ctx.vu + ctx.iteration) % rowIds.length];
    return owner(
      ctx,
      'edit-row',
      jsonRequest('PATCH', rowsUrl(ctx, rowId), {
        block_id: ctx.state.boardBlockId,
        values: { Stock: String((ctx.vu * 97 + ctx.iteration) % 500) },
      }),
    );
  },
  expect: [200],
  check: (response) => typeof rowOf(response)?.Stock === 'string',
};

const editBlock = {
  name: 'edit-block',
  request: (ctx) =>
    owner(
      ctx,
      'edit-block',
      jsonRequest('PUT', `${ctx.env.baseUrl}/api/blocks/${ctx.state.appBlockId}`, {
        settings: { ...APP_TABLE, title: `Our products (${ctx.vu}.${ctx.iteration})` },
      }),
    ),
  expect: [200],
  check: (response) => parseJson(response)?.block?.id !== undefined,
};

export default {
  name: 'owners',
  title: 'Owners editing blocks and rows',
  connections: 5,
  duration: '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:read}': ['p(95)<500'],
    'http_req_duration{name:add-row}': ['p(95)<500'],
    'http_req_duration{name:edit-row}': ['p(95)<500'],
    'http_req_duration{name:edit-block}': ['p(95)<800'],
  },
  setup: ownerSetup,
  flows: [
    { name: 'read', weight: 3, steps: [read] },
    { name: 'add-row', weight: 2, steps: [addRow] },
    { name: 'edit-row', weight: 2, steps: [editRow] },
    { name: 'edit-block', weight: 1, steps: [editBlock] },
  ],
  // After the load: the row writes it left to apply (the board's `sync.pending`), polled to none.
  settle: {
    step: {
      name: 'settle',
      request: (ctx) => ({ ...boardRowsRequest(ctx), cookies: ctx.state.session }),
      expect: [200],
      check: (response) => parseJson(response)?.sync?.pending === 0,
    },
    timeoutS: 180,
  },
  teardown: fixtureTeardown,
};
