import { describe, expect, it } from '@jest/globals';
import { blockPageSize, WHOLE_SHEET_PAGE_SIZE } from './block-data-request.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockSettingsForm } from './settings-form/block-settings-form.js';
import { visibleFields } from './settings-form/settings-field.js';

describe('grid settings', () => {
  it('starts with 4 columns, search, filter and sort shown, 10 cards a page', () => {
    expect(defaultBlockSettings('grid')).toMatchObject({
      columns: 4,
      show_search: true,
      show_filter: true,
      show_sort: true,
      paginate: true,
      rows_per_page: 10,
      axis: [],
    });
  });

  it('fills a field with its defaults: text, shown, button text View, square corners', () => {
    const parsed = parseBlockSettings('grid', { axis: [{ column: 'Name' }] });
    expect(parsed).toMatchObject({
      success: true,
      settings: {
        axis: [
          {
            column: 'Name',
            type: 'text',
            hide_on_grid: false,
            image_size: 'medium',
            alignment: 'left',
            button_text: 'View',
            button_color: '#4f46E5',
            round_image: false,
            round_button: false,
          },
        ],
      },
    });
  });

  it('takes 1 to 4 columns and refuses others, naming the field', () => {
    expect(parseBlockSettings('grid', { columns: 1 }).success).toBe(true);
    expect(parseBlockSettings('grid', { columns: 5 })).toEqual({
      success: false,
      message: 'columns: A grid has 1 to 4 columns.',
    });
    expect(parseBlockSettings('grid', { columns: 0 })).toEqual({
      success: false,
      message: 'columns: A grid has 1 to 4 columns.',
    });
  });

  it('refuses a field without a column or of an unknown type', () => {
    expect(parseBlockSettings('grid', { axis: [{ column: '' }] })).toEqual({
      success: false,
      message: 'axis.0.column: Choose a column.',
    });
    expect(parseBlockSettings('grid', { axis: [{ column: 'A', type: 'video' }] }).success).toBe(
      false,
    );
  });

  it('pages on the server when paginate is on, else reads the sheet', () => {
    expect(blockPageSize({ type: 'grid', settings: { paginate: true, rows_per_page: 8 } })).toBe(8);
    expect(blockPageSize({ type: 'grid', settings: { paginate: false, rows_per_page: 8 } })).toBe(
      WHOLE_SHEET_PAGE_SIZE,
    );
  });

  it('offers each field only the settings of its type', () => {
    const fields = blockSettingsForm('grid').find((field) => field.key === 'axis')!.itemFields!;
    const keys = (type: string) => visibleFields(fields, { type }).map((field) => field.key);
    expect(keys('image')).toEqual(expect.arrayContaining(['image_size', 'round_image']));
    expect(keys('image')).not.toContain('button_text');
    expect(keys('button')).toEqual(
      expect.arrayContaining(['button_text', 'button_color', 'round_button']),
    );
    expect(keys('button')).not.toContain('round_image');
    expect(keys('text')).toEqual(expect.arrayContaining(['text_color', 'font_style']));
    expect(keys('text')).not.toContain('button_text');
  });

  it('takes colours only, nothing more of CSS', () => {
    const colour = (button_color: string) =>
      parseBlockSettings('grid', { axis: [{ column: 'A', button_color }] });
    for (const ok of ['#4f46E5', '#fff', 'rgb(79, 70, 229)', 'hsla(240 50% 50% / 0.5)', 'teal', ''])
      expect(colour(ok).success).toBe(true);
    for (const bad of ['red;position:fixed;inset:0', 'url(https://evil.example/x)', 'var(--x)'])
      expect(colour(bad)).toEqual({
        success: false,
        message:
          'axis.0.button_color: Enter a colour such as #4f46E5, rgb(79, 70, 229) or a colour name.',
      });
  });
});
