import { describe, expect, it } from '@jest/globals';
import { linkTargetOf, pagePath } from './links.js';

const pages = [
  { id: 'p1', page_name: 'Home', page_slug: '' },
  { id: 'p2', page_name: 'Team', page_slug: 'team' },
];

describe('pagePath', () => {
  it('maps slugs to paths and the home page to /', () => {
    expect(pagePath('team')).toBe('/team');
    expect(pagePath('')).toBe('/');
    expect(pagePath('/')).toBe('/');
  });
});

describe('linkTargetOf', () => {
  const base = { pageSlug: '', pageId: '', url: '', openInNewTab: false };
  it('links a page by its id, so the home page works without a slug', () => {
    expect(linkTargetOf({ ...base, linkType: 'page', pageId: 'p1' }, pages)).toEqual({
      href: '/',
      external: false,
      newTab: false,
      pageName: 'Home',
    });
  });
  it('links a page by its slug', () => {
    expect(linkTargetOf({ ...base, linkType: 'page', pageSlug: 'team' }, pages).href).toBe('/team');
  });
  it('keeps external links and their new-tab choice', () => {
    expect(
      linkTargetOf(
        { ...base, linkType: 'external', url: 'https://x.org', openInNewTab: true },
        pages,
      ),
    ).toEqual({ href: 'https://x.org', external: true, newTab: true });
  });
});
