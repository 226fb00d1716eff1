import { describe, expect, it } from '@jest/globals';
import { withoutPageLinks, withPageSlugChanged } from './page-navigation.js';

const header = {
  HeaderTitle: 'Shop',
  navigationItems: [
    { name: 'Home', linkType: 'page', pageId: 'home', pageSlug: '', url: '' },
    { name: 'Products', linkType: 'page', pageId: 'p1', pageSlug: 'products', url: '' },
    { name: 'Old link', linkType: 'page', pageId: '', pageSlug: 'products', url: '' },
    { name: 'Blog', linkType: 'external', pageId: '', pageSlug: '', url: 'https://x.io' },
  ],
};

describe('withPageSlugChanged', () => {
  it('moves the links to the page, by id or by slug, to its new slug', () => {
    const next = withPageSlugChanged(header, { id: 'p1', oldSlug: 'products', newSlug: 'shop' });
    expect(next?.['HeaderTitle']).toBe('Shop');
    expect(next?.['navigationItems']).toEqual([
      header.navigationItems[0],
      { ...header.navigationItems[1], pageSlug: 'shop' },
      { ...header.navigationItems[2], pageId: 'p1', pageSlug: 'shop' },
      header.navigationItems[3],
    ]);
  });

  it('leaves headers without links to the page alone', () => {
    expect(withPageSlugChanged(header, { id: 'p9', oldSlug: 'about', newSlug: 'us' })).toBeNull();
    expect(withPageSlugChanged({}, { id: 'p1', oldSlug: 'products', newSlug: 'shop' })).toBeNull();
  });
});

describe('withoutPageLinks', () => {
  it('drops the links to a deleted page', () => {
    const next = withoutPageLinks(header, { id: 'p1', slug: 'products' });
    expect(next?.['navigationItems']).toEqual([
      header.navigationItems[0],
      header.navigationItems[3],
    ]);
  });

  it('leaves headers without links to the page alone', () => {
    expect(withoutPageLinks(header, { id: 'p9', slug: 'about' })).toBeNull();
  });
});
