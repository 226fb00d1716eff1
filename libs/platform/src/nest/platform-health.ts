import type { CachePort } from '../cache/cache.port.js';
import { ResilientCache } from '../cache/resilient-cache.js';

/** Inject the health of the platform's shared dependencies: `@Inject(PLATFORM_HEALTH)`. */
export const PLATFORM_HEALTH = Symbol('PLATFORM_HEALTH');

/** Whether Redis answers; null when this installation runs without it (no REDIS_URL). */
export class PlatformHealth {
  constructor(private readonly cache: CachePort) {}

  async redis(): Promise<'up' | 'down' | null> {
    if (!(this.cache instanceof ResilientCache)) return null;
    return (await this.cache.check()) ? 'up' : 'down';
  }
}
