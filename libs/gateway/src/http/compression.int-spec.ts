import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { compressOnce, loadConfig, openDatabase, type DatabaseHandle } from '@tessera/platform';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createGateway } from '../create-gateway.js';

const SCRIPT = `export const rows = [${'"a row of the table",'.repeat(400)}];\n`;
const INDEX_HTML = `<!doctype html><div id="root"></div>${'<!-- tessera index -->\n'.repeat(80)}`;

/** A built web app whose hashed script has the .br and .gz copies the web build writes. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-compression-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), INDEX_HTML);
  const script = join(dir, 'assets', 'index-a1B2c3.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, compressOnce(Buffer.from(SCRIPT), 'br'));
  writeFileSync(`${script}.gz`, compressOnce(Buffer.from(SCRIPT), 'gzip'));
  writeFileSync(join(dir, 'assets', 'plain-d4E5f6.css'), '.cell { padding: 4px; }\n'.repeat(100));
  return dir;
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync } as const;

describe('compressed answers', () => {
  let database: DatabaseHandle;
  let distDir: string;
  let app: NestFastifyApplication;
  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    distDir = writeWebDist();
    app = await createGateway(loadConfig({ LOG_LEVEL: 'silent', WEB_DIST_DIR: distDir }), database);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves a hashed asset from the copy the build compressed, as the client accepts', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const res = await get('/assets/index-a1B2c3.js', accept);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['vary']).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toMatch(/immutable/);
      expect(res.headers['content-type']).toMatch(/javascript/);
      // The stored copy, byte for byte: nothing compressed per request.
      expect(res.rawPayload).toEqual(compressOnce(Buffer.from(SCRIPT), encoding));
      expect(decode[encoding](res.rawPayload).toString()).toBe(SCRIPT);
    }
    const plain = await get('/assets/index-a1B2c3.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses what has no stored copy as it sends it: assets, index.html and the API', async () => {
    for (const url of ['/assets/plain-d4E5f6.css', '/dashboard', '/api/blocks']) {
      const plain = await get(url);
      expect([url, plain.headers['content-encoding']]).toEqual([url, undefined]);
      for (const encoding of ['br', 'gzip'] as const) {
        const res = await get(url, encoding);
        expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([
          url,
          200,
          encoding,
        ]);
        expect(res.headers['vary']).toMatch(/accept-encoding/i);
        expect(decode[encoding](res.rawPayload).toString()).toBe(plain.body);
      }
    }
  });

  it('sends small answers as they are', async () => {
    const res = await get('/health', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });
});
