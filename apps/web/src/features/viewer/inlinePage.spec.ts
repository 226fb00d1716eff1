import { describe, expect, it } from '@jest/globals';
import { parseInlinePage } from './inlinePage.js';

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
});
