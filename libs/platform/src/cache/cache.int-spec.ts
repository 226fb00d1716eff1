import { randomUUID } from 'node:crypto';
import { jest } from '@jest/globals';
import { describeCacheContract } from './cache.contract.js';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import { RedisCacheAdapter } from './redis-cache.adapter.js';

// The suite waits on real time (expiry); a busy machine needs more than Jest's default 5 s.
jest.setTimeout(30_000);

describeCacheContract('memory', () => Promise.resolve(new MemoryCacheAdapter()));

const redisUrl = process.env['REDIS_URL'];
if (redisUrl) {
  describeCacheContract('redis', async () => {
    // A namespace per cache keeps tests (and test files running in parallel) apart.
    const cache = new RedisCacheAdapter(redisUrl, `tessera-test:${randomUUID()}`);
    const close = cache.close.bind(cache);
    // Leave nothing behind in the shared Redis.
    cache.close = async () => {
      await cache.deletePrefix('');
      await close();
    };
    return Promise.resolve(cache);
  });
} else {
  console.info('Redis cache contract skipped: REDIS_URL not set');
}
