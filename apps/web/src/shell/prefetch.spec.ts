import { describe, expect, it } from '@jest/globals';
import { canPrefetch, prefetchablePagePath } from './prefetch.js';

describe('canPrefetch', () => {
  it('prefetches on ordinary connections', () => {
    expect(canPrefetch(true, undefined)).toBe(true);
    expect(canPrefetch(true, { effectiveType: '4g', saveData: false })).toBe(true);
    expect(canPrefetch(true, { effectiveType: '3g' })).toBe(true);
  });

  it('skips offline, 2g and data-saver connections', () => {
    expect(canPrefetch(false, { effectiveType: '4g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: 'slow-2g' })).toBe(false);
    expect(canPrefetch(true, { effectiveType: '4g', saveData: true })).toBe(false);
  });
});

describe('prefetchablePagePath', () => {
  const current = { origin: 'http://shop.localhost', pathname: '/about' };

  it('reads ahead other pages of the app', () => {
    expect(prefetchablePagePath('http://shop.localhost/team?x=1', current)).toBe('/team?x=1');
    expect(prefetchablePagePath('/', current)).toBe('/');
  });

  it('leaves the page shown, other sites, the API and files alone', () => {
    expect(prefetchablePagePath('/about', current)).toBeNull();
    expect(prefetchablePagePath('https://example.com/team', current)).toBeNull();
    expect(prefetchablePagePath('/api/app-auth/session', current)).toBeNull();
    expect(prefetchablePagePath('/v3/api/page/sheet/Stores', current)).toBeNull();
    expect(prefetchablePagePath('/files/report.pdf', current)).toBeNull();
  });
});
