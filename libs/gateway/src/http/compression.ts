import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RESPONSE_ENCODINGS } from '@tessera/platform';
import { constants } from 'node:zlib';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses every text answer (HTML, JSON, JavaScript, CSS, SVG) with brotli or gzip, as the
 * client accepts, and says so in Vary. Answers compressed once and kept (built assets' .br and
 * .gz files, cached published pages) carry their Content-Encoding already and pass untouched;
 * the rest is compressed as it goes, with brotli at a quality fast enough per request. Request
 * bodies are read as sent (Stripe signs the exact bytes).
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: [...RESPONSE_ENCODINGS],
    threshold: COMPRESS_FROM_BYTES,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}
