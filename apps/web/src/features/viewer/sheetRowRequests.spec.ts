import { describe, expect, it } from '@jest/globals';
import {
  requireActionsAsSaved,
  rowWriteOf,
  rowWriteRequests,
  SAVE_BEFORE_ACTIONS,
  sheetPath,
} from './sheetRowRequests.js';

const board = { kind: 'board', spreadsheetId: 'sp 1' } as const;
const page = { kind: 'page' } as const;

describe('sheetPath', () => {
  it('reads a board sheet through its spreadsheet and a page sheet through the host', () => {
    expect(sheetPath(board, 'Orders/2026')).toBe('/api/board/sp%201/sheet/Orders%2F2026');
    expect(sheetPath(page, 'Orders')).toBe('/v3/api/page/sheet/Orders');
  });
});

describe('rowWriteRequests', () => {
  it('adds a row with the block and the values', () => {
    expect(rowWriteRequests.add(page, 'Orders', 'b1', { Name: 'Ann' })).toEqual({
      url: '/v3/api/page/sheet/Orders/rows',
      method: 'POST',
      data: { block_id: 'b1', values: { Name: 'Ann' } },
    });
  });
  it('patches only the columns given', () => {
    expect(rowWriteRequests.edit(board, 'Orders', 'b1', 'row#7', { Total: '3' })).toEqual({
      url: '/api/board/sp%201/sheet/Orders/rows/row%237',
      method: 'PATCH',
      data: { block_id: 'b1', values: { Total: '3' } },
    });
  });
  it('duplicates with the block in the body', () => {
    expect(rowWriteRequests.duplicate(page, 'Orders', 'b1', 'r7')).toEqual({
      url: '/v3/api/page/sheet/Orders/rows/r7/duplicate',
      method: 'POST',
      data: { block_id: 'b1' },
    });
  });
  it('deletes with the block in the query', () => {
    expect(rowWriteRequests.remove(board, 'Orders', 'b1', 'r7')).toEqual({
      url: '/api/board/sp%201/sheet/Orders/rows/r7',
      method: 'DELETE',
      params: { block_id: 'b1' },
    });
  });
});

describe('rowWriteOf', () => {
  const block = { id: 'b1', settings: { sheet_title: 'Orders' } };
  const writer = { kind: 'board', spreadsheetId: 'sp1' } as const;
  it('names the target, the sheet and the saved block', () => {
    expect(rowWriteOf(block, [{ id: 'b1' }], writer)).toEqual({
      target: writer,
      sheetTitle: 'Orders',
      blockId: 'b1',
    });
  });
  it('refuses blocks without a sheet and boards without a spreadsheet', () => {
    expect(() => rowWriteOf({ id: 'b1', settings: {} }, [{ id: 'b1' }], writer)).toThrow(
      'This block has no sheet to write rows to.',
    );
    expect(() => rowWriteOf(block, [{ id: 'b1' }], null)).toThrow(
      'This block has no sheet to write rows to.',
    );
  });
  it('refuses a block that is not saved yet', () => {
    expect(() => rowWriteOf(block, [], { kind: 'page' })).toThrow(
      'Save the block before changing rows with it.',
    );
  });
});

describe('requireActionsAsSaved', () => {
  const block = (actions: unknown[]) => ({ id: 'b1', settings: { actions } });
  const saved = [block([{ type: 'Edit row' }, { type: 'API call', api_endpoint: 'https://a' }])];

  it('lets saved buttons run, and stops buttons moved or changed since the save', () => {
    expect(() =>
      requireActionsAsSaved(
        block([{ type: 'Edit row' }, { type: 'API call', api_endpoint: 'https://a' }]),
        saved,
      ),
    ).not.toThrow();
    expect(() =>
      requireActionsAsSaved(
        block([{ type: 'API call', api_endpoint: 'https://a' }, { type: 'Edit row' }]),
        saved,
      ),
    ).toThrow(SAVE_BEFORE_ACTIONS);
    expect(() =>
      requireActionsAsSaved(
        block([{ type: 'Edit row' }, { type: 'API call', api_endpoint: 'https://b' }]),
        saved,
      ),
    ).toThrow(SAVE_BEFORE_ACTIONS);
    expect(() => requireActionsAsSaved({ id: 'new', settings: {} }, saved)).toThrow(
      SAVE_BEFORE_ACTIONS,
    );
    // Any setting counts (a field mapping, a typed token); the order of keys does not.
    expect(() =>
      requireActionsAsSaved(
        block([
          { type: 'Edit row' },
          { type: 'API call', api_endpoint: 'https://a', field_mapping: [{ key: 'x' }] },
        ]),
        saved,
      ),
    ).toThrow(SAVE_BEFORE_ACTIONS);
    expect(() =>
      requireActionsAsSaved(
        block([{ type: 'Edit row' }, { api_endpoint: 'https://a', type: 'API call' }]),
        saved,
      ),
    ).not.toThrow();
  });
});
