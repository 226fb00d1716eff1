import { describe, expect, it } from '@jest/globals';
import { blockPageSize } from './block-data-request.js';
import { defaultBlockSettings, parseBlockSettings } from './block-settings.js';
import { blockReadsRecord, recordPagePath } from './item-record.js';

describe('item details settings', () => {
  it('starts with the photo and header shown, photo beside the fields, no actions', () => {
    expect(defaultBlockSettings('item details')).toMatchObject({
      Layout: 'horizontal',
      show_photo: true,
      show_header: true,
      axis: [],
      actions: [],
    });
  });

  it('needs the address column of an External URL action and the page of a Page action', () => {
    expect(
      parseBlockSettings('item details', { actions: [{ type: 'External URL', label: 'Buy' }] }),
    ).toEqual({
      success: false,
      message: 'actions.0.column: Choose the column holding the address.',
    });
    expect(parseBlockSettings('item details', { actions: [{ type: 'Page' }] })).toEqual({
      success: false,
      message: 'actions.0.Pages: Choose a page.',
    });
    const ok = parseBlockSettings('item details', {
      actions: [
        { type: 'External URL', column: 'Link' },
        { type: 'Page', Pages: 'reviews' },
      ],
    });
    expect(ok).toMatchObject({
      success: true,
      settings: { actions: [{ label: 'Open', buttonColor: '#4f46E5' }, { label: 'Open' }] },
    });
  });

  it('takes at most two actions, and pages of the app only', () => {
    const three = Array.from({ length: 3 }, () => ({ type: 'External URL', column: 'Link' }));
    expect(parseBlockSettings('item details', { actions: three })).toEqual({
      success: false,
      message: 'actions: At most 2 action buttons.',
    });
    expect(
      parseBlockSettings('item details', { actions: [{ type: 'Page', Pages: '//evil.example' }] })
        .success,
    ).toBe(false);
  });

  it('reads one row', () => {
    expect(blockPageSize({ type: 'item details', settings: {} })).toBe(1);
  });
});

describe('the record a page is opened on', () => {
  it('is a query parameter of the page’s address', () => {
    expect(recordPagePath('/reviews', 'r 1/2')).toBe('/reviews?record=r%201%2F2');
  });

  it('is read by item details and by blocks filtering on the current record', () => {
    expect(blockReadsRecord({ type: 'item details', settings: {} })).toBe(true);
    expect(
      blockReadsRecord({ type: 'table', settings: { data_filter: { source: 'Current record' } } }),
    ).toBe(true);
    expect(
      blockReadsRecord({
        type: 'list',
        settings: { conditional_filter: { filter_by: 'Current record' } },
      }),
    ).toBe(true);
    expect(
      blockReadsRecord({ type: 'table', settings: { data_filter: { source: 'Logged in user' } } }),
    ).toBe(false);
  });
});
