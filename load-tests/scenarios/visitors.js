// Visitors of a published app on its own subdomain ({app}.{host}): the page from the published-page
// cache with its first rows inline, then every data block's rows read again in the background, as
// the viewer does. The viewer's scripts and stylesheets are left out: hashed files under /assets,
// cached by browsers for a year (and best served by a CDN), they are not what a tenant page costs.
import { parseJson, query } from './common.js';
import { appUrlOf, fixtureTeardown, hasInlinePage, publishedAppSetup } from './fixture.js';

const page = {
  name: 'page',
  request: (ctx) => ({ method: 'GET', url: `${appUrlOf(ctx)}/`, headers: { accept: 'text/html' } }),
  expect: [200],
  check: hasInlinePage,
};

/** The viewer's background read of one block: its first page, named by the block. */
export function blockRowsRequest(ctx, block, extra = {}) {
  const appUrl = appUrlOf(ctx);
  return {
    method: 'GET',
    url: `${appUrl}/v3/api/page/sheet/${encodeURIComponent(block.sheet)}${query({
      page: 1,
      page_size: block.pageSize,
      ...extra,
      block_id: block.id,
      tz: 'UTC',
      board: '/',
      referer: `${appUrl}/`,
    })}`,
  };
}

export const hasRows = (response) => Array.isArray(parseJson(response)?.rows);

const rows = {
  name: 'rows',
  request: (ctx) => ctx.state.dataBlocks.map((block) => blockRowsRequest(ctx, block)),
  expect: [200],
  check: hasRows,
};

export default {
  name: 'visitors',
  title: 'Visitors of a published app (cached tenant pages and their rows)',
  connections: 50,
  duration: '30s',
  thresholds: {
    http_req_failed: ['rate<0.01'],
    checks: ['rate>0.99'],
    'http_req_duration{name:page}': ['p(95)<300'],
    'http_req_duration{name:rows}': ['p(95)<500'],
  },
  setup: publishedAppSetup,
  flows: [{ name: 'visit', weight: 1, steps: [page, rows] }],
  teardown: fixtureTeardown,
};
