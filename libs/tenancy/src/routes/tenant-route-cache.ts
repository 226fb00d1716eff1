import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@tessera/platform';
import type { TenantRoute } from './tenant-route.js';

/** How long a resolved route is kept; route changes delete it at once (see `forget`). */
export const TENANT_ROUTE_TTL_MS = 60_000;

/**
 * Resolved routes in the cache port, shared by every gateway instance: the gateway fills it, the
 * tenancy service forgets the hosts whose route changed once the change is committed.
 */
@Injectable()
export class TenantRouteCache {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  get(key: string): Promise<TenantRoute | undefined> {
    return this.cache.get<TenantRoute>(this.cacheKey(key));
  }

  /** The cached route, read at once where the cache can (CachePort.getNow), else undefined. */
  getNow(key: string): TenantRoute | undefined {
    return this.cache.getNow?.<TenantRoute>(this.cacheKey(key));
  }

  async set(key: string, route: TenantRoute): Promise<void> {
    await this.cache.set(this.cacheKey(key), route, TENANT_ROUTE_TTL_MS);
  }

  /** Drops a cached route (a rename, a new alias or domain, a deleted app). */
  async forget(key: string): Promise<void> {
    await this.cache.delete(this.cacheKey(key));
  }

  private cacheKey(key: string): string {
    return `tenant-route:${key}`;
  }
}
