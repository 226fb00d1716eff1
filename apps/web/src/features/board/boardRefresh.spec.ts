import { describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { BlockDto, BoardMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import createSagaMiddleware from 'redux-saga';
import type { SheetRequest } from '../viewer/blockDataSaga.js';
import {
  blockPageChanged,
  boardReducer,
  boardRequested,
  boardSearchChanged,
  sheetsRefreshRequested,
} from './boardSlice.js';
import { boardWorkflows, type BoardRequests } from './boardWorkflows.js';

const block = (id: string, type: string, settings: Record<string, unknown>): BlockDto => ({
  id,
  type,
  position: 0,
  settings,
});

const blocks = [
  block('t1', 'table', { sheet_title: 'Orders', paginate: true, rows_per_page: 5 }),
  block('c1', 'chart', { sheet_title: 'Sales' }),
  block('m1', 'markdown', { body: 'Hello' }),
];

const metadata = {
  id: 'board-1',
  name: 'Sales',
  slug: 'sales',
  workspace_id: 'ws-1',
  spreadsheetId: 'sheet-1',
  spreadsheet_url: '',
  sheets: [],
  blocks,
  public: true,
  can_edit: true,
  user_role: 'owner',
  owner_email: 'owner@example.com',
  is_free_plan: true,
  type: 'board',
} satisfies BoardMetadataResponse;

/** The sheet as the spreadsheet holds it now: `version` names the rows. */
function rows(request: SheetRequest, version: string): SheetDataResponse {
  return {
    title: request.sheetTitle,
    columns: ['Name'],
    rows: [{ _id: 'r1', Name: version }],
    total: 1,
    page: request.page,
    page_size: request.page_size,
    freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
    sync: { pending: 0, delayed: false },
  };
}

/** A promise settled by the test, for answers that arrive late. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loadedBoard(fetchSheet: BoardRequests['fetchSheet']) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { board: boardReducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  sagas.run(boardWorkflows, { fetchMetadata: () => Promise.resolve(metadata), fetchSheet });
  store.dispatch(boardRequested());
  await flush();
  return store;
}

const names = (data: SheetDataResponse['rows'] | undefined) => data?.map((row) => row.Name);

describe('Refresh data on a board', () => {
  it('reloads every data block past the cache, busy until all answered, then shows the new rows', async () => {
    let version = 'cached';
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) =>
      Promise.resolve(rows(request, version)),
    );
    const store = await loadedBoard(fetchSheet);
    expect(fetchSheet.mock.calls.every(([request]) => request.noCache === undefined)).toBe(true);
    fetchSheet.mockClear();
    version = 'fresh';

    store.dispatch(sheetsRefreshRequested());
    expect(store.getState().board.refreshing).toBe(true);
    await flush();

    const board = store.getState().board;
    expect(board.refreshing).toBe(false);
    expect(fetchSheet.mock.calls.map(([request]) => request)).toEqual([
      { sheetTitle: 'Orders', page: 1, page_size: 5, block_id: 't1', noCache: true },
      { sheetTitle: 'Sales', page: 1, page_size: 1000, block_id: 'c1', noCache: true },
    ]);
    expect(names(board.sheets_data.t1?.rows)).toEqual(['fresh']);
    expect(names(board.sheets_data.c1?.rows)).toEqual(['fresh']);
    expect(board.sheets_data.m1).toBeUndefined();
  });

  it('stores a failed sheet as its error text and is no longer busy', async () => {
    let failing = false;
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) =>
      failing && request.sheetTitle === 'Sales'
        ? Promise.reject(new Error('Google is unreachable'))
        : Promise.resolve(rows(request, failing ? 'fresh' : 'cached')),
    );
    const store = await loadedBoard(fetchSheet);
    failing = true;
    store.dispatch(sheetsRefreshRequested());
    await flush();
    const board = store.getState().board;
    expect(board.refreshing).toBe(false);
    expect(board.sheets_data.c1).toMatchObject({ loading: false, error: 'Google is unreachable' });
    expect(names(board.sheets_data.t1?.rows)).toEqual(['fresh']);
  });

  it('ignores a second request while busy, and drops a refresh answer overtaken by a newer read', async () => {
    const late = deferred<SheetDataResponse>();
    let refreshing = false;
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) =>
      refreshing && request.noCache
        ? late.promise
        : Promise.resolve(rows(request, `p${request.page}`)),
    );
    const store = await loadedBoard(fetchSheet);
    refreshing = true;
    store.dispatch(sheetsRefreshRequested());
    store.dispatch(sheetsRefreshRequested());
    await flush();
    expect(fetchSheet.mock.calls.filter(([request]) => request.noCache)).toHaveLength(2);
    expect(store.getState().board.refreshing).toBe(true);

    store.dispatch(blockPageChanged({ blockId: 't1', page: 2 }));
    await flush();
    expect(fetchSheet.mock.lastCall?.[0]).toEqual({
      sheetTitle: 'Orders',
      page: 2,
      page_size: 5,
      block_id: 't1',
    });
    late.resolve(rows({ sheetTitle: 'Orders', page: 1, page_size: 5 }, 'late'));
    await flush();
    const board = store.getState().board;
    expect(board.refreshing).toBe(false);
    expect(names(board.sheets_data.t1?.rows)).toEqual(['p2']);
    expect(names(board.sheets_data.c1?.rows)).toEqual(['late']);
  });

  it('reloads every block for the board search, from the cache', async () => {
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) =>
      Promise.resolve(rows(request, 'cached')),
    );
    const store = await loadedBoard(fetchSheet);
    fetchSheet.mockClear();
    store.dispatch(boardSearchChanged('ann'));
    await flush();
    expect(fetchSheet.mock.calls.map(([request]) => request)).toEqual([
      { sheetTitle: 'Orders', page: 1, page_size: 5, search: 'ann', block_id: 't1' },
      { sheetTitle: 'Sales', page: 1, page_size: 1000, search: 'ann', block_id: 'c1' },
    ]);
  });
});
