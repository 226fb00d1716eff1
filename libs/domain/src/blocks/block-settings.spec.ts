import { describe, expect, it } from '@jest/globals';
import { AVAILABLE_BLOCK_TYPES } from './block-types.js';
import { tableAxisSchema } from './table-settings.js';
import { blockSettingsSchema, defaultBlockSettings, parseBlockSettings } from './block-settings.js';

describe('block settings', () => {
  it.each(AVAILABLE_BLOCK_TYPES)('creates valid %s settings from nothing', (type) => {
    const settings = defaultBlockSettings(type);
    expect(settings.title).toBe('');
    expect(settings.full_width).toBe(false);
    expect(parseBlockSettings(type, settings)).toEqual({ success: true, settings });
  });

  it('applies the table and list defaults of the spec', () => {
    const table = defaultBlockSettings('table');
    expect(table).toMatchObject({
      sheet_title: '',
      rows_per_page: 10,
      add_new_row: 'None',
      add_row_button_color: '#4f46E5',
      action_button_visibility: 'Everyone',
      column_width: 200,
      axis: [],
      actions: [],
    });
    expect(defaultBlockSettings('list').rows_per_page).toBe(10);
  });

  it('applies the form, markdown, header and footer defaults', () => {
    expect(defaultBlockSettings('form')).toMatchObject({
      submit_text: 'Submit',
      submit_success: 'Data added to the spreadsheet',
    });
    expect(defaultBlockSettings('markdown')).toMatchObject({ gap: 3, columns: 1, loop: false });
    expect(defaultBlockSettings('header')).toMatchObject({
      navigationItems: [],
      actionButtons: [],
    });
    expect(defaultBlockSettings('footer')).toMatchObject({
      socialItems: [],
      simpleLinks: [],
      contactItems: [],
      footerSublinks: [],
    });
  });

  it('gives each new block its own lists', () => {
    const first = defaultBlockSettings('table');
    first.axis.push(tableAxisSchema.parse({ column: 'Name' }));
    expect(defaultBlockSettings('table').axis).toEqual([]);
  });

  it('fills the defaults of axis entries and drops unknown keys', () => {
    const result = parseBlockSettings('table', {
      sheet_title: 'Orders',
      legacy_flag: true,
      axis: [{ column: 'Name', unknown: 1 }],
    });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.settings).not.toHaveProperty('legacy_flag');
    expect(result.settings.axis[0]).toEqual({
      column: 'Name',
      use_markdown: false,
      hidden: false,
      editable: 'None',
      text_alignment: 'left',
      type: 'text',
      Conditional_formatting: [],
      from_google_sheet: false,
      source: '',
      options: '',
      image_source: 'External URL',
    });
  });

  it('defaults a list column to editable by Everyone', () => {
    const result = parseBlockSettings('list', { axis: [{ column: 'Name' }] });
    expect(result.success && result.settings.axis[0]?.editable).toBe('Everyone');
  });

  it('names the field and the problem when settings are wrong', () => {
    expect(parseBlockSettings('table', { axis: [{ column: '' }] })).toEqual({
      success: false,
      message: 'axis.0.column: Choose a column.',
    });
    const result = parseBlockSettings('table', { rows_per_page: 'ten', add_new_row: 'Someone' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.message).toContain('rows_per_page:');
    expect(result.message).toContain('add_new_row:');
  });

  it('accepts the score_card spelling as scorecard and refuses types not available yet', () => {
    expect(parseBlockSettings('chart-of-stars', {})).toEqual({
      success: false,
      message: 'The chart-of-stars block is not available yet.',
    });
    expect(blockSettingsSchema('score_card')).toBe(blockSettingsSchema('scorecard'));
    expect(blockSettingsSchema('nonsense')).toBeNull();
    expect(blockSettingsSchema('chart')).not.toBeNull();
  });

  it('treats missing settings as empty', () => {
    expect(parseBlockSettings('markdown', undefined).success).toBe(true);
  });
});
