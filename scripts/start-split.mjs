#!/usr/bin/env node
// `npm run start:split`: the split mode on one machine. Builds what changed, then runs the gateway
// (apps/gateway, HTTP on PORT, default 3000) and the sheets, tenancy, media, marketplace and
// billing services (apps/sheets, apps/tenancy, apps/media, apps/marketplace, apps/billing, health
// on 3101 to 3105) as
// separate processes on PostgreSQL (DATABASE_URL, default the local server's `tessera` database,
// created when missing), Redis (REDIS_URL, default the local one), Kafka (KAFKA_BROKERS, or the
// test broker of libs/testing started here, its log kept under DATA_DIR/kafka) and S3
// (S3_ENDPOINT with its settings, or the test S3 server of libs/testing, its objects under
// DATA_DIR/s3). Every line is prefixed with its process's name; Ctrl-C stops them all.
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildAll } from './lib/build.mjs';
import { requireSupportedNode } from './lib/node-version.mjs';
import { root } from './lib/paths.mjs';
import { startSplitStack } from './lib/split-stack.mjs';

requireSupportedNode();
await buildAll();

const port = process.env.PORT ?? '3000';
const dataDir = process.env.DATA_DIR ?? join(root, '.tessera');
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/tessera',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  DATA_DIR: dataDir,
  BASE_URL: process.env.BASE_URL ?? `http://localhost:${port}`,
  WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? join(root, 'apps', 'web', 'dist'),
};

let stopping = false;
const stack = startSplitStack({
  env,
  ports: {
    gateway: port,
    sheets: 3101,
    tenancy: 3102,
    media: 3103,
    marketplace: 3104,
    billing: 3105,
  },
  dataDir,
  // Ctrl-C reaches only this script, which stops the services before the gateway.
  detached: true,
  output: (name, child) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    }
    child.once('exit', () => console.log(`[${name}] stopped.`));
  },
  onExit: (name) => {
    console.error(`[${name}] stopped unexpectedly: stopping the others.`);
    void stopAll(1);
  },
});

/** Stops every process (services first), then exits; a second call waits for the first. */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void stopAll(0));

try {
  const { kafkaBrokers } = await stack.ready;
  console.log(`\nTessera (split) is running at ${env.BASE_URL}; Kafka at ${kafkaBrokers}.`);
  console.log('Ctrl-C stops it.');
} catch (error) {
  if (!stopping) {
    console.error(error instanceof Error ? error.message : error);
    await stopAll(1);
  }
}
