import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HostApps } from '@tessera/app-users';
import { testDatabaseAdapters } from '@tessera/platform';
import { PublishedPages } from '@tessera/tenancy';
import {
  buildXlsx,
  createApp,
  createBlock,
  createOwnerSession,
  createPage,
  eventually,
  uploadSpreadsheet,
  type OwnerSession,
} from '@tessera/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { useListeningPort } from '../testing/raw-exchange.js';
import { HOOK_TIMEOUT, useTestGateway } from '../testing/test-gateway.js';

jest.setTimeout(60_000);

function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-hot-pages-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>editor</title>');
  writeFileSync(join(dir, 'viewer.html'), '<!doctype html><title>viewer</title><!-- viewer -->');
  writeFileSync(join(dir, 'assets', 'viewer-abc.js'), 'console.log(1)');
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
  return dir;
}

type Answer = {
  status: number;
  headers: IncomingHttpHeaders | OutgoingHttpHeaders;
  body: Buffer;
};

/** The headers Node writes itself on a socket (inject() has none of them). */
const CONNECTION_HEADERS = ['date', 'connection', 'keep-alive', 'transfer-encoding'];

function withoutConnectionHeaders(headers: Answer['headers']) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION_HEADERS.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

let sequence = 0;
const uniqueName = () => `hot-${Date.now().toString(36)}${(sequence += 1)}`;

/**
 * The embedded cache (in this process, which answers at once: CachePort.getNow) on each database;
 * and Redis, where REDIS_URL names one, whose answers always wait.
 */
const redisUrl = process.env['REDIS_URL'];
const cases = [
  ...testDatabaseAdapters('cached_pages_first').map(
    ([kind, options]) => [`${kind} with the embedded cache`, options, {}] as const,
  ),
  ...(redisUrl
    ? ([['pglite with Redis', { kind: 'pglite' }, { REDIS_URL: redisUrl }]] as const)
    : []),
];

describe.each(cases)(
  'cached tenant pages answered before Fastify on %s',
  (_case, options, cacheEnv: Record<string, string>) => {
    const distDir = writeWebDist();
    const answersAtOnce = !cacheEnv['REDIS_URL'];
    const gateway = useTestGateway(options, {
      env: { BASE_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir, ...cacheEnv },
    });
    const port = useListeningPort(gateway);
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    let owner: OwnerSession;
    let appId: string;
    let spreadsheetId: string;
    let host: string;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      const bytes = await buildXlsx([{ title: 'Products', rows: [['Name'], ['Lamp']] }]);
      const imported = await uploadSpreadsheet(gateway.app, owner.cookie, {
        bytes,
        fileName: 'Shop.xlsx',
      });
      spreadsheetId = imported.json<{ id: string }>().id;
      const app = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: uniqueName(),
        public: true,
      });
      const pageId = await createPage(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: app.id,
      });
      await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        pageId,
        type: 'table',
        settings: { sheet_title: 'Products' },
      });
      appId = app.id;
      host = `${app.name}.localhost:3000`;
    }, HOOK_TIMEOUT);

    /** A request over the gateway's socket, where the hot path listens. */
    function onTheWire(
      path: string,
      headers: Record<string, string> = {},
      method = 'GET',
      body?: string,
    ): Promise<Answer> {
      return new Promise((resolve, reject) => {
        request(
          { host: '127.0.0.1', port: port(), path, method, headers: { host, ...headers } },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode!,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          },
        )
          .on('error', reject)
          .end(body);
      });
    }

    /** The same request through Fastify's route (inject() never reaches the socket). */
    async function throughFastify(
      path: string,
      headers: Record<string, string> = {},
      method: 'GET' | 'HEAD' = 'GET',
    ): Promise<Answer> {
      const res = await gateway.app.inject({ method, url: path, headers: { host, ...headers } });
      return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
    }

    const pageAnswers = () => jest.spyOn(gateway.app.get(PublishedPages), 'answer');

    /**
     * The page as the hot path answers it, once it does: the first visit renders and stores it
     * through the route, and the app's version may still move once while the events of its
     * creation are handled (a new version, a new render).
     */
    async function servedFromTheCache(
      headers: Record<string, string> = {},
      onHost = host,
    ): Promise<Answer> {
      await onTheWire('/', { host: onHost, ...headers });
      return eventually(async () => {
        const answers = pageAnswers();
        try {
          const hot = await onTheWire('/', { host: onHost, ...headers });
          expect(answers).not.toHaveBeenCalled();
          return hot;
        } finally {
          answers.mockRestore();
        }
      });
    }

    it.each([
      ['brotli', { 'accept-encoding': 'gzip, deflate, br' }],
      ['gzip', { 'accept-encoding': 'gzip' }],
      ['no encoding', {}],
      ['an encoding it does not make', { 'accept-encoding': 'deflate' }],
      ['a cookie of no session', { cookie: 'theme=dark' }],
    ])(
      'answers a cached page (%s) with the bytes and headers of the web app route, without it',
      async (_case, headers: Record<string, string>) => {
        const hot = await servedFromTheCache(headers);
        const route = await throughFastify('/', headers);
        expect(hot.status).toBe(200);
        expect(route.status).toBe(200);
        expect(withoutConnectionHeaders(hot.headers)).toEqual(
          withoutConnectionHeaders(route.headers),
        );
        expect(hot.body.equals(route.body)).toBe(true);
      },
    );

    it('answers a revalidation with 304 and a HEAD with the headers alone, as the route does', async () => {
      const first = await servedFromTheCache({ 'accept-encoding': 'br' });
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/-br"$/);
      const answers = pageAnswers();
      try {
        const notModified = await onTheWire('/', {
          'accept-encoding': 'br',
          'if-none-match': etag,
        });
        expect(notModified.status).toBe(304);
        expect(notModified.body.length).toBe(0);
        const route = await throughFastify('/', { 'accept-encoding': 'br', 'if-none-match': etag });
        expect(withoutConnectionHeaders(notModified.headers)).toEqual(
          withoutConnectionHeaders(route.headers),
        );

        const head = await onTheWire('/', { 'accept-encoding': 'br' }, 'HEAD');
        expect(head.status).toBe(200);
        expect(head.body.length).toBe(0);
        expect(head.headers['content-length']).toBe(first.headers['content-length']);
        expect(answers).toHaveBeenCalledTimes(1); // the route's, above: none on the hot path
      } finally {
        answers.mockRestore();
      }
    });

    it('leaves owners, app users, hand-offs, filtered links and unknown pages to the route', async () => {
      await onTheWire('/');
      const answers = pageAnswers();
      try {
        const editor = await createOwnerSession(gateway.db, {
          workspaceId: owner.workspaceId,
          appId,
        });
        const editorPage = await onTheWire('/', { cookie: editor.cookie });
        expect(editorPage.body.toString()).toContain('<title>editor</title>');
        // A made-up app-user session is a guest, served by the route as every guest is.
        const guest = await onTheWire('/', { cookie: 'tessera_app_user=made-up' });
        expect(guest.body.toString()).toContain('<!-- viewer -->');
        await onTheWire('/?token=abc');
        await onTheWire('/?filters=%5B%5D');
        const unknown = await onTheWire('/no-such-page');
        expect(unknown.status).toBe(404);
        expect(answers).toHaveBeenCalledTimes(5);
      } finally {
        answers.mockRestore();
      }
    });

    it('leaves the API, assets, root files and health to Fastify without asking the cache', async () => {
      await servedFromTheCache();
      const cached = jest.spyOn(gateway.app.get(PublishedPages), 'cachedAnswer');
      try {
        expect((await onTheWire('/api/no-such-route')).status).toBe(404);
        expect((await onTheWire('/health')).status).toBe(200);
        const asset = await onTheWire('/assets/viewer-abc.js');
        expect(asset.body.toString()).toBe('console.log(1)');
        expect(asset.headers['cache-control']).toMatch(/immutable/);
        expect((await onTheWire('/robots.txt')).body.toString()).toBe('User-agent: *');
        expect(cached).not.toHaveBeenCalled();
      } finally {
        cached.mockRestore();
      }
    });

    it('leaves a request with a body to the route, even for a cached page', async () => {
      await servedFromTheCache();
      const answers = pageAnswers();
      try {
        const res = await onTheWire('/', { 'content-length': '2' }, 'GET', 'hi');
        expect(res.status).toBe(200);
        expect(answers).toHaveBeenCalledTimes(1);
      } finally {
        answers.mockRestore();
      }
    });

    it('answers each host with its own app, and reads the Host header, not X-Forwarded-Host', async () => {
      const other = await createApp(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId,
        name: uniqueName(),
        public: true,
      });
      await createPage(gateway.db, { workspaceId: owner.workspaceId, appId: other.id });
      const otherHost = `${other.name}.localhost:3000`;
      await servedFromTheCache();
      await servedFromTheCache({}, otherHost);
      const mine = await onTheWire('/', { 'x-forwarded-host': otherHost });
      expect(mine.body.toString()).toContain(`"app_id":"${appId}"`);
      const theirs = await onTheWire('/', { host: otherHost });
      expect(theirs.body.toString()).toContain(`"app_id":"${other.id}"`);
      expect(theirs.body.toString()).not.toContain(appId);
    });

    it(`answers a cached page ${answersAtOnce ? 'at once, with no look-up that waits' : 'after the shared cache answers'}`, async () => {
      await servedFromTheCache();
      const lookUps = jest.spyOn(gateway.app.get(HostApps), 'tenantOf');
      const cached = jest.spyOn(gateway.app.get(PublishedPages), 'cachedAnswer');
      try {
        expect((await onTheWire('/')).status).toBe(200);
        expect(lookUps).toHaveBeenCalledTimes(answersAtOnce ? 0 : 1);
        expect(cached).toHaveBeenCalledTimes(answersAtOnce ? 0 : 1);
      } finally {
        lookUps.mockRestore();
        cached.mockRestore();
      }
    });

    it('answers the next request after a change with the changed page', async () => {
      const before = await servedFromTheCache();
      expect(before.body.toString()).not.toContain('Renamed Shop');
      const saved = await gateway.call(owner.cookie, 'PATCH', `/api/apps/${appId}/settings`, {
        title: 'Renamed Shop',
      });
      expect(saved.statusCode).toBe(200);
      expect((await onTheWire('/')).body.toString()).toContain('Renamed Shop');
      // Made private, the app's page is no longer a guest's to get from the cache.
      await gateway.call(owner.cookie, 'PATCH', `/api/apps/${appId}/settings`, { public: false });
      const answers = pageAnswers();
      try {
        await onTheWire('/');
        expect(answers).toHaveBeenCalledTimes(1);
      } finally {
        answers.mockRestore();
      }
    });

    it('looks the host up once for a page the cache does not hold', async () => {
      const lookUps = jest.spyOn(gateway.app.get(HostApps), 'tenantOf');
      try {
        const res = await onTheWire('/no-such-page');
        expect(res.status).toBe(404);
        expect(lookUps).toHaveBeenCalledTimes(1);
        lookUps.mockClear();
        // A session cookie goes to the route before any look-up: the route's is the only one.
        await onTheWire('/', { cookie: 'tessera_app_user=made-up' });
        expect(lookUps).toHaveBeenCalledTimes(1);
      } finally {
        lookUps.mockRestore();
      }
    });
  },
);
