import { randomUUID } from 'node:crypto';
import { describeCacheContract } from './cache.contract.js';
import { MemoryCacheAdapter } from './memory-cache.adapter.js';
import { RedisCacheAdapter } from './redis-cache.adapter.js';

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
