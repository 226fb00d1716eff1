// Sheet data as the viewer pages through it: GET /v3/api/page/sheet/{sheet} on the app's host,
// named by its block, on pages all over the sheet, with the table's search box and column sorts.
import { fixtureTeardown, publishedAppSetup } from './fixture.js';
import { blockRowsRequest, hasRows } from './visitors.js';

const SEARCHES = ['oslo', 'lamp', 'walnut', 'porto,lyon', 'brass chair', 'zzz'];

/** The first data block (the table) and how many pages it has. */
function table(ctx) {
  const block = ctx.state.dataBlocks[0];
  return { block, pages: Math.max(1, Math.ceil(block.total / block.pageSize)) };
}

/** A column to sort on, ascending or descending, different from one iteration to the next. */
function sortOf(ctx) {
  const { columns } = table(ctx).block;
  const turn = ctx.vu + ctx.iteration;
  const column = columns[turn % columns.length];
  return turn % 2 === 0 ? column : `-${column}`;
}

const read = (name, extra) => ({
  name,
  request(ctx) {
    const { block, pages } = table(ctx);
    // Pages spread over the whole sheet (a prime stride), not only the first.
    const page = 1 + ((ctx.vu * 31 + ctx.iteration * 7) % pages);
    return blockRowsRequest(ctx, block, extra(ctx, page));
  },
  expect: [200],
  check: hasRows,
});

const search = (ctx) => SEARCHES[(ctx.vu + ctx.iteration) % SEARCHES.length];

export default {
  name: 'sheet-reads',
  title: 'Sheet data reads: pages, search and sort',
  connections: 20,
  duration: '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    http_req_duration: ['p(95)<500', 'avg<250'],
    'http_req_duration{name:search}': ['p(95)<800'],
    'http_req_duration{name:sort}': ['p(95)<800'],
  },
  setup: publishedAppSetup,
  flows: [
    { name: 'page', weight: 4, steps: [read('page', (_ctx, page) => ({ page }))] },
    { name: 'search', weight: 2, steps: [read('search', (ctx) => ({ search: search(ctx) }))] },
    {
      name: 'sort',
      weight: 2,
      steps: [read('sort', (ctx, page) => ({ page, sort: sortOf(ctx) }))],
    },
    {
      name: 'search-sort',
      weight: 1,
      steps: [read('search-sort', (ctx) => ({ search: search(ctx), sort: sortOf(ctx) }))],
    },
  ],
  teardown: fixtureTeardown,
};
