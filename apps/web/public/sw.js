/* global self, caches, fetch */
// Tessera's offline worker, registered at /sw.js with scope / (publishing spec §1).
// - /assets/* files are content-hashed, so a cached copy is always right: cache first.
// - Page loads go to the network first; offline, the last app shell seen is served instead.
// Everything else (the API, other origins) is left to the browser.
const CACHE = 'tessera-shell-v1';
const SHELL_KEY = '/__tessera_shell';
const MAX_ASSETS = 300;

self.addEventListener('install', () => {
  // A new worker takes over at once; the page reloads on the change (editor-viewer-shell §4).
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (request.mode === 'navigate') event.respondWith(networkFirstPage(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function networkFirstPage(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    const isShell = (response.headers.get('content-type') || '').includes('text/html');
    if (response.ok && isShell) await cache.put(SHELL_KEY, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(SHELL_KEY);
    if (shell) return shell;
    throw error;
  }
}

/** Assets of old deployments pile up; the oldest entries go first. */
async function trim(cache) {
  const keys = await cache.keys();
  const assets = keys.filter((key) => new URL(key.url).pathname.startsWith('/assets/'));
  await Promise.all(
    assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((key) => cache.delete(key)),
  );
}
