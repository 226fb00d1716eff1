// What the scenarios need on the server, made through the owner API as the dashboard makes it: an
// owner session (sign-in with OWNER_EMAIL/OWNER_PASSWORD, or a fresh sign-up), an uploaded CSV of
// products, a public multi-page app with a table block on its home page, and a board with a table
// block that lets admins add rows and edit the Stock column. Teardown deletes what setup created.
import { firstMatch, jsonRequest, originOf, parseJson, query } from './common.js';

export const SHEET = 'Products';
export const PRODUCT_ROWS = 2000;
export const ROWS_PER_PAGE = 25;

const CATEGORIES = ['Lamps', 'Chairs', 'Tables', 'Rugs', 'Shelves', 'Sofas'];
const CITIES = ['Oslo', 'Lyon', 'Porto', 'Turin', 'Ghent', 'Leeds', 'Graz', 'Bergen'];
const FINISHES = ['Oak', 'Walnut', 'Brass', 'Linen', 'Steel', 'Marble', 'Cane'];

/** One product row (also the values an owner adds). */
export function productRow(index) {
  const category = CATEGORIES[index % CATEGORIES.length];
  const day = new Date(Date.UTC(2025, 0, 1) + (index % 365) * 86_400_000);
  return {
    Name: `${FINISHES[index % FINISHES.length]} ${category.slice(0, -1)} ${index + 1}`,
    Category: category,
    Price: (((index * 37) % 900) + 9.5).toFixed(2),
    Stock: String((index * 13) % 250),
    City: CITIES[(index * 3) % CITIES.length],
    'Added On': day.toISOString().slice(0, 10),
  };
}

const COLUMNS = Object.keys(productRow(0));

/** The uploaded spreadsheet: PRODUCT_ROWS products, about 110 KB of CSV. */
export function productCsv(rows = PRODUCT_ROWS) {
  const lines = [COLUMNS.join(',')];
  for (let index = 0; index < rows; index += 1)
    lines.push(COLUMNS.map((c) => productRow(index)[c]).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

const AXIS = [
  { column: 'Name' },
  { column: 'Category' },
  { column: 'Price', type: 'number' },
  { column: 'Stock', type: 'number' },
  { column: 'City' },
  { column: 'Added On', type: 'date' },
];

/** The app's home page table, as the editor saves it. */
export const APP_TABLE = {
  title: 'Our products',
  sheet_title: SHEET,
  paginate: true,
  rows_per_page: ROWS_PER_PAGE,
  axis: AXIS,
};

/** The board's table: admins (workspace members) add rows and edit Stock in place. */
export const BOARD_TABLE = {
  title: 'Stock',
  sheet_title: SHEET,
  paginate: true,
  rows_per_page: ROWS_PER_PAGE,
  add_new_row: 'Admins',
  axis: AXIS.map((axis) => (axis.column === 'Stock' ? { ...axis, editable: 'Admins' } : axis)),
};

const json = (response) => parseJson(response) ?? {};
const owner = (ctx) => ({ cookies: ctx.state.session });
/** Where the app is: APP_URL when given (an app of the deployment), else the one setup made. */
export const appUrlOf = (ctx) => ctx.env.appUrl || ctx.state.appUrl;

const signIn = {
  name: 'setup-sign-in',
  request(ctx) {
    const { baseUrl, ownerEmail, ownerPassword } = ctx.env;
    if (ownerEmail)
      return jsonRequest('POST', `${baseUrl}/api/auth/login`, {
        email: ownerEmail,
        password: ownerPassword,
      });
    return jsonRequest('POST', `${baseUrl}/api/auth/signup`, {
      name: 'Load test',
      email: `load-${ctx.state.runId}@example.com`,
      password: `load-test-${ctx.state.runId}`,
    });
  },
  expect: [200, 201],
  check: (response) => Object.keys(response.cookies).length > 0,
  after(response, ctx) {
    ctx.state.session = response.cookies;
  },
};

const uploadProducts = {
  name: 'setup-upload',
  request(ctx) {
    const boundary = `tessera-load-${ctx.state.runId}`;
    return {
      method: 'POST',
      url: `${ctx.env.baseUrl}/api/spreadsheets`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: [
        `--${boundary}`,
        `Content-Disposition: form-data; name="file"; filename="${SHEET}.csv"`,
        'Content-Type: text/csv',
        '',
        productCsv(),
        `--${boundary}--`,
        '',
      ].join('\r\n'),
      ...owner(ctx),
    };
  },
  expect: [201],
  check: (response) => json(response).sheets?.[0]?.rowCount === PRODUCT_ROWS,
  after(response, ctx) {
    ctx.state.spreadsheetId = json(response).id;
  },
};

const createApp = {
  name: 'setup-app',
  request: (ctx) => ({
    ...jsonRequest('POST', `${ctx.env.baseUrl}/api/apps`, {
      title: 'Load test shop',
      name: `load-${ctx.state.runId}`,
      spreadsheetId: ctx.state.spreadsheetId,
    }),
    ...owner(ctx),
  }),
  expect: [201],
  after(response, ctx) {
    const { app } = json(response);
    ctx.state.appId = app.id;
    ctx.state.appUrl = originOf(app.url);
  },
};

const publishApp = {
  name: 'setup-publish',
  request: (ctx) => ({
    ...jsonRequest('PATCH', `${ctx.env.baseUrl}/api/apps/${ctx.state.appId}/settings`, {
      public: true,
    }),
    ...owner(ctx),
  }),
  expect: [200],
};

const findHomePage = {
  name: 'setup-pages',
  request: (ctx) => ({
    method: 'GET',
    url: `${ctx.env.baseUrl}/api/pages/${ctx.state.appId}`,
    ...owner(ctx),
  }),
  expect: [200],
  check: (response) => (json(response).pages ?? []).some((page) => page.page_type === 'home'),
  after(response, ctx) {
    ctx.state.homePageId = json(response).pages.find((page) => page.page_type === 'home').id;
  },
};

const addAppTable = {
  name: 'setup-app-table',
  request: (ctx) => ({
    ...jsonRequest('POST', `${ctx.env.baseUrl}/api/blocks`, {
      pageId: ctx.state.homePageId,
      type: 'table',
      settings: APP_TABLE,
    }),
    ...owner(ctx),
  }),
  expect: [201],
  after(response, ctx) {
    ctx.state.appBlockId = json(response).block.id;
  },
};

const createBoard = {
  name: 'setup-board',
  request: (ctx) => ({
    ...jsonRequest('POST', `${ctx.env.baseUrl}/api/boards`, {
      name: 'Load test board',
      spreadsheetId: ctx.state.spreadsheetId,
      slug: `load-${ctx.state.runId}`,
    }),
    ...owner(ctx),
  }),
  expect: [201],
  after(response, ctx) {
    const { board } = json(response);
    ctx.state.boardId = board.id;
    ctx.state.boardPath = `/${board.slug}`;
  },
};

const addBoardTable = {
  name: 'setup-board-table',
  request: (ctx) => ({
    ...jsonRequest('POST', `${ctx.env.baseUrl}/api/blocks`, {
      boardId: ctx.state.boardId,
      type: 'table',
      settings: BOARD_TABLE,
    }),
    ...owner(ctx),
  }),
  expect: [201],
  after(response, ctx) {
    ctx.state.boardBlockId = json(response).block.id;
  },
};

/** The GET the board editor sends for its table's rows (page 1 unless said). */
export function boardRowsRequest(ctx, page = 1) {
  const { baseUrl } = ctx.env;
  const { spreadsheetId, boardPath, boardBlockId } = ctx.state;
  return {
    method: 'GET',
    url: `${baseUrl}/api/board/${spreadsheetId}/sheet/${SHEET}${query({
      page,
      page_size: ROWS_PER_PAGE,
      block_id: boardBlockId,
      tz: 'UTC',
      board: boardPath,
      referer: `${baseUrl}${boardPath}`,
    })}`,
    ...owner(ctx),
  };
}

const readBoardRows = {
  name: 'setup-board-rows',
  request: (ctx) => boardRowsRequest(ctx),
  expect: [200],
  check: (response) => (json(response).rows ?? []).length === ROWS_PER_PAGE,
  after(response, ctx) {
    ctx.state.rowIds = json(response).rows.map((row) => row._id);
  },
};

/**
 * The published page as a visitor gets it: its HTML carries the page and each data block's first
 * rows (`<script type="application/json" id="tessera-page">`), which the viewer paints at once
 * before reading every data block again.
 */
const INLINE_PAGE = /<script type="application\/json" id="tessera-page">([\s\S]*?)<\/script>/;
export const hasInlinePage = (response) => INLINE_PAGE.test(response.body ?? '');

const discoverPage = {
  name: 'setup-page',
  request: (ctx) => ({ method: 'GET', url: `${appUrlOf(ctx)}/`, headers: { accept: 'text/html' } }),
  expect: [200],
  check: hasInlinePage,
  after(response, ctx) {
    const inline = JSON.parse(firstMatch(INLINE_PAGE, response.body));
    ctx.state.dataBlocks = Object.entries(inline.data).map(([id, data]) => ({
      id,
      sheet: data.title,
      pageSize: data.page_size,
      total: data.total,
      columns: data.columns,
    }));
  },
};

const skipWithAppUrl = (step) => ({
  ...step,
  request: (ctx) => (ctx.env.appUrl ? null : step.request(ctx)),
});

/** An owner's workbook and published app, then the page as visitors see it (or APP_URL's). */
export const publishedAppSetup = [
  ...[signIn, uploadProducts, createApp, publishApp, findHomePage, addAppTable].map(skipWithAppUrl),
  discoverPage,
];

/** The owner's workbook, published app and board, with the first page of the board's rows. */
export const ownerSetup = [
  signIn,
  uploadProducts,
  createApp,
  publishApp,
  findHomePage,
  addAppTable,
  createBoard,
  addBoardTable,
  readBoardRows,
];

const remove = (name, path) => ({
  name,
  request: (ctx) =>
    path(ctx.state)
      ? { method: 'DELETE', url: `${ctx.env.baseUrl}${path(ctx.state)}`, ...owner(ctx) }
      : null,
  expect: [204],
});

/** Deletes what setup created (an account made by sign-up stays: there is no API to delete it). */
export const fixtureTeardown = [
  remove('teardown-app', (state) => state.appId && `/api/apps/${state.appId}`),
  remove('teardown-board', (state) => state.boardId && `/api/boards/${state.boardId}`),
  remove(
    'teardown-spreadsheet',
    (state) => state.spreadsheetId && `/api/spreadsheets/${state.spreadsheetId}`,
  ),
];
