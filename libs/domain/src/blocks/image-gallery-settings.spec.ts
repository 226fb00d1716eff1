import { describe, expect, it } from '@jest/globals';
import { blockPageSize } from './block-data-request.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockSettingsForm } from './settings-form/block-settings-form.js';
import { visibleFields } from './settings-form/settings-field.js';

const ok = (settings: Record<string, unknown>) =>
  parseBlockSettings('imageGallery', settings).success;

describe('image gallery settings', () => {
  it('starts as a 3-column grid with a lightbox and §9’s paddings, thumbnails and interval', () => {
    expect(defaultBlockSettings('imageGallery')).toMatchObject({
      image_column: '',
      layout: 'grid',
      grid_columns: 3,
      lightbox: true,
      popup: true,
      autoplay: true,
      carousel_interval: 3000,
      fullscreen_interval: 3000,
      gallery_padding: 24,
      title_font_size: 24,
      caption_transparency: 0.4,
      thumbnail_corner: 8,
      thumbnail_border_width: 1,
      thumbnail_padding: 12,
      thumbnail_margin: 10,
      paginate: true,
      rows_per_page: 10,
    });
  });

  it('takes the spec’s layouts, margins 0 to 100, transparency 0 to 1 and borders 0 to 5', () => {
    expect(ok({ layout: 'FullScreenView', image_column: 'Photo' })).toBe(true);
    expect(ok({ layout: 'slideshow' })).toBe(false);
    expect(ok({ thumbnail_margin: 100, gallery_padding: 0 })).toBe(true);
    expect(ok({ thumbnail_padding: 101 })).toBe(false);
    expect(ok({ thumbnail_margin: -1 })).toBe(false);
    expect(ok({ caption_transparency: 0.25 })).toBe(true);
    expect(ok({ caption_transparency: 1.5 })).toBe(false);
    expect(ok({ thumbnail_border_width: 6 })).toBe(false);
    expect(ok({ grid_columns: 5 })).toBe(false);
    expect(ok({ carousel_interval: 200 })).toBe(false);
    expect(ok({ thumbnail_border_color: 'red;position:fixed' })).toBe(false);
    expect(parseBlockSettings('imageGallery', { columns: 0 })).toEqual({
      success: false,
      message: 'columns: A gallery has 1 to 4 columns.',
    });
  });

  it('pages its pictures on the server like the other row blocks', () => {
    const settings = defaultBlockSettings('imageGallery');
    expect(blockPageSize({ type: 'imageGallery', settings })).toBe(10);
    expect(
      blockPageSize({ type: 'imageGallery', settings: { ...settings, paginate: false } }),
    ).toBe(1000);
  });

  it('shows each layout’s settings only: columns for tiles, intervals for slides', () => {
    const keys = (settings: Record<string, unknown>) =>
      visibleFields(blockSettingsForm('imageGallery'), settings).map((field) => field.key);
    const grid = keys({ layout: 'grid', lightbox: true, show_thumbnails: true });
    expect(grid).toEqual(expect.arrayContaining(['grid_columns', 'lightbox', 'cursor_effect']));
    expect(grid).not.toContain('columns');
    expect(grid).not.toContain('carousel_interval');
    expect(keys({ layout: 'masonry' })).toContain('columns');
    const carousel = keys({ layout: 'carousel', autoplay: true });
    expect(carousel).toEqual(expect.arrayContaining(['animation', 'carousel_interval']));
    expect(carousel).not.toContain('fullscreen_interval');
    expect(carousel).not.toContain('lightbox');
    expect(keys({ layout: 'FullScreenView', autoplay: false })).not.toContain(
      'fullscreen_interval',
    );
    // The tiles are thumbnails: their corner is set whatever the strip does.
    expect(keys({ layout: 'grid', show_thumbnails: false })).toContain('thumbnail_corner');
    expect(keys({ layout: 'carousel', show_thumbnails: false })).not.toContain('thumbnail_corner');
  });
});
