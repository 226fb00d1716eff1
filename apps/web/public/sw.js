/* global self, caches, fetch, importScripts */
// Tessera's offline worker, registered at /sw.js with scope / (publishing spec §1). Published pages
// and their last data stay viewable offline:
// - /assets/* files are content-hashed, so a cached copy is always right: cache first. Only files
//   of an asset's kind (script, style, font, image, wasm, json, map) are kept, never an HTML page
//   answered for a missing file, which would otherwise be served in place of the asset for good.
// - Pages go to the network first and each one's HTML is kept by address; offline, that address's
//   copy is served, else the last page shell seen. The HTML carries the page and its first rows.
// - GET reads of sheet rows and page metadata: network first, the kept copy offline.
// - Writes, other sites and every other call are left to the browser. Answers marked no-store are
//   never kept, and the viewer's sign-out drops pages and data (they may be private).
// The decisions live in sw-rules.js so they can be tested.
importScripts('/sw-rules.js');

const { CACHES, routeOf, isStorable, isClearPrivateMessage } = self.tesseraOfflineRules;
const SHELL_KEY = '/__tessera_shell';
const MAX_ASSETS = 300;
const MAX_PAGES = 100;
const MAX_DATA = 300;

self.addEventListener('install', () => {
  // A new worker takes over at once; the page reloads on the change (editor-viewer-shell §4).
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const current = Object.values(CACHES);
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => !current.includes(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const route = routeOf({
    method: request.method,
    url: request.url,
    origin: self.location.origin,
    mode: request.mode,
    accept: request.headers.get('accept') || '',
    prefetch: request.headers.get('x-tessera-prefetch') === '1',
  });
  if (route === 'asset') event.respondWith(cacheFirst(request));
  else if (route === 'page') event.respondWith(networkFirstPage(request));
  else if (route === 'data') event.respondWith(networkFirstData(request));
});

self.addEventListener('message', (event) => {
  if (!isClearPrivateMessage(event.data)) return;
  event.waitUntil(
    (async () => {
      await Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.data)]);
      const shell = await caches.open(CACHES.shell);
      await shell.delete(SHELL_KEY);
      // The page waits for this answer before it loads anything else.
      if (event.ports[0]) event.ports[0].postMessage({ cleared: true });
    })(),
  );
});

function storable(response, route) {
  return isStorable(
    {
      status: response.status,
      contentType: response.headers.get('content-type') || '',
      cacheControl: response.headers.get('cache-control') || '',
    },
    route,
  );
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHES.shell);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (storable(response, 'asset')) {
    await cache.put(request, response.clone());
    await trim(cache, MAX_ASSETS, (key) => new URL(key.url).pathname.startsWith('/assets/'));
  }
  return response;
}

/** The page by its address (query included), as navigations and prefetches ask for it. */
function pageKey(request) {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

async function networkFirstPage(request) {
  const key = pageKey(request);
  try {
    const response = await fetch(request);
    if (storable(response, 'page')) {
      const pages = await caches.open(CACHES.pages);
      await pages.put(key, response.clone());
      await trim(pages, MAX_PAGES);
      if (request.mode === 'navigate') {
        const shell = await caches.open(CACHES.shell);
        await shell.put(SHELL_KEY, response.clone());
      }
    }
    return response;
  } catch (error) {
    const page = await caches.match(key, { cacheName: CACHES.pages });
    if (page) return page;
    const shell = await caches.match(SHELL_KEY, { cacheName: CACHES.shell });
    if (shell) return shell;
    throw error;
  }
}

async function networkFirstData(request) {
  try {
    const response = await fetch(request);
    if (storable(response, 'data')) {
      const data = await caches.open(CACHES.data);
      await data.put(request, response.clone());
      await trim(data, MAX_DATA);
    }
    return response;
  } catch (error) {
    const cached = await caches.match(request, { cacheName: CACHES.data });
    if (cached) return cached;
    throw error;
  }
}

/** Old entries pile up; the oldest go first. */
async function trim(cache, max, filter = () => true) {
  const keys = (await cache.keys()).filter(filter);
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}
