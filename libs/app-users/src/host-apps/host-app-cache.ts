import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort, type HostApp } from '@tessera/platform';
import { AppCacheVersions } from '@tessera/tenancy';
import { HostAppsRepository } from './host-apps.repository.js';

/**
 * How long an app read for its host is kept. Correctness does not rest on it (a change replaces
 * the app's version, see below); it bounds what a gateway answering from its own memory while
 * the shared cache (Redis) is down could keep: a change made through another gateway then
 * reaches this one within this time.
 */
export const HOST_APP_TTL_MS = 60_000;

export type VersionedHostApp = { app: HostApp; cacheVersion: string };

/**
 * The app a host resolved to (its privacy and sign-in method, which the access checks read), kept
 * in the cache port under the app's cache version. Every committed change of the app replaces that
 * version (AppsService, and the tenancy service on app.saved and app.deleted), so a request that
 * starts after the change reads the app anew: an app made private is not served as public from
 * here (while the shared cache is down, see HOST_APP_TTL_MS). Without it, every request to an
 * app's host would query the database.
 */
@Injectable()
export class HostAppCache {
  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    private readonly versions: AppCacheVersions,
    private readonly apps: HostAppsRepository,
  ) {}

  /** The app and the cache version it was read under, or null when it is gone. */
  async find(workspaceId: string, appId: string): Promise<VersionedHostApp | null> {
    // The version is read before the database: a change committed after this read replaces the
    // version, so what is stored below can only be found by requests that began before it.
    const cacheVersion = await this.versions.current(appId);
    const key = hostAppKey(appId, cacheVersion);
    const cached = await this.cache.get<HostApp>(key);
    if (cached && cached.workspaceId === workspaceId) return { app: cached, cacheVersion };
    const app = await this.apps.find(workspaceId, appId);
    if (!app) return null;
    await this.cache.set(key, app, HOST_APP_TTL_MS);
    return { app, cacheVersion };
  }

  /**
   * What `find` answers when the cache holds the app under its current version and answers at
   * once (CachePort.getNow); undefined when only `find` can tell.
   */
  findNow(workspaceId: string, appId: string): VersionedHostApp | undefined {
    const cacheVersion = this.versions.currentNow(appId);
    if (cacheVersion === undefined) return undefined;
    const cached = this.cache.getNow?.<HostApp>(hostAppKey(appId, cacheVersion));
    return cached && cached.workspaceId === workspaceId ? { app: cached, cacheVersion } : undefined;
  }
}

function hostAppKey(appId: string, cacheVersion: string): string {
  return `host-app:${appId}:${cacheVersion}`;
}
