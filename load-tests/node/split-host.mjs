#!/usr/bin/env node
// Holds the split stack (scripts/lib/split-stack.mjs) for the Node driver in a process of its own,
// so that the Kafka test broker and the S3 test server it runs in process never share an event
// loop with the load generator. Prints one JSON line when ready ({ baseUrl, pids, logDir }), one
// ({ crashed }) if a process stops on its own; SIGTERM stops the stack (services first).
// Usage: node split-host.mjs '{"databaseUrl": "...", "redisUrl": "...", "env": {...}}'
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../../scripts/lib/paths.mjs';
import {
  SERVICES,
  createDatabaseIfMissing,
  startSplitStack,
} from '../../scripts/lib/split-stack.mjs';
import { anyFreePort } from '../../scripts/lib/ports.mjs';

const { databaseUrl, redisUrl, env } = JSON.parse(process.argv[2]);
const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

await createDatabaseIfMissing(databaseUrl, { fresh: true });
const ports = { gateway: await anyFreePort() };
for (const name of SERVICES) ports[name] = await anyFreePort();
const baseUrl = `http://localhost:${ports.gateway}`;
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-load-split-'));
const namespace = `tessera-load-${Date.now().toString(36)}`;
const pids = {};
const logs = [];
/** A process stopped on its own: its logs are kept for the reader. */
let crashed = false;
const stack = startSplitStack({
  env: {
    ...env,
    BASE_URL: baseUrl,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: namespace,
    KAFKA_TOPIC_PREFIX: namespace,
    SECRETS_KEY: randomBytes(32).toString('base64'),
    WEB_DIST_DIR: join(root, 'apps', 'web', 'dist'),
  },
  ports,
  dataDir,
  output: (name, child) => {
    const log = createWriteStream(join(dataDir, `${name}.log`));
    logs.push(log);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    pids[name] = child.pid;
  },
  onExit: (name, code) => {
    crashed = true;
    say({
      crashed: `the ${name} process exited (${code}); its log: ${join(dataDir, `${name}.log`)}`,
    });
  },
});

/** Deletes the keys this run left in Redis (its cache, its queues' jobs), all under its prefix. */
async function forgetRedisKeys() {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${namespace}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  await stack.stop();
  await forgetRedisKeys().catch((error) =>
    process.stderr.write(`Could not delete the run's Redis keys: ${String(error)}\n`),
  );
  for (const log of logs) log.end();
  if (code === 0 && !crashed) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));

try {
  await stack.ready;
  say({ baseUrl, pids: { ...pids, host: process.pid }, logDir: dataDir });
} catch (error) {
  process.stderr.write(
    `${error instanceof Error ? error.message : String(error)} (logs in ${dataDir})\n`,
  );
  await stop(1);
}
