import { describe, expect, it, jest } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData, BlockNavigation } from '../types.js';
import { ItemDetailsBlock } from './ItemDetailsBlock.js';

const details = (settings: Record<string, unknown>): BlockDto => ({
  id: 'i1',
  type: 'item details',
  position: 0,
  ...blockSettingsAsServed('item details', { sheet_title: 'Products', ...settings }),
});

const data = (rows: Record<string, string>[]): BlockData => ({
  columns: ['Name', 'Photo', 'Price', 'Link'],
  rows: rows.map((row, index) => ({ _id: `r${index + 7}`, ...row })),
  total: rows.length,
  page: 1,
  page_size: 1,
  loading: false,
});

const navigation: BlockNavigation = {
  pages: [{ id: 'p2', page_name: 'Reviews', page_slug: 'reviews' }],
  currentSlug: 'product',
  breadcrumbs: [],
  onNavigate: jest.fn(),
  onBreadcrumb: jest.fn(),
};

const render = (block: BlockDto, blockData: BlockData | undefined, nav?: BlockNavigation) =>
  renderToStaticMarkup(
    <ItemDetailsBlock
      block={block}
      data={blockData}
      viewer={{ canEdit: false, email: null }}
      {...(nav ? { navigation: nav } : {})}
    />,
  );

const settings = {
  title: 'Product',
  photo_column: 'Photo',
  header_column: 'Name',
  axis: [{ column: 'Price', alignment: 'right' }],
  actions: [
    { type: 'External URL', column: 'Link', label: 'Buy' },
    { type: 'Page', Pages: 'reviews', label: 'Reviews' },
  ],
};

describe('ItemDetailsBlock', () => {
  it('shows the row’s photo, header, fields and actions', () => {
    const html = render(
      details(settings),
      data([
        {
          Name: 'Oak Lamp',
          Photo: 'https://img.example/lamp.jpg',
          Price: '12',
          Link: 'https://shop.example/lamp',
        },
      ]),
      navigation,
    );
    expect(html).toContain(
      '<img class="ts-item__photo" src="https://img.example/lamp.jpg" alt="Oak Lamp"',
    );
    expect(html).toContain('<h3 class="ts-item__header">Oak Lamp</h3>');
    expect(html).toContain(
      '<div class="ts-item__field" style="text-align:right"><dt>Price</dt><dd>12</dd></div>',
    );
    expect(html).toMatch(
      /href="https:\/\/shop\.example\/lamp" target="_blank" rel="noopener noreferrer"[^>]*>Buy<\/a>/,
    );
    expect(html).toMatch(/href="\/reviews\?record=r7"[^>]*>Reviews<\/a>/);
  });

  it('keeps hostile cells inert and leaves out page actions on a board', () => {
    const html = render(
      details(settings),
      data([
        {
          Name: '<script>alert(1)</script>',
          Photo: 'javascript:alert(1)',
          Price: '<img src=x onerror=alert(1)>',
          Link: 'javascript:alert(1)',
        },
      ]),
    );
    expect(html).not.toMatch(/<script|<img src=x|javascript:/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('Reviews');
  });

  it('shows every column before content columns are chosen, and says when nothing is found', () => {
    const html = render(details({}), data([{ Name: 'Rug', Photo: '', Price: '30', Link: '' }]));
    expect(html).toContain('<dt>Name</dt><dd>Rug</dd>');
    expect(html).toContain('<dt>Price</dt><dd>30</dd>');
    expect(render(details({}), data([]))).toContain('This item could not be found.');
  });
});
