import { describe, expect, it } from '@jest/globals';
import {
  blockDataReducers,
  blockDataSource,
  sheetErrorText,
  sheetRequestFor,
  type BlockDataState,
} from './blockData.js';

const table = (settings: Record<string, unknown>) => ({ id: 'b1', type: 'table', settings });

// blockPageSize and blockSheetTitle are tested in libs/domain (block-data-request.spec.ts).

describe('sheetRequestFor', () => {
  const block = table({ sheet_title: 'Orders', paginate: true, rows_per_page: 10 });
  const query = { page: 3, search: 'ann', sort: '', filters: [], requestId: 1, source: '' };
  it('sends the page, the block search (else the board search) and the saved block id', () => {
    expect(sheetRequestFor(block, query, 'bob', true)).toEqual({
      sheetTitle: 'Orders',
      page: 3,
      page_size: 10,
      search: 'ann',
      block_id: 'b1',
    });
    expect(sheetRequestFor(block, undefined, 'bob', false)).toEqual({
      sheetTitle: 'Orders',
      page: 1,
      page_size: 10,
      search: 'bob',
    });
  });

  it('sends the sort, and the viewer filters as JSON', () => {
    const filters = [
      {
        name: 'Status',
        active: true,
        condition: 'any_of' as const,
        sheet_column: { sheet: 'Orders', column: 'Status' },
        value: 'open||late',
      },
    ];
    expect(sheetRequestFor(block, { ...query, sort: '-Total', filters }, '', true)).toEqual({
      sheetTitle: 'Orders',
      page: 3,
      page_size: 10,
      search: 'ann',
      sort: '-Total',
      filter: JSON.stringify(filters),
      block_id: 'b1',
    });
  });
});

describe('a scorecard’s read', () => {
  const scorecard = (axis: unknown[]) => ({
    id: 's1',
    type: 'scorecard',
    settings: { sheet_title: 'Orders', axis },
  });

  it('asks for one row and the figures of its cards, and reloads when a card changes', () => {
    const sums = scorecard([{ column: 'Total', function: 'sum', decimal: 'period' }]);
    expect(sheetRequestFor(sums, undefined, 'board search', true)).toEqual({
      sheetTitle: 'Orders',
      page: 1,
      page_size: 1,
      scores: JSON.stringify([{ column: 'Total', function: 'sum', decimal: 'period' }]),
      block_id: 's1',
    });
    const averages = scorecard([{ column: 'Total', function: 'average', decimal: 'period' }]);
    expect(blockDataSource(averages)).not.toBe(blockDataSource(sums));
  });
});

describe('a calendar’s read', () => {
  const calendar = {
    id: 'c1',
    type: 'calendar',
    settings: { sheet_title: 'Events', start_time_column: 'Start', end_time_column: 'End' },
  };

  it('asks for the days it shows, over its start and end columns, once it has a period', () => {
    const state: BlockDataState = { sheets_data: {}, sheet_queries: {}, search: '' };
    blockDataReducers.requested(state, 'c1', 's');
    expect(sheetRequestFor(calendar, state.sheet_queries.c1, '', true)).not.toHaveProperty(
      'period',
    );
    blockDataReducers.periodChanged(state, 'c1', { from: '2026-10-26', to: '2026-12-06' });
    expect(sheetRequestFor(calendar, state.sheet_queries.c1, '', true)).toMatchObject({
      page: 1,
      period: JSON.stringify({ start: 'Start', end: 'End', from: '2026-10-26', to: '2026-12-06' }),
    });
  });
});

describe('sheetErrorText', () => {
  it('prefers the server message, then the error message, then Data Error', () => {
    expect(
      sheetErrorText({ response: { data: { message: 'Sheet not found.' } }, message: 'x' }),
    ).toBe('Sheet not found.');
    expect(sheetErrorText(new Error('timeout'))).toBe('timeout');
    expect(sheetErrorText({})).toBe('Data Error');
    expect(sheetErrorText(null)).toBe('Data Error');
  });
});

describe('blockDataReducers', () => {
  const empty = (): BlockDataState => ({ sheets_data: {}, sheet_queries: {}, search: '' });
  const response = (page: number) => ({
    title: 'Orders',
    columns: ['Name'],
    rows: [{ _id: 'r1', Name: `p${page}` }],
    total: 30,
    page,
    page_size: 10,
    freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 900, stale: true },
    sync: { pending: 2, delayed: false },
  });

  it('keeps only the answer of the latest request', () => {
    const state = empty();
    blockDataReducers.requested(state, 'b1', 's');
    blockDataReducers.requested(state, 'b1', 's');
    blockDataReducers.loaded(state, 'b1', 1, response(1));
    expect(state.sheets_data.b1?.loading).toBe(true);
    blockDataReducers.loaded(state, 'b1', 2, response(2));
    expect(state.sheets_data.b1).toMatchObject({
      loading: false,
      page: 2,
      total: 30,
      freshness: { age_seconds: 900, stale: true },
      sync: { pending: 2, delayed: false },
    });
  });

  it('keeps the figures a scorecard was answered with', () => {
    const state = empty();
    blockDataReducers.requested(state, 's1', 's');
    const scores = [
      { column: 'Total', function: 'sum' as const, decimal: 'period' as const, value: 42 },
    ];
    blockDataReducers.loaded(state, 's1', 1, { ...response(1), scores });
    expect(state.sheets_data.s1?.scores).toEqual(scores);
  });

  it('stores a failure as the block error text', () => {
    const state = empty();
    blockDataReducers.requested(state, 'b1', 's');
    blockDataReducers.failed(state, 'b1', 1, 'Data Error');
    expect(state.sheets_data.b1).toMatchObject({ loading: false, error: 'Data Error', rows: [] });
  });

  it('starts a new search from page 1 and moves data to a saved block id', () => {
    const state = empty();
    blockDataReducers.requested(state, 'tmp', 's');
    blockDataReducers.pageChanged(state, 'tmp', 4);
    blockDataReducers.searchChanged(state, 'tmp', 'x');
    expect(state.sheet_queries.tmp).toMatchObject({ page: 1, search: 'x' });
    blockDataReducers.sortChanged(state, 'tmp', 'Name');
    blockDataReducers.pageChanged(state, 'tmp', 2);
    blockDataReducers.requested(state, 'tmp', 's');
    expect(state.sheet_queries.tmp).toMatchObject({ page: 2, search: 'x', sort: 'Name' });
    blockDataReducers.moved(state, 'tmp', 'b9');
    expect(state.sheet_queries.b9?.search).toBe('x');
    expect(state.sheets_data.tmp).toBeUndefined();
  });
});

describe('sort and filter changes', () => {
  const filter = {
    name: 'Name',
    active: true,
    condition: '=' as const,
    sheet_column: { sheet: 'Orders', column: 'Name' },
    value: 'Ann',
  };
  it('start from page 1 and are kept by the next request', () => {
    const state: BlockDataState = { sheets_data: {}, sheet_queries: {}, search: '' };
    blockDataReducers.requested(state, 'b1', 's');
    blockDataReducers.pageChanged(state, 'b1', 4);
    blockDataReducers.filtersChanged(state, 'b1', [filter]);
    expect(state.sheet_queries.b1).toMatchObject({ page: 1, filters: [filter] });
    blockDataReducers.pageChanged(state, 'b1', 2);
    blockDataReducers.sortChanged(state, 'b1', '-Name');
    blockDataReducers.requested(state, 'b1', 's');
    expect(state.sheet_queries.b1).toMatchObject({
      page: 1,
      sort: '-Name',
      filters: [filter],
      requestId: 2,
    });
  });
  it('are remembered for a block that has not loaded yet', () => {
    const state: BlockDataState = { sheets_data: {}, sheet_queries: {}, search: '' };
    blockDataReducers.sortChanged(state, 'b2', 'Age');
    expect(state.sheet_queries.b2).toMatchObject({ page: 1, sort: 'Age', filters: [] });
  });
});
