import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { ImageGalleryBlock } from './ImageGalleryBlock.js';

const gallery = (settings: Record<string, unknown>): BlockDto => ({
  id: 'g1',
  type: 'imageGallery',
  position: 0,
  ...blockSettingsAsServed('imageGallery', {
    sheet_title: 'Photos',
    image_column: 'Photo',
    caption_column: 'Name',
    description_column: 'Notes',
    ...settings,
  }),
});

const data = (rows: Record<string, string>[], overrides: Partial<BlockData> = {}): BlockData => ({
  columns: ['Name', 'Photo', 'Notes'],
  rows: rows.map((row, index) => ({ _id: `r${index}`, ...row })),
  total: rows.length,
  page: 1,
  page_size: 10,
  loading: false,
  ...overrides,
});

const render = (block: BlockDto, blockData: BlockData | undefined) =>
  renderToStaticMarkup(
    <ImageGalleryBlock
      block={block}
      data={blockData}
      viewer={{ canEdit: false, email: null }}
      onPageChange={() => undefined}
    />,
  );

const photos = [
  { Name: 'Harbour', Photo: 'https://img.example/harbour.jpg', Notes: 'At dawn' },
  { Name: 'Hills', Photo: 'https://img.example/hills.jpg', Notes: '' },
];

describe('ImageGalleryBlock', () => {
  it('draws a grid of tiles, each opening the lightbox, its caption over it', () => {
    const html = render(
      gallery({ title: 'Trips', grid_columns: 2, thumbnail_margin: 20, thumbnail_corner: 4 }),
      data(photos),
    );
    expect(html).toContain('ts-gallery__tiles--grid');
    expect(html).toContain('--ts-gallery-columns:2');
    // The tiles are the thumbnails; the caption band is 0.4 transparent by default.
    expect(html).toContain('--ts-thumbnail-margin:20px');
    expect(html).toContain('--ts-thumbnail-corner:4px');
    expect(html).toContain('--ts-thumbnail-border:1px solid #d1d5db');
    expect(html).toContain('--ts-gallery-caption-opacity:0.6');
    expect(html).toContain('<h2 class="ts-block__title" style="font-size:24px">Trips</h2>');
    expect(html).toContain('aria-label="Open Harbour"');
    expect(html).toMatch(
      /<img class="ts-gallery__image" src="https:\/\/img\.example\/harbour\.jpg" alt="Harbour"/,
    );
    expect(html).toContain('<strong class="ts-gallery__caption-title">Harbour</strong>');
    expect(html).toContain('<span class="ts-gallery__caption-text">At dawn</span>');
  });

  it('draws a masonry of plain pictures without a lightbox or captions when those are off', () => {
    const html = render(
      gallery({ layout: 'masonry', columns: 4, lightbox: false, popup: false }),
      data(photos),
    );
    expect(html).toContain('ts-gallery__tiles--masonry');
    expect(html).toContain('--ts-gallery-columns:4');
    expect(html).not.toContain('ts-gallery__open');
    expect(html).not.toContain('ts-gallery__caption');
  });

  it('leaves out rows whose picture is not a web address, and keeps hostile text inert', () => {
    const html = render(
      gallery({}),
      data([
        { Name: 'Bad', Photo: 'javascript:alert(1)', Notes: '' },
        { Name: 'Plain', Photo: 'http://img.example/plain.jpg', Notes: '' },
        { Name: 'Empty', Photo: '', Notes: '' },
        {
          Name: '<img src=x onerror=alert(1)>',
          Photo: 'https://img.example/ok.jpg',
          Notes: '{{constructor.constructor("alert(1)")()}}',
        },
      ]),
    );
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('aria-label="Open Bad"');
    expect(html).not.toContain('http://img.example');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html.match(/class="ts-gallery__tile"/g)).toHaveLength(1);
  });

  it('draws a carousel of the page’s pictures in the block', () => {
    const html = render(gallery({ layout: 'carousel' }), data(photos));
    expect(html).toContain('ts-gallery__slides');
    expect(html).toContain('ts-gallery__stage');
    expect(html).not.toContain('ts-gallery__tiles');
  });

  it('asks for the image column, and names columns gone from the sheet', () => {
    expect(render(gallery({ image_column: '' }), data(photos))).toContain(
      'Choose the column holding the pictures',
    );
    expect(render(gallery({ image_column: 'Picture' }), data(photos))).toContain(
      'The column &quot;Picture&quot; is no longer in the sheet',
    );
  });

  it('pages its pictures below them', () => {
    const html = render(gallery({}), data(photos, { total: 25 }));
    expect(html).toContain('ts-pagination');
  });
});
