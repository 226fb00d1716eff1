import { describe, expect, it } from '@jest/globals';
import { editorTitle, homePage } from './home-page.js';

describe('homePage', () => {
  it('is the home-type page without a slug', () => {
    const pages = [
      { id: '1', page_type: 'page', page_slug: 'about' },
      { id: '2', page_type: 'home', page_slug: 'landing' },
      { id: '3', page_type: 'home', page_slug: null },
    ];
    expect(homePage(pages)?.id).toBe('3');
  });

  it('falls back to the first page, and to null without pages', () => {
    expect(
      homePage([
        { id: '1', page_slug: 'a' },
        { id: '2', page_slug: 'b' },
      ])?.id,
    ).toBe('1');
    expect(homePage([])).toBeNull();
  });
});

describe('editorTitle', () => {
  it('reads "Fetching App..." while loading', () => {
    expect(editorTitle('Shop', 'Orders', true)).toBe('Fetching App...');
  });

  it('joins the app and the current page, Home by default', () => {
    expect(editorTitle('Shop', 'Orders', false)).toBe('Shop - Orders');
    expect(editorTitle('Shop', '', false)).toBe('Shop - Home');
    expect(editorTitle('Shop', null, false)).toBe('Shop - Home');
  });
});
