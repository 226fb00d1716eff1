import { describe, expect, it } from '@jest/globals';
import { appNameFrom, withAppWideFlags, withIdsReplaced } from './template-copies.js';

describe('appNameFrom', () => {
  it('makes a subdomain label of a title', () => {
    expect(appNameFrom('Bakery Orders!')).toBe('bakery-orders');
    expect(appNameFrom('  Café  & Crème ')).toBe('cafe-creme');
    expect(appNameFrom('2024')).toBe('app-2024');
    expect(appNameFrom('!!!')).toBe('app');
    expect(appNameFrom('a'.repeat(80))).toHaveLength(40);
    expect(appNameFrom(`${'a'.repeat(39)} b`)).toBe('a'.repeat(39));
  });
});

describe('withIdsReplaced', () => {
  it('points links at the new pages, at any depth, and leaves other text alone', () => {
    const ids = new Map([['old-home', 'new-home']]);
    expect(
      withIdsReplaced(
        {
          navigationItems: [{ name: 'Home', pageId: 'old-home' }],
          title: 'old-home is a page',
          count: 3,
          nested: { target: { pageId: 'old-home' } },
        },
        ids,
      ),
    ).toEqual({
      navigationItems: [{ name: 'Home', pageId: 'new-home' }],
      title: 'old-home is a page',
      count: 3,
      nested: { target: { pageId: 'new-home' } },
    });
  });
});

describe('withAppWideFlags', () => {
  const block = (type: string, settings: Record<string, unknown>) => ({
    type,
    position: 0,
    settings,
  });
  const page = (id: string, pageType: 'home' | 'page', blocks: ReturnType<typeof block>[]) => ({
    id,
    pageName: id,
    pageSlug: pageType === 'home' ? '' : id,
    pageType,
    position: 0,
    settings: {},
    blocks,
  });

  it('shares the copies equal to the home page’s, keeps the others their page’s own', () => {
    const flagged = withAppWideFlags([
      page('home', 'home', [block('header', { HeaderTitle: 'Shop' }), block('footer', {})]),
      page('a', 'page', [block('header', { HeaderTitle: 'Shop' }), block('markdown', {})]),
      page('b', 'page', [block('header', { HeaderTitle: 'Sale!' }), block('footer', {})]),
      page('c', 'page', [block('header', { HeaderTitle: 'Mine', app_wide: true })]),
    ]);
    expect(flagged.map((p) => p.blocks.map((b) => b.settings['app_wide']))).toEqual([
      [true, true],
      [true, undefined],
      [false, true],
      [true],
    ]);
  });
});
