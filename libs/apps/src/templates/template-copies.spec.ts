import { describe, expect, it } from '@jest/globals';
import { appNameFrom, withIdsReplaced } from './template-copies.js';

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
