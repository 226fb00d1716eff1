import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { bundleWritten } from './bundleWritten.js';

/** Text the gateway serves from /assets; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|map|txt|xml|html)$/;
/** Below this a file gains too little to be worth a second and third copy. */
const MIN_BYTES = 1024;

/**
 * Writes `{file}.br` and `{file}.gz` beside every compressible file of `dir` (hashed assets, so
 * each is compressed once, at the strongest settings), when the result is smaller. The gateway
 * serves them as the client accepts (@fastify/static's preCompressed). Returns the files written.
 */
export function precompressDirectory(dir: string): string[] {
  const written: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (!statSync(path).isFile() || !COMPRESSIBLE.test(name)) continue;
    const bytes = readFileSync(path);
    if (bytes.length < MIN_BYTES) continue;
    const forms: [string, Buffer][] = [
      [
        `${path}.br`,
        brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
      ],
      [`${path}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })],
    ];
    for (const [target, compressed] of forms) {
      if (compressed.length >= bytes.length) continue;
      writeFileSync(target, compressed);
      written.push(target);
    }
  }
  return written;
}

/** After the build: the compressed copies of the hashed assets (dist/assets). */
export function precompressAssets(): Plugin {
  let assetsDir = '';
  const output = bundleWritten();
  return {
    name: 'tessera:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = join(config.root, config.build.outDir, config.build.assetsDir);
    },
    ...output.hooks,
    closeBundle() {
      if (!output.written()) return;
      precompressDirectory(assetsDir);
    },
  };
}
