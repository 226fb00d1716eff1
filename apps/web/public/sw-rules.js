/* global self */
// The offline worker's decisions (public/sw.js loads this with importScripts; tests evaluate it).
// Pure functions of a request's or response's plain fields: no caches, no network.
(function (scope) {
  const CACHES = {
    /** Hashed /assets/* files and the last page shell seen. */
    shell: 'tessera-shell-v1',
    /** Each published page's HTML by address (it carries the page and its first rows inline). */
    pages: 'tessera-pages-v1',
    /** GET answers of the sheet-data and page APIs, for offline reading. */
    data: 'tessera-data-v1',
  };

  /** The message of the viewer's sign-out (features/appAuth/privateOfflineData.ts). */
  const CLEAR_PRIVATE_CACHES = 'tessera:clear-private-caches';

  /** API reads kept for offline use: sheet rows (boards and apps) and page metadata. */
  const DATA_PATHS = [
    /^\/v3\/api\/page\/sheet\//,
    /^\/api\/board\/[^/]+\/sheet\//,
    /^\/api\/page\//,
    /^\/api\/pages\//,
  ];

  /**
   * The kinds of file /assets/* holds (scripts, styles, fonts, images, wasm, json, source maps).
   * Anything else, above all an HTML page a proxy or the SPA fallback answers with 200, must not
   * be kept: a cached asset is served first and forever.
   */
  const ASSET_TYPES = [
    /^(application|text)\/(x-)?javascript$/,
    /^text\/css$/,
    /^font\//,
    /^application\/(x-)?font-/,
    /^application\/vnd\.ms-fontobject$/,
    /^image\//,
    /^application\/wasm$/,
    /^application\/([\w.+-]+\+)?json$/,
  ];

  /** The media type of a Content-Type header, lower case, without parameters. */
  function mediaType(contentType) {
    return contentType.split(';')[0].trim().toLowerCase();
  }

  /** Whether an /assets/* answer is a file of a kind the app ships (never a page). */
  function isAssetType(contentType) {
    const type = mediaType(contentType);
    return ASSET_TYPES.some((pattern) => pattern.test(type));
  }

  /**
   * How a request is served: 'asset' cache first; 'page' and 'data' network first with the cached
   * copy offline; 'none' left to the browser (writes, other sites, other API calls).
   * @param {{ method: string, url: string, origin: string, mode: string, accept: string, prefetch: boolean }} request
   */
  function routeOf(request) {
    if (request.method !== 'GET') return 'none';
    const url = new URL(request.url);
    if (url.origin !== request.origin) return 'none';
    if (url.pathname.startsWith('/assets/')) return 'asset';
    if (DATA_PATHS.some((path) => path.test(url.pathname))) return 'data';
    if (/^\/(api|v3)(\/|$)|^\/health/.test(url.pathname)) return 'none';
    // Navigations, and the viewer's link prefetches of the same pages.
    if (request.mode === 'navigate') return 'page';
    if (request.prefetch && request.accept.includes('text/html')) return 'page';
    return 'none';
  }

  /**
   * Whether an answer may be kept: a whole (200) answer of the expected kind that the server did
   * not mark no-store.
   * @param {{ status: number, contentType: string, cacheControl: string }} response
   * @param {'asset' | 'page' | 'data'} route
   */
  function isStorable(response, route) {
    if (response.status !== 200) return false;
    if (/(^|,)\s*no-store\s*(,|$)/i.test(response.cacheControl)) return false;
    if (route === 'page') return response.contentType.includes('text/html');
    if (route === 'data') return response.contentType.includes('application/json');
    return isAssetType(response.contentType);
  }

  /** The sign-out message asks to drop what may be private: pages, data and the last shell. */
  function isClearPrivateMessage(data) {
    return typeof data === 'object' && data !== null && data.type === CLEAR_PRIVATE_CACHES;
  }

  scope.tesseraOfflineRules = {
    CACHES,
    CLEAR_PRIVATE_CACHES,
    routeOf,
    isStorable,
    isClearPrivateMessage,
  };
})(self);
