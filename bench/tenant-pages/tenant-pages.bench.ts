import { expect, it } from '@jest/globals';
import { INLINE_PAGE_ELEMENT_ID } from '@tessera/contracts';
import { SpreadsheetsService } from '@tessera/spreadsheets';
import { buildCsv, createApp, createBlock, createOwnerSession, createPage } from '@tessera/testing';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openGateway, productRows } from '../sheets/support/gateway.js';
import { percentile } from '../sheets/support/measure.js';
import { runContext } from '../sheets/support/report.js';
import { publishTenantPages } from './support/report.js';

const CONNECTIONS = 100;
const DURATION_MS = 10_000;
const WARM_UP_MS = 2_000;
const ROUNDS = 3;
const TARGET_RATIO = 0.9;
const ROWS = 500;
const ROWS_PER_PAGE = 25;

const loadScript = fileURLToPath(new URL('./support/load.mjs', import.meta.url));

/** The viewer's HTML shell as Vite writes it (one module script, one stylesheet). */
const VIEWER_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="Build great applications using your spreadsheet." />
    <title>Tessera</title>
    <script type="module" crossorigin src="/assets/viewer-Dq3x9aLm.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/viewer-B7fKp2Qe.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

type LoadResult = {
  requests: number;
  durationMs: number;
  statuses: Record<string, number>;
  errors: number;
  bytes: number;
  latenciesMs: number[];
};

export type Measured = { rps: number; p50: number; p99: number; requests: number; errors: number };

/** Runs the load generator in its own process against `url`. */
function load(url: string, headers: Record<string, string>, durationMs: number) {
  return new Promise<LoadResult>((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [loadScript, JSON.stringify({ url, headers, connections: CONNECTIONS, durationMs })],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(out) as LoadResult)
        : reject(new Error(`load generator exited ${code}`)),
    );
  });
}

function summary(result: LoadResult): Measured {
  const ok = result.statuses['200'] ?? 0;
  expect(ok).toBe(result.requests);
  return {
    rps: result.requests / (result.durationMs / 1000),
    p50: percentile(result.latenciesMs, 50),
    p99: percentile(result.latenciesMs, 99),
    requests: result.requests,
    errors: result.errors,
  };
}

/** One GET with a Host header (fetch does not let a caller set Host). */
function get(url: string, host: string) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      request(url, { headers: { host } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

it(`serves a cached tenant page at ${CONNECTIONS} connections near a bare node:http server`, async () => {
  const context = runContext();
  const distDir = mkdtempSync(join(tmpdir(), 'tessera-bench-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), VIEWER_HTML.replaceAll('viewer-', 'index-'));
  writeFileSync(join(distDir, 'viewer.html'), VIEWER_HTML);
  const gateway = await openGateway({ kind: 'pglite' }, { WEB_DIST_DIR: distDir });
  const bare = createServer();
  try {
    const owner = await createOwnerSession(gateway.db);
    const { id: spreadsheetId } = await gateway.app
      .get(SpreadsheetsService)
      .importWorkbook(owner.workspaceId, {
        fileName: 'Data.csv',
        bytes: buildCsv(productRows(ROWS)),
      });
    const app = await createApp(gateway.db, {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      name: 'bench-shop',
      public: true,
    });
    const pageId = await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: app.id });
    await createBlock(gateway.db, {
      workspaceId: owner.workspaceId,
      pageId,
      type: 'table',
      settings: { sheet_title: 'Data', paginate: true, rows_per_page: ROWS_PER_PAGE },
    });

    await gateway.app.listen(0, '127.0.0.1');
    const gatewayPort = (gateway.app.getHttpServer().address() as AddressInfo).port;
    const host = `${app.name}.localhost:3000`;
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}/`;

    // Warm the cache and take the exact answer the bare server will repeat.
    const first = await get(gatewayUrl, host);
    expect(first.status).toBe(200);
    const body = first.body;
    expect(body.toString()).toContain(`id="${INLINE_PAGE_ELEMENT_ID}"`);
    const headers: OutgoingHttpHeaders = {};
    for (const name of [
      'content-type',
      'cache-control',
      'etag',
      'vary',
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
    ]) {
      const value = first.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    headers['content-length'] = body.length;
    bare.on('request', (_request, response) => {
      response.writeHead(200, headers);
      response.end(body);
    });
    const barePort = await listen(bare);
    const bareUrl = `http://127.0.0.1:${barePort}/`;

    await load(gatewayUrl, { host }, WARM_UP_MS);
    await load(bareUrl, { host }, WARM_UP_MS);
    const rounds: { gateway: Measured; bare: Measured }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const measuredGateway = summary(await load(gatewayUrl, { host }, DURATION_MS));
      const measuredBare = summary(await load(bareUrl, { host }, DURATION_MS));
      rounds.push({ gateway: measuredGateway, bare: measuredBare });
    }

    await publishTenantPages({
      context,
      rounds,
      bytes: body.length,
      connections: CONNECTIONS,
      durationMs: DURATION_MS,
      rows: ROWS_PER_PAGE,
      targetRatio: TARGET_RATIO,
    });
  } finally {
    bare.closeAllConnections();
    await new Promise((resolve) => bare.close(resolve));
    await gateway.close();
    rmSync(distDir, { recursive: true, force: true });
  }
});
