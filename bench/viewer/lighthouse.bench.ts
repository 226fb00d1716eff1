import { expect, it } from '@jest/globals';
import { get } from 'node:http';
import { startTestServer } from '../../scripts/lib/test-server.mjs';
import { runContext } from '../sheets/support/report.js';
import { lighthouse, medianRun, type LighthouseRun } from './support/lighthouse.js';
import { ownerClient, signUpBenchOwner, uploadProducts } from './support/owner-client.js';
import { publishLighthouse } from './support/lighthouse-report.js';

const ROWS = 10_000;
const RUNS = 3;
const TARGET_LCP_MS = 600;
const TARGET_SCORE = 98;

/** The status of GET / on an app's host (Node cannot resolve `*.localhost`; Chromium can). */
function statusOf(port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) =>
    get({ host: '127.0.0.1', port, path: '/', headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject),
  );
}

/** A public app whose home page is one table over a sheet of `ROWS` products. */
async function tenThousandRowApp(baseUrl: string): Promise<string> {
  const call = ownerClient(baseUrl);
  await signUpBenchOwner(call);
  const { spreadsheetId, sheetTitle } = await uploadProducts(call, ROWS);
  const { app } = await call<{ app: { id: string; name: string } }>('POST', '/api/apps', {
    title: 'Ten thousand rows',
    name: 'bench-rows',
    spreadsheetId,
  });
  await call('PUT', `/api/apps/${app.id}`, { public: true });
  const { pages } = await call<{ pages: { id: string }[] }>('GET', `/api/pages/${app.id}`);
  await call('POST', '/api/blocks', {
    pageId: pages[0]?.id,
    type: 'table',
    settings: { title: 'Products', sheet_title: sheetTitle },
  });
  return app.name;
}

it('measures published pages in Chromium with Lighthouse (desktop)', async () => {
  const context = runContext();
  const server = await startTestServer();
  try {
    const rowsApp = await tenThousandRowApp(server.baseUrl);
    const pages = [
      { page: 'Demo app home page (header, table, footer)', app: 'demo' },
      { page: `Home page with a table over ${ROWS.toLocaleString('en')} rows`, app: rowsApp },
    ];
    const measured: { page: string; url: string; runs: LighthouseRun[] }[] = [];
    for (const { page, app } of pages) {
      const url = `http://${app}.localhost:${server.port}/`;
      // The first visit renders the page into the cache; Lighthouse measures the visits after it.
      expect(await statusOf(server.port, `${app}.localhost:${server.port}`)).toBe(200);
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await lighthouse(url));
      measured.push({ page, url, runs });
    }
    await publishLighthouse({
      context,
      pages: measured.map(({ page, runs }) => ({ page, runs, median: medianRun(runs) })),
      targetLcpMs: TARGET_LCP_MS,
      targetScore: TARGET_SCORE,
    });
  } finally {
    await server.stop();
  }
});
