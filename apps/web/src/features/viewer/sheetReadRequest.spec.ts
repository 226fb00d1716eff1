import { describe, expect, it } from '@jest/globals';
import { sheetReadOf } from './sheetReadRequest.js';

const board = { kind: 'board', spreadsheetId: 'sp 1' } as const;
const page = { kind: 'page' } as const;
const request = {
  sheetTitle: 'Orders/2026',
  page: 2,
  page_size: 10,
  search: 'ann',
  block_id: 'b1',
};

describe('sheetReadOf', () => {
  it('reads from the cache: the query without _vercel_no_cache', () => {
    expect(sheetReadOf(board, request, 'Europe/Paris')).toEqual({
      url: '/api/board/sp%201/sheet/Orders%2F2026',
      params: { page: 2, page_size: 10, search: 'ann', block_id: 'b1', tz: 'Europe/Paris' },
    });
    expect(sheetReadOf(page, request, undefined)).toEqual({
      url: '/v3/api/page/sheet/Orders%2F2026',
      params: { page: 2, page_size: 10, search: 'ann', block_id: 'b1' },
    });
  });

  it('asks past the cache with _vercel_no_cache=1 for a refresh, on boards and pages', () => {
    for (const target of [board, page]) {
      const { params } = sheetReadOf(target, { ...request, noCache: true }, 'UTC');
      expect(params).toEqual({
        page: 2,
        page_size: 10,
        search: 'ann',
        block_id: 'b1',
        tz: 'UTC',
        _vercel_no_cache: '1',
      });
    }
  });
});
