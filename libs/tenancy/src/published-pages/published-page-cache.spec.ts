import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter, loadConfig } from '@tessera/platform';
import { AppCacheVersions } from '../apps/app-cache-versions.js';
import { PublishedPageCache, type PublishedPageEntry } from './published-page-cache.js';

const entry: PublishedPageEntry = {
  status: 200,
  html: '<p>page</p>',
  etag: '"e1"',
  cacheControl: 'no-cache',
  frameAncestors: "'self'",
};

function pageCache() {
  return new PublishedPageCache(new MemoryCacheAdapter(), loadConfig({ LOG_LEVEL: 'silent' }));
}

describe('PublishedPageCache', () => {
  it('renders a cold key once for every concurrent caller, then answers from the cache', async () => {
    const cache = pageCache();
    const key = { appId: 'a1', version: 'v1', template: 't', path: '/' };
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { entry, store: true };
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => cache.getOrRender(key, render)),
    );
    expect(renders).toBe(1);
    expect(new Set(answers.map((answer) => answer.etag))).toEqual(new Set(['"e1"']));
    await cache.getOrRender(key, render);
    expect(renders).toBe(1);
  });

  it('renders again for entries it was told not to store', async () => {
    const cache = pageCache();
    const key = { appId: 'a1', version: 'v', template: 't', path: '/' };
    let renders = 0;
    const render = () => {
      renders += 1;
      return Promise.resolve({ entry, store: false });
    };
    await cache.getOrRender(key, render);
    await cache.getOrRender(key, render);
    expect(renders).toBe(2);
  });
});

describe('AppCacheVersions', () => {
  it('keeps a version until it is bumped, and never hands out an old one again', async () => {
    const versions = new AppCacheVersions(new MemoryCacheAdapter());
    const first = await versions.current('a1');
    expect(await versions.current('a1')).toBe(first);
    const bumped = await versions.bump('a1');
    expect(bumped).not.toBe(first);
    expect(await versions.current('a1')).toBe(bumped);
    expect(await versions.current('a2')).not.toBe(bumped);
  });
});
