import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import type { BlockDto, BoardMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import createSagaMiddleware from 'redux-saga';
import type { SheetRequest } from '../viewer/blockDataSaga.js';
import {
  blockPageChanged,
  blockSaved,
  boardReducer,
  boardRequested,
  sheetRowsChanged,
  blockFiltersChanged,
  blockSortChanged,
  tempoBlockChanged,
  tempoBlockStarted,
} from './boardSlice.js';
import { boardWorkflows, type BoardRequests } from './boardWorkflows.js';
import { newTempoBlock } from '../editor/blocks/newTempoBlock.js';

const block = (id: string, type: string, settings: Record<string, unknown>): BlockDto => ({
  id,
  type,
  position: 0,
  settings,
});

function metadata(blocks: BlockDto[]): BoardMetadataResponse {
  return {
    id: 'board-1',
    name: 'Sales',
    slug: 'sales',
    workspace_id: 'ws-1',
    spreadsheetId: 'sheet-1',
    spreadsheet_url: 'http://localhost:3000/dashboard?spreadsheet=sheet-1',
    sheets: [{ title: 'Orders', columns: ['Name', 'Total'], rowCount: 2 }],
    blocks,
    public: true,
    can_edit: true,
    user_role: 'owner',
    owner_email: 'owner@example.com',
    is_free_plan: true,
    type: 'board',
    title: 'Sales board',
    hide_filters: true,
  };
}

function rows(request: SheetRequest): SheetDataResponse {
  return {
    title: request.sheetTitle,
    columns: ['Name', 'Total'],
    rows: [{ _id: `r${request.page}`, Name: 'Ann', Total: '3' }],
    total: 12,
    page: request.page,
    page_size: request.page_size,
    freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 3, stale: false },
    sync: { pending: 1, delayed: true, message: 'Google is slow' },
  };
}

const resolved = <T>(value: T) => Promise.resolve(value);

/** An error as axios rejects with it: the status and the server's message. */
function httpError(status: number, message: string) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    response: { status, data: { message } },
  });
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(requests: BoardRequests) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { board: boardReducer },
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  sagas.run(boardWorkflows, requests);
  return store;
}

describe('board workflows', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the board, then each block on its own: a failed sheet keeps its error text', async () => {
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) =>
      request.sheetTitle === 'Missing'
        ? Promise.reject(httpError(404, 'Sheet not found.'))
        : resolved(rows(request)),
    );
    const store = start({
      fetchMetadata: () =>
        resolved(
          metadata([
            block('t1', 'table', { sheet_title: 'Orders', paginate: true, rows_per_page: 5 }),
            block('c1', 'chart', { sheet_title: 'Missing' }),
            block('h1', 'markdown', { body: 'Hello' }),
          ]),
        ),
      fetchSheet,
    });
    store.dispatch(boardRequested());
    await flush();
    const board = store.getState().board;
    expect(board).toMatchObject({
      status: 'ready',
      title: 'Sales board',
      can_edit: true,
      id: 'board-1',
    });
    expect(board.sheets_data.t1).toMatchObject({
      loading: false,
      rows: [{ _id: 'r1' }],
      total: 12,
    });
    expect(board.sheets_data.c1).toMatchObject({ loading: false, error: 'Sheet not found.' });
    expect(board.sheets_data.h1).toBeUndefined();
    expect(fetchSheet).toHaveBeenCalledWith(
      { sheetTitle: 'Orders', page: 1, page_size: 5, block_id: 't1' },
      { spreadsheetId: 'sheet-1' },
    );
  });

  it('records the status of a board that cannot be shown', async () => {
    const store = start({
      fetchMetadata: () => Promise.reject(httpError(403, 'This application is private.')),
      fetchSheet: jest.fn<BoardRequests['fetchSheet']>(),
    });
    store.dispatch(boardRequested());
    await flush();
    expect(store.getState().board).toMatchObject({
      status: 'failed',
      loadError: { status: 403, message: 'This application is private.' },
    });
  });

  it('asks the server for the next page, and reloads the blocks of a sheet whose rows changed', async () => {
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) => resolved(rows(request)));
    const store = start({
      fetchMetadata: () =>
        resolved(
          metadata([
            block('t1', 'table', { sheet_title: 'Orders', paginate: true, rows_per_page: 5 }),
            block('l1', 'list', { sheet_title: 'People' }),
          ]),
        ),
      fetchSheet,
    });
    store.dispatch(boardRequested());
    await flush();
    store.dispatch(blockPageChanged({ blockId: 't1', page: 2 }));
    await flush();
    expect(store.getState().board.sheets_data.t1?.page).toBe(2);
    fetchSheet.mockClear();
    store.dispatch(sheetRowsChanged({ sheetTitle: 'Orders' }));
    await flush();
    expect(fetchSheet.mock.calls.map(([request]) => request.block_id)).toEqual(['t1']);
  });

  it('reloads a block from page 1 with the sort and filters the viewer chose', async () => {
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) => resolved(rows(request)));
    const store = start({
      fetchMetadata: () =>
        resolved(
          metadata([
            block('t1', 'table', { sheet_title: 'Orders', paginate: true, rows_per_page: 5 }),
          ]),
        ),
      fetchSheet,
    });
    store.dispatch(boardRequested());
    await flush();
    store.dispatch(blockPageChanged({ blockId: 't1', page: 3 }));
    store.dispatch(blockSortChanged({ blockId: 't1', sort: '-Total' }));
    await flush();
    expect(fetchSheet).toHaveBeenLastCalledWith(
      { sheetTitle: 'Orders', page: 1, page_size: 5, sort: '-Total', block_id: 't1' },
      { spreadsheetId: 'sheet-1' },
    );
    const filters = [
      {
        name: 'Name',
        active: true,
        condition: '=' as const,
        sheet_column: { sheet: 'Orders', column: 'Name' },
        value: 'Ann',
      },
    ];
    store.dispatch(blockFiltersChanged({ blockId: 't1', filters }));
    await flush();
    expect(fetchSheet.mock.lastCall?.[0]).toMatchObject({
      page: 1,
      sort: '-Total',
      filter: JSON.stringify(filters),
    });
    expect(store.getState().board.sheets_data.t1).toMatchObject({
      freshness: { stale: false },
      sync: { pending: 1, delayed: true, message: 'Google is slow' },
    });
  });

  it('previews the rows of a new block once its sheet is chosen, without naming it to the server', async () => {
    jest.useFakeTimers();
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) => resolved(rows(request)));
    const store = start({ fetchMetadata: () => resolved(metadata([])), fetchSheet });
    store.dispatch(boardRequested());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(tempoBlockStarted(newTempoBlock('table')));
    const tempo = store.getState().board.tempo_block!;
    store.dispatch(tempoBlockChanged({ ...tempo.settings, title: 'Orders' }));
    await jest.advanceTimersByTimeAsync(500);
    expect(fetchSheet).not.toHaveBeenCalled();
    store.dispatch(tempoBlockChanged({ ...tempo.settings, sheet_title: 'Orders' }));
    await jest.advanceTimersByTimeAsync(500);
    expect(fetchSheet).toHaveBeenCalledTimes(1);
    expect(fetchSheet.mock.calls[0]![0]).toEqual({ sheetTitle: 'Orders', page: 1, page_size: 10 });
    expect(store.getState().board.sheets_data[tempo.id]?.rows).toHaveLength(1);
  });

  it('loads the rows of a block saved before its preview had them', async () => {
    jest.useFakeTimers();
    const fetchSheet = jest.fn<BoardRequests['fetchSheet']>((request) => resolved(rows(request)));
    const store = start({ fetchMetadata: () => resolved(metadata([])), fetchSheet });
    store.dispatch(boardRequested());
    await jest.advanceTimersByTimeAsync(0);
    store.dispatch(tempoBlockStarted(newTempoBlock('chart')));
    const tempo = store.getState().board.tempo_block!;
    store.dispatch(tempoBlockChanged({ ...tempo.settings, sheet_title: 'Orders' }));
    store.dispatch(blockSaved(block('c9', 'chart', { sheet_title: 'Orders' })));
    await jest.advanceTimersByTimeAsync(500);
    expect(store.getState().board.sheets_data.c9).toMatchObject({ loading: false, total: 12 });
    expect(fetchSheet.mock.calls.map(([request]) => request.block_id)).toEqual(['c9']);
  });
});
