import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import { CLEAR_PRIVATE_CACHES } from '../appAuth/privateOfflineData.js';

type Route = 'asset' | 'page' | 'data' | 'none';
type Rules = {
  routeOf: (request: {
    method: string;
    url: string;
    origin: string;
    mode: string;
    accept: string;
    prefetch: boolean;
  }) => Route;
  isStorable: (
    response: { status: number; contentType: string; cacheControl: string },
    route: Exclude<Route, 'none'>,
  ) => boolean;
  isClearPrivateMessage: (data: unknown) => boolean;
  CLEAR_PRIVATE_CACHES: string;
};

/** public/sw-rules.js as the worker loads it: a classic script that sets self.tesseraOfflineRules. */
function loadRules(): Rules {
  const source = readFileSync(new URL('../../../public/sw-rules.js', import.meta.url), 'utf8');
  const self: { tesseraOfflineRules?: Rules } = {};
  runInNewContext(source, { self, URL });
  return self.tesseraOfflineRules!;
}

const rules = loadRules();
const ORIGIN = 'http://shop.localhost';
const request = (path: string, overrides: Partial<Parameters<Rules['routeOf']>[0]> = {}) =>
  rules.routeOf({
    method: 'GET',
    url: `${ORIGIN}${path}`,
    origin: ORIGIN,
    mode: 'cors',
    accept: '*/*',
    prefetch: false,
    ...overrides,
  });

describe('the offline worker', () => {
  it('keeps pages (navigations and the viewer prefetches), data reads and assets', () => {
    expect(request('/team', { mode: 'navigate' })).toBe('page');
    expect(request('/team', { accept: 'text/html', prefetch: true })).toBe('page');
    expect(request('/v3/api/page/sheet/Stores?page=1')).toBe('data');
    expect(request('/api/board/abc/sheet/Stores')).toBe('data');
    expect(request('/api/pages/app-1')).toBe('data');
    expect(request('/assets/index-abc.js')).toBe('asset');
  });

  it('leaves writes, other sites, other API calls and plain fetches to the browser', () => {
    expect(request('/api/page/update-metadata', { method: 'POST' })).toBe('none');
    expect(request('/v3/api/page/sheet/Stores', { method: 'POST' })).toBe('none');
    expect(request('/api/app-auth/session')).toBe('none');
    expect(request('/team', { accept: 'text/html' })).toBe('none');
    expect(
      rules.routeOf({
        method: 'GET',
        url: 'https://cdn.example.com/x.js',
        origin: ORIGIN,
        mode: 'no-cors',
        accept: '*/*',
        prefetch: false,
      }),
    ).toBe('none');
  });

  it('never keeps answers marked no-store, failures or answers of another kind', () => {
    const html = { status: 200, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache' };
    expect(rules.isStorable(html, 'page')).toBe(true);
    expect(rules.isStorable({ ...html, cacheControl: 'private, no-store' }, 'page')).toBe(false);
    expect(rules.isStorable({ ...html, status: 401 }, 'page')).toBe(false);
    expect(rules.isStorable(html, 'data')).toBe(false);
    const json = { status: 200, contentType: 'application/json', cacheControl: '' };
    expect(rules.isStorable(json, 'data')).toBe(true);
    expect(rules.isStorable({ ...json, cacheControl: 'no-store' }, 'data')).toBe(false);
  });

  it('keeps an asset only when it is a script, style, font, image, wasm, json or map', () => {
    const asset = (contentType: string) =>
      rules.isStorable({ status: 200, contentType, cacheControl: '' }, 'asset');
    expect(asset('text/javascript; charset=utf-8')).toBe(true);
    expect(asset('application/javascript')).toBe(true);
    expect(asset('text/css')).toBe(true);
    expect(asset('font/woff2')).toBe(true);
    expect(asset('image/svg+xml')).toBe(true);
    expect(asset('image/png')).toBe(true);
    expect(asset('application/wasm')).toBe(true);
    expect(asset('application/json; charset=utf-8')).toBe(true);
    expect(asset('application/manifest+json')).toBe(true);
    // A missing file answered with the page shell (SPA fallback or a proxy's page) is not kept.
    expect(asset('text/html; charset=utf-8')).toBe(false);
    expect(asset('TEXT/HTML')).toBe(false);
    expect(asset('text/plain')).toBe(false);
    expect(asset('')).toBe(false);
    expect(
      rules.isStorable({ status: 404, contentType: 'text/javascript', cacheControl: '' }, 'asset'),
    ).toBe(false);
  });

  it('drops private pages and data on the message the viewer sends at sign-out', () => {
    expect(rules.CLEAR_PRIVATE_CACHES).toBe(CLEAR_PRIVATE_CACHES);
    expect(rules.isClearPrivateMessage({ type: CLEAR_PRIVATE_CACHES })).toBe(true);
    expect(rules.isClearPrivateMessage({ type: 'other' })).toBe(false);
    expect(rules.isClearPrivateMessage(null)).toBe(false);
  });
});
