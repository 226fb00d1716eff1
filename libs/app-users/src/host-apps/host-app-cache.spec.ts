import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter, type HostApp } from '@tessera/platform';
import { AppCacheVersions } from '@tessera/tenancy';
import { HostAppCache } from './host-app-cache.js';
import type { HostAppsRepository } from './host-apps.repository.js';

const shop: HostApp = {
  id: 'a1',
  workspaceId: 'w1',
  name: 'shop',
  title: 'Shop',
  spreadsheetId: null,
  public: true,
  signInMethod: 'No sign in',
};

/** The cache over a repository whose app the test changes, counting the reads. */
function hostAppCache() {
  const cache = new MemoryCacheAdapter();
  const versions = new AppCacheVersions(cache);
  const store = { app: shop as HostApp | null, reads: 0 };
  const repository = {
    find: (workspaceId: string, appId: string) => {
      store.reads += 1;
      const { app } = store;
      return Promise.resolve(
        app && app.workspaceId === workspaceId && app.id === appId ? app : null,
      );
    },
  } as unknown as HostAppsRepository;
  return { hostApps: new HostAppCache(cache, versions, repository), versions, store };
}

describe('HostAppCache', () => {
  it('reads an app once for every request until its version changes', async () => {
    const { hostApps, store } = hostAppCache();
    for (let i = 0; i < 5; i += 1) expect((await hostApps.find('w1', 'a1'))?.app).toEqual(shop);
    expect(store.reads).toBe(1);
  });

  it('reads the app anew once a change replaced its version', async () => {
    const { hostApps, versions, store } = hostAppCache();
    await hostApps.find('w1', 'a1');
    store.app = { ...shop, public: false };
    await versions.bump('a1');
    expect((await hostApps.find('w1', 'a1'))?.app).toMatchObject({ public: false });
    expect(store.reads).toBe(2);
  });

  it('keeps no answer for an app that is gone, and none for another workspace', async () => {
    const { hostApps, store } = hostAppCache();
    expect(await hostApps.find('w2', 'a1')).toBeNull();
    expect(await hostApps.find('w2', 'a1')).toBeNull();
    expect(store.reads).toBe(2);
    await hostApps.find('w1', 'a1');
    // The app cached for its own workspace is not handed to a route naming another one.
    expect(await hostApps.find('w2', 'a1')).toBeNull();
  });

  it('answers at once (findNow) only what find has cached under the current version', async () => {
    const { hostApps, versions, store } = hostAppCache();
    expect(hostApps.findNow('w1', 'a1')).toBeUndefined();
    const found = await hostApps.find('w1', 'a1');
    expect(hostApps.findNow('w1', 'a1')).toEqual(found);
    // Never another workspace's app, never the app as it was before a change.
    expect(hostApps.findNow('w2', 'a1')).toBeUndefined();
    await versions.bump('a1');
    expect(hostApps.findNow('w1', 'a1')).toBeUndefined();
    expect(store.reads).toBe(1);
  });
});
