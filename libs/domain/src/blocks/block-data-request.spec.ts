import { describe, expect, it } from '@jest/globals';
import { WHOLE_SHEET_PAGE_SIZE, blockPageSize, blockSheetTitle } from './block-data-request.js';

describe('blockSheetTitle', () => {
  it("reads the settings' sheet title first, then the block's copy, else nothing", () => {
    expect(
      blockSheetTitle({ type: 'table', sheet_title: 'Old', settings: { sheet_title: 'New' } }),
    ).toBe('New');
    expect(blockSheetTitle({ type: 'table', sheet_title: 'Old', settings: {} })).toBe('Old');
    expect(blockSheetTitle({ type: 'header', settings: {} })).toBe('');
  });
});

describe('blockPageSize', () => {
  it('asks paged tables and lists for one page of their rows', () => {
    expect(blockPageSize({ type: 'table', settings: { paginate: true, rows_per_page: 25 } })).toBe(
      25,
    );
    expect(blockPageSize({ type: 'list', settings: { paginate: true, rows_per_page: 5 } })).toBe(5);
  });

  it('asks every other block for the whole sheet', () => {
    expect(blockPageSize({ type: 'table', settings: { paginate: false, rows_per_page: 25 } })).toBe(
      WHOLE_SHEET_PAGE_SIZE,
    );
    expect(blockPageSize({ type: 'chart', settings: { paginate: true, rows_per_page: 25 } })).toBe(
      WHOLE_SHEET_PAGE_SIZE,
    );
    expect(blockPageSize({ type: 'table', settings: { paginate: true, rows_per_page: 0 } })).toBe(
      WHOLE_SHEET_PAGE_SIZE,
    );
  });
});
