import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompressDirectory } from './precompress.js';

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text assets, and leaves images and small files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-precompress-'));
    const script = 'export const rows = [' + '"a row of the table",'.repeat(500) + '];\n';
    writeFileSync(join(dir, 'index-abc123.js'), script);
    writeFileSync(join(dir, 'index-abc123.css'), '.cell { padding: 4px; }\n'.repeat(200));
    writeFileSync(join(dir, 'tiny-abc123.js'), 'export {};\n');
    writeFileSync(join(dir, 'logo-abc123.png'), Buffer.alloc(4096, 7));

    precompressDirectory(dir);

    expect(readdirSync(dir).sort()).toEqual([
      'index-abc123.css',
      'index-abc123.css.br',
      'index-abc123.css.gz',
      'index-abc123.js',
      'index-abc123.js.br',
      'index-abc123.js.gz',
      'logo-abc123.png',
      'tiny-abc123.js',
    ]);
    const br = readFileSync(join(dir, 'index-abc123.js.br'));
    expect(brotliDecompressSync(br).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'index-abc123.js.gz'))).toString()).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });
});
