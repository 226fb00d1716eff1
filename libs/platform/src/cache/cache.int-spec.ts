import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { eventually } from '@tessera/testing';
import { describeCacheContract } from './cache.contract.js';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import { RedisCacheAdapter } from './redis-cache.adapter.js';
import { ResilientCache } from './resilient-cache.js';

// The suite waits on real time (expiry); a busy machine needs more than Jest's default 5 s.
jest.setTimeout(30_000);

describeCacheContract('memory', () => Promise.resolve(new MemoryCacheAdapter()), {
  answersAtOnce: true,
});

// Nothing listens on port 1: the resilient cache answers every call from this process.
const quiet = { warn: () => undefined, log: () => undefined };
describeCacheContract('resilient, Redis unreachable', () =>
  Promise.resolve(
    new ResilientCache(new RedisCacheAdapter('redis://127.0.0.1:1', 'unreachable'), {
      logger: quiet,
    }),
  ),
);

const redisUrl = process.env['REDIS_URL'];
if (redisUrl) {
  describeCacheContract('redis', async () => {
    // A namespace per cache keeps tests (and test files running in parallel) apart.
    const cache = new RedisCacheAdapter(redisUrl, `tessera-test:${randomUUID()}`);
    // A busy machine can take longer than the adapter's fail-fast first connection allows.
    await eventually(() => cache.ping());
    const close = cache.close.bind(cache);
    // Leave nothing behind in the shared Redis.
    cache.close = async () => {
      await cache.deletePrefix('');
      await close();
    };
    return cache;
  });
  describeCacheContract('resilient, Redis answering', async () => {
    const redis = new RedisCacheAdapter(redisUrl, `tessera-test:${randomUUID()}`);
    await eventually(() => redis.ping());
    const cache = new ResilientCache(redis, { logger: quiet });
    const close = cache.close.bind(cache);
    cache.close = async () => {
      await redis.deletePrefix('');
      await close();
    };
    return cache;
  });
} else {
  console.info('Redis cache contract skipped: REDIS_URL not set');
}
