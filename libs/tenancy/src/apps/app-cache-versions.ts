import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@tessera/platform';

/**
 * Versions outlive every entry keyed by them by far; an evicted version is replaced by a new one,
 * which only costs a fresh read (old entries stay unreachable under the old version).
 */
const VERSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The cache version of each app, in the cache port (shared by every gateway): a random token
 * replaced by every change of the app, its pages, its blocks or its spreadsheet's rows. What is
 * cached from an app (its published pages, the app a host resolves to) is keyed by it, so one
 * replacement makes all of it unreachable at once, and a reader that looked the version up after
 * the replacement never gets what was cached before it.
 */
@Injectable()
export class AppCacheVersions {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  /** The app's current version (a random token: unlike a counter, an evicted one never repeats). */
  async current(appId: string): Promise<string> {
    const current = await this.cache.get<string>(versionKey(appId));
    return current ?? this.bump(appId);
  }

  /**
   * The app's current version, read at once where the cache can (CachePort.getNow); undefined
   * when only `current` can tell (a cache elsewhere, or no version yet).
   */
  currentNow(appId: string): string | undefined {
    return this.cache.getNow?.<string>(versionKey(appId));
  }

  /** Makes everything cached from the app unreachable; called once a change is committed. */
  async bump(appId: string): Promise<string> {
    const version = randomBytes(9).toString('base64url');
    await this.cache.set(versionKey(appId), version, VERSION_TTL_MS);
    return version;
  }
}

function versionKey(appId: string): string {
  // The key of the published pages' version, which this one grew from: a rolling deploy's old and
  // new processes replace and read the same version.
  return `published-pages:version:${appId}`;
}
