import { describe, expect, it, jest } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockNavigation } from '../types.js';
import { ItemButtons, ToolbarButtons } from './PageButtons.js';

const navigation: BlockNavigation = {
  pages: [{ id: 'p1', page_name: 'Product', page_slug: 'product' }],
  currentSlug: '',
  breadcrumbs: [],
  onNavigate: jest.fn(),
  onBreadcrumb: jest.fn(),
};

const button = (overrides: Record<string, unknown> = {}) => ({
  title: 'Open',
  button_color: '#4f46E5',
  text_color: '#FFFFFF',
  open_page: 'product',
  open_detail_page: false,
  ...overrides,
});

describe('page buttons', () => {
  it('link to the page, a detail page on the row', () => {
    const row = { _id: 'r 9', Name: 'Rug' };
    const html = renderToStaticMarkup(
      <ItemButtons
        buttons={[button({ title: 'Details', open_detail_page: true }), button({ title: '' })]}
        row={row}
        navigation={navigation}
      />,
    );
    expect(html).toContain('href="/product?record=r%209"');
    expect(html).toMatch(/href="\/product"[^>]*>Open<\/a>/);
    expect(html).toContain('>Details</a>');
  });

  it('are not drawn on a board, which has no pages', () => {
    expect(
      renderToStaticMarkup(<ToolbarButtons buttons={[button()]} navigation={undefined} />),
    ).toBe('');
    expect(
      renderToStaticMarkup(
        <ItemButtons buttons={[button()]} row={{ _id: 'r1' }} navigation={undefined} />,
      ),
    ).toBe('');
  });
});
