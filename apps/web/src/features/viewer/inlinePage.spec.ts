import { describe, expect, it } from '@jest/globals';
import { linkFilters, parseInlinePage } from './inlinePage.js';

const page = { page_id: 'p1', page_slug: 'about', blocks: [{ id: 'b1' }], pages: [] };
const rows = { columns: ['Name'], rows: [{ _id: 'r1', Name: 'Ann' }], total: 1, page: 1 };

describe('parseInlinePage', () => {
  it('reads the page and the rows of each block when the path is the one shown', () => {
    const inline = parseInlinePage(
      JSON.stringify({ path: '/about', page, data: { b1: rows, b2: { broken: true } } }),
      '/about',
    );
    expect(inline?.page.page_id).toBe('p1');
    expect(Object.keys(inline?.data ?? {})).toEqual(['b1']);
  });

  it('ignores the inline page of another path, broken JSON and missing elements', () => {
    const text = JSON.stringify({ path: '/about', page, data: {} });
    expect(parseInlinePage(text, '/')).toBeNull();
    expect(parseInlinePage('{"path":', '/about')).toBeNull();
    expect(parseInlinePage(null, '/about')).toBeNull();
    expect(parseInlinePage(JSON.stringify({ path: '/about', page: {} }), '/about')).toBeNull();
  });

  it("takes a filtered link's page only at an address with the same filters", () => {
    const filtered = JSON.stringify({ path: '/about', page, data: {}, filters: 'status:open' });
    expect(parseInlinePage(filtered, '/about', 'status:open')?.filters).toBe('status:open');
    // The rows were read through the link's filters: another link, or none, reads its own.
    expect(parseInlinePage(filtered, '/about', 'status:closed')).toBeNull();
    expect(parseInlinePage(filtered, '/about')).toBeNull();
    // The page every guest gets is not the rows of a filtered link.
    const shared = JSON.stringify({ path: '/about', page, data: {} });
    expect(parseInlinePage(shared, '/about', 'status:open')).toBeNull();
    expect(parseInlinePage(shared, '/about')?.filters).toBeUndefined();
  });
});

describe('linkFilters', () => {
  it("reads an address's filters as the viewer sends them (_filters), decoded", () => {
    expect(linkFilters('?filters=category%3AChairs&record=r1')).toBe('category:Chairs');
    expect(linkFilters('?filters=')).toBe('');
    expect(linkFilters('?record=r1')).toBeNull();
    expect(linkFilters('')).toBeNull();
  });
});
