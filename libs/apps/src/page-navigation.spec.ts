import { describe, expect, it } from '@jest/globals';
import {
  withoutPageLinks,
  withPageLinkAdded,
  withPageRenamed,
  withPagesInOrder,
  withPageSlugChanged,
} from './page-navigation.js';

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

describe('withPageLinkAdded', () => {
  it('adds a link to the new page at the end of the navigation', () => {
    const next = withPageLinkAdded(header, { id: 'p2', name: 'Order', slug: 'order' });
    expect(next?.['navigationItems']).toEqual([
      ...header.navigationItems,
      {
        name: 'Order',
        linkType: 'page',
        pageId: 'p2',
        pageSlug: 'order',
        url: '',
        active: false,
        openInNewTab: false,
      },
    ]);
  });

  it('starts the navigation of a header without one', () => {
    const next = withPageLinkAdded({ HeaderTitle: 'Shop' }, { id: 'p2', name: 'A', slug: 'a' });
    expect(next?.['navigationItems']).toEqual([expect.objectContaining({ pageId: 'p2' })]);
  });

  it('leaves a header that links to the page already, or is full', () => {
    expect(withPageLinkAdded(header, { id: 'p1', name: 'Products', slug: 'products' })).toBeNull();
    const full = {
      navigationItems: Array.from({ length: 30 }, (_, index) => ({
        name: `Link ${index}`,
        linkType: 'external',
        url: 'https://x.io',
      })),
    };
    expect(withPageLinkAdded(full, { id: 'p2', name: 'Order', slug: 'order' })).toBeNull();
  });
});

describe('withPageRenamed', () => {
  it('renames the links named after the page, not the ones the owner named', () => {
    const named = {
      navigationItems: [
        { name: 'Products', linkType: 'page', pageId: 'p1', pageSlug: 'products' },
        { name: 'Shop now', linkType: 'page', pageId: 'p1', pageSlug: 'products' },
        { name: 'Products', linkType: 'external', url: 'https://x.io' },
      ],
    };
    const next = withPageRenamed(named, {
      id: 'p1',
      slug: 'products',
      oldName: 'Products',
      newName: 'Catalogue',
    });
    expect(next?.['navigationItems']).toEqual([
      { ...named.navigationItems[0], name: 'Catalogue' },
      named.navigationItems[1],
      named.navigationItems[2],
    ]);
    expect(
      withPageRenamed(named, { id: 'p9', slug: 'x', oldName: 'Products', newName: 'Y' }),
    ).toBeNull();
  });
});

describe('withPagesInOrder', () => {
  const home = { id: 'home', slug: '' };
  const products = { id: 'p1', slug: 'products' };

  it('moves the page links into the pages’ new order, external links staying put', () => {
    const next = withPagesInOrder(header, { before: [home, products], after: [products, home] });
    expect(next?.['navigationItems']).toEqual([
      header.navigationItems[1],
      header.navigationItems[2],
      header.navigationItems[0],
      header.navigationItems[3],
    ]);
  });

  it('leaves links the owner arranged otherwise, and links already in order', () => {
    // The links read Products, Home: not the pages' old order (Home first).
    const arranged = {
      navigationItems: [header.navigationItems[1], header.navigationItems[0]],
    };
    expect(
      withPagesInOrder(arranged, { before: [home, products], after: [products, home] }),
    ).toBeNull();
    expect(
      withPagesInOrder(header, { before: [home, products], after: [home, products] }),
    ).toBeNull();
    expect(withPagesInOrder({}, { before: [home], after: [home] })).toBeNull();
  });
});
