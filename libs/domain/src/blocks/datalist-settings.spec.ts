import { describe, expect, it } from '@jest/globals';
import { blockPageSize } from './block-data-request.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockDefaultSort } from './datalist-sorting.js';
import { blockSettingsForm } from './settings-form/block-settings-form.js';
import { visibleFields } from './settings-form/settings-field.js';

describe('datalist settings', () => {
  it('starts as a vertical list in the sheet’s order, 10 rows a page', () => {
    expect(defaultBlockSettings('datalist')).toMatchObject({
      titleList: '',
      list_type: 'vertical',
      sorting: 'None',
      layout: 'vertical',
      card_style: 'default',
      animations: true,
      paginate: true,
      rows_per_page: 10,
      axis: [],
    });
  });

  it('takes the spec’s list types, sortings, layouts and card styles only', () => {
    const ok = (settings: Record<string, unknown>) =>
      parseBlockSettings('datalist', settings).success;
    expect(ok({ list_type: 'timeline', layout: 'zigzag', card_style: 'sharp' })).toBe(true);
    expect(ok({ list_type: 'carousel' })).toBe(false);
    expect(ok({ sorting: 'Random' })).toBe(false);
    expect(ok({ card_style: 'round' })).toBe(false);
    expect(ok({ content_width: 50 })).toBe(false);
    expect(ok({ axis: [{ column: 'Year', type: 'button' }] })).toBe(true);
    expect(ok({ axis: [{ column: '' }] })).toBe(false);
  });

  it('shows the timeline settings only for a timeline, the sort column only when sorted', () => {
    const keys = (settings: Record<string, unknown>) =>
      visibleFields(blockSettingsForm('datalist'), settings).map((field) => field.key);
    expect(keys({ list_type: 'vertical', sorting: 'None' })).not.toContain('layout');
    expect(keys({ list_type: 'vertical', sorting: 'None' })).not.toContain('sort_column');
    expect(keys({ list_type: 'timeline', layout: 'vertical', sorting: 'Ascending' })).toEqual(
      expect.arrayContaining(['layout', 'line_position', 'dot_color', 'sort_column']),
    );
    expect(keys({ list_type: 'timeline', layout: 'zigzag' })).not.toContain('line_position');
  });

  it('pages on the server when paginate is on', () => {
    expect(
      blockPageSize({ type: 'datalist', settings: { paginate: true, rows_per_page: 5 } }),
    ).toBe(5);
  });
});

describe('blockDefaultSort', () => {
  const datalist = (settings: Record<string, unknown>) => ({ type: 'datalist', settings });

  it('sorts by the chosen column, else the first field’s, either way', () => {
    expect(blockDefaultSort(datalist({ sorting: 'Ascending', sort_column: 'Year' }))).toBe('Year');
    expect(blockDefaultSort(datalist({ sorting: 'Descending', axis: [{ column: 'Event' }] }))).toBe(
      '-Event',
    );
  });

  it('keeps the sheet’s order without sorting, a column, or for other blocks', () => {
    expect(blockDefaultSort(datalist({ sorting: 'None', sort_column: 'Year' }))).toBeUndefined();
    expect(blockDefaultSort(datalist({ sorting: 'Ascending' }))).toBeUndefined();
    expect(
      blockDefaultSort({ type: 'table', settings: { sorting: 'Ascending', sort_column: 'A' } }),
    ).toBeUndefined();
  });
});
