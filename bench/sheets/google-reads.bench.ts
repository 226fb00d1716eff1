import { expect, it } from '@jest/globals';
import { startFakeGoogleSheets } from '@tessera/testing';
import { copiesPerSheet, googleWorkspace, viewSheet, type View } from './support/google-board.js';
import { openGateway, productRows } from './support/gateway.js';
import { latencies, ms, pause } from './support/measure.js';
import { publish, runContext } from './support/report.js';

const VIEWS = 1_000;
const FRESH_MS = 4_000;
const INTERVALS = 3;
/** The sheet cache's default jitter: a copy is fresh for FRESH_MS ± 10%. */
const JITTER = 0.1;
const GOOGLE_LATENCY_MS = 150;
const TITLES = ['Products', 'Stores'];

it(`${VIEWS} views of a public board read each Google sheet once per refresh interval`, async () => {
  const context = runContext();
  const fake = await startFakeGoogleSheets({ latencyMs: GOOGLE_LATENCY_MS });
  const gateway = await openGateway(
    { kind: 'pglite' },
    {
      GOOGLE_SHEETS_API_URL: fake.endpoints.apiRootUrl,
      GOOGLE_OAUTH_TOKEN_URL: fake.endpoints.tokenUrl,
      GOOGLE_OAUTH_AUTH_URL: fake.endpoints.authUrl,
      SHEET_CACHE_FRESH_MS: String(FRESH_MS),
    },
  );
  try {
    const workspace = await googleWorkspace(gateway, fake);
    const products = productRows(1_000);
    // Warms the request path (and the Google token) on another spreadsheet, never read again.
    const warmUp = await workspace.publish('Warm-up', [{ title: 'Products', values: products }]);
    for (let i = 0; i < 50; i += 1) await viewSheet(gateway, warmUp, 'Products');
    const shop = await workspace.publish('Shop', [
      { title: 'Products', values: products },
      {
        title: 'Stores',
        values: [['Store', 'City'], ...products.slice(1, 41).map((r) => [r[0]!, r[4]!])],
      },
    ]);
    fake.resetCounters();

    // Anonymous visitors arriving at a steady rate, alternating between the sheets, not waiting
    // for each other (an open loop, as real visitors do).
    const window = FRESH_MS * INTERVALS;
    const started = performance.now();
    let inFlight = 0;
    let peakInFlight = 0;
    const pending: Promise<View>[] = [];
    for (let i = 0; i < VIEWS; i += 1) {
      const due = started + (i * window) / VIEWS;
      const wait = due - performance.now();
      if (wait > 1) await pause(wait);
      inFlight += 1;
      peakInFlight = Math.max(peakInFlight, inFlight);
      pending.push(
        viewSheet(gateway, shop, TITLES[i % TITLES.length]!).then((view) => {
          inFlight -= 1;
          return { ...view, latencyMs: performance.now() - due };
        }),
      );
    }
    const views = await Promise.all(pending);
    // Refreshes that the last stale views started still count: let them finish.
    await pause(GOOGLE_LATENCY_MS * 4);
    const counts = fake.requests;

    const sheets = copiesPerSheet(views, TITLES);
    const { p50, p95, max } = latencies(views.map((view) => view.latencyMs));
    const shortest = FRESH_MS * (1 - JITTER);
    const windows = Math.floor(window / shortest) + 1;
    const allowed = TITLES.length * windows;
    const lines = [
      `${VIEWS.toLocaleString('en')} anonymous views of a public board over ${INTERVALS} refresh intervals (SHEET_CACHE_FRESH_MS=${FRESH_MS},`,
      `±${JITTER * 100}% jitter, so ${(window / 1000).toFixed(0)} s), each reading the first page of one of the ${TITLES.length} sheets of a Google`,
      `spreadsheet in turn, at a steady rate without waiting for each other, through the whole stack`,
      `(Fastify, sheet cache, in-process refresh jobs, googleapis client) against the fake Google Sheets`,
      `server of libs/testing, answering after ${GOOGLE_LATENCY_MS} ms. The counts are the fake's own.`,
      '',
      '| Google requests during the views | Count |',
      '| --- | ---: |',
      `| Reads (values.get, values.batchGet) | ${counts.read} |`,
      `| Metadata (spreadsheets.get) | ${counts.metadata} |`,
      `| Writes | ${counts.write} |`,
      `| Token requests | ${counts.token} |`,
      '',
      '| Sheet | Copies served | Shortest time between two copies | Views served a stale copy |',
      '| --- | ---: | ---: | ---: |',
      ...sheets.map(
        (sheet) =>
          `| ${sheet.title} | ${sheet.copies} | ${sheet.shortestGap === null ? '–' : `${sheet.shortestGap} ms`} | ${sheet.stale} of ${VIEWS / TITLES.length} |`,
      ),
      '',
      `One read per sheet per interval would be ${TITLES.length * INTERVALS}; with the jitter a sheet may be read every`,
      `${shortest} ms, so at most ${allowed} (${TITLES.length} sheets × ${windows}). Measured: **${counts.read} reads per ${VIEWS.toLocaleString('en')} views** —`,
      `target ${counts.read <= allowed ? 'met' : 'missed'}. View latency (from when it was due to its answer): p50 ${ms(p50)},`,
      `p95 ${ms(p95)}, max ${ms(max)}; at most ${peakInFlight} views in flight at once (a high number means the`,
      'server fell behind the arrival rate, and the copies above were served late).',
    ];
    await publish(
      { id: 'google-reads', order: 4, title: 'Google reads per 1,000 page views', lines },
      context,
    );
    expect(counts.read).toBeLessThanOrEqual(allowed);
    expect(
      sheets.every((sheet) => sheet.shortestGap === null || sheet.shortestGap >= shortest),
    ).toBe(true);
  } finally {
    await gateway.close();
    await fake.close();
  }
});
