import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The encodings Tessera sends, best first: brotli, then gzip. */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];

/**
 * The encoding to answer a request with, by its Accept-Encoding (q-values honoured); null for
 * the bytes as they are (no header, `identity`, or nothing Tessera sends).
 */
export function chosenEncoding(acceptEncoding: string | undefined): ResponseEncoding | null {
  if (!acceptEncoding) return null;
  const chosen = negotiate(acceptEncoding, [...RESPONSE_ENCODINGS, 'identity']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Bytes compressed once to be served many times (a rendered published page). Brotli at quality
 * 9, within a few per cent of the strongest at a quarter of its time: the first visitor after
 * each change of the app waits for it. (Built assets, compressed once per build, take the
 * strongest: apps/web/build/precompress.ts.)
 */
export function compressOnce(bytes: Buffer, encoding: ResponseEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
}
