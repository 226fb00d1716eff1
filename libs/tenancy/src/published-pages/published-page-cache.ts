import { Inject, Injectable } from '@nestjs/common';
import { CACHE, CONFIG, type CachePort, type TesseraConfig } from '@tessera/platform';

/** A rendered published page as the cache port keeps it (JSON, shared by every gateway). */
export type PublishedPageEntry = {
  status: 200 | 404;
  html: string;
  /** Strong validator from the bytes, on pages every anonymous visitor gets alike. */
  etag?: string;
  /**
   * The page compressed once when it was rendered (base64 of its brotli and gzip bytes), so the
   * visitors of a cached page get it compressed without compressing it again.
   */
  compressed?: { br: string; gzip: string };
  cacheControl: string;
  frameAncestors: string;
};

/**
 * The cache of published pages, in the cache port: entries keyed by app, version (AppCacheVersions,
 * replaced by every change: an edit, a publish, a row written to its spreadsheet), template and
 * path, each living at most the sheet cache's fresh window so their rows are never
 * older than a fresh sheet read. A cold key renders once however many requests wait for it.
 */
@Injectable()
export class PublishedPageCache {
  private readonly ttlMs: number;
  private readonly inFlight = new Map<string, Promise<PublishedPageEntry>>();

  constructor(
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(CONFIG) config: TesseraConfig,
  ) {
    this.ttlMs = config.SHEET_CACHE_FRESH_MS;
  }

  /** The cached entry for the key, if there is one (nothing is rendered). */
  get(key: PageKey): Promise<PublishedPageEntry | undefined> {
    return this.cache.get<PublishedPageEntry>(entryKey(key));
  }

  /** The cached entry, read at once where the cache can (CachePort.getNow), else undefined. */
  getNow(key: PageKey): PublishedPageEntry | undefined {
    return this.cache.getNow?.<PublishedPageEntry>(entryKey(key));
  }

  /**
   * The cached entry for the key, else the rendered one (stored when `store` says so). Concurrent
   * callers of a cold key share one render.
   */
  async getOrRender(
    key: PageKey,
    render: () => Promise<{ entry: PublishedPageEntry; store: boolean }>,
  ): Promise<PublishedPageEntry> {
    const cacheKey = entryKey(key);
    const hit = await this.cache.get<PublishedPageEntry>(cacheKey);
    if (hit) return hit;
    const pending = this.inFlight.get(cacheKey);
    if (pending) return pending;
    const rendering = (async () => {
      try {
        const { entry, store } = await render();
        if (store) await this.cache.set(cacheKey, entry, this.ttlMs);
        return entry;
      } finally {
        this.inFlight.delete(cacheKey);
      }
    })();
    this.inFlight.set(cacheKey, rendering);
    return rendering;
  }
}

export type PageKey = { appId: string; version: string; template: string; path: string };

function entryKey({ appId, version, template, path }: PageKey): string {
  return `published-pages:page:${appId}:${version}:${template}:${path}`;
}
