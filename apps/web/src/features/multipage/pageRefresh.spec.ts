import { describe, expect, it, jest } from '@jest/globals';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BlockDto, PageMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import createSagaMiddleware from 'redux-saga';
import { toastsReducer } from '../toasts/toastsSlice.js';
import type { SheetRequest } from '../viewer/blockDataSaga.js';
import {
  pageReducer,
  pageRequested,
  sheetRowsChanged,
  sheetsRefreshRequested,
} from './pageSlice.js';
import { pageWorkflows, type PageRequests } from './pageWorkflows.js';

const block = (id: string, type: string, settings: Record<string, unknown>): BlockDto => ({
  id,
  type,
  position: 0,
  settings,
});

const metadata: PageMetadataResponse = {
  name: 'shop',
  title: 'Shop',
  app_id: 'app-1',
  page_id: 'p1',
  page_name: 'Home',
  page_slug: '',
  spreadsheetId: 's1',
  spreadsheet_url: '',
  sheets: [],
  blocks: [
    block('h', 'header', {}),
    block('list', 'list', { sheet_title: 'Stores' }),
    block('form', 'form', { sheet_title: 'Orders' }),
    block('f', 'footer', {}),
  ],
  pages: [],
  public: true,
  sign_in_method: 'No sign in',
  can_edit: true,
  user_role: 'owner',
  owner_email: 'o@example.com',
  is_free_plan: false,
};

function rows(request: SheetRequest, version: string): SheetDataResponse {
  return {
    title: request.sheetTitle,
    columns: ['Name'],
    rows: [{ _id: 'r1', Name: version }],
    total: 1,
    page: 1,
    page_size: request.page_size,
    freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
    sync: { pending: 0, delayed: false },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function loadedPage(fetchSheet: PageRequests['fetchSheet']) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ page: pageReducer, toasts: toastsReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  sagas.run(pageWorkflows, {
    exchangeToken: () => Promise.resolve(),
    removeTokenFromUrl: () => undefined,
    fetchMetadata: () => Promise.resolve(metadata),
    fetchPlan: () => Promise.resolve({ is_free_plan: false }),
    fetchSheet,
    history: { load: () => [], save: () => undefined, clear: () => undefined },
    currentLocation: () => ({ path: '/', url: 'http://shop.localhost:3000/' }),
    now: () => 1000,
  });
  store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
  await flush();
  return store;
}

describe('Refresh data on an app page', () => {
  it('reloads every data block past the cache and shows the new rows; row changes still read the cache', async () => {
    let version = 'cached';
    const fetchSheet = jest.fn<PageRequests['fetchSheet']>((request) =>
      Promise.resolve(rows(request, version)),
    );
    const store = await loadedPage(fetchSheet);
    fetchSheet.mockClear();
    version = 'fresh';

    store.dispatch(sheetsRefreshRequested());
    expect(store.getState().page.refreshing).toBe(true);
    await flush();

    const page = store.getState().page;
    expect(page.refreshing).toBe(false);
    expect(fetchSheet.mock.calls.map(([request]) => [request.block_id, request.noCache])).toEqual([
      ['list', true],
      ['form', true],
    ]);
    expect(page.sheets_data.list?.rows).toEqual([{ _id: 'r1', Name: 'fresh' }]);
    expect(page.sheets_data.form?.rows).toEqual([{ _id: 'r1', Name: 'fresh' }]);

    fetchSheet.mockClear();
    store.dispatch(sheetRowsChanged({ sheetTitle: 'Stores' }));
    await flush();
    expect(fetchSheet.mock.calls.map(([request]) => request)).toEqual([
      { sheetTitle: 'Stores', page: 1, page_size: 1000, block_id: 'list' },
    ]);
  });

  it('is no longer busy when a sheet fails, which keeps its error text', async () => {
    let failing = false;
    const fetchSheet = jest.fn<PageRequests['fetchSheet']>((request) =>
      failing ? Promise.reject(new Error('Quota exceeded')) : Promise.resolve(rows(request, 'x')),
    );
    const store = await loadedPage(fetchSheet);
    failing = true;
    store.dispatch(sheetsRefreshRequested());
    await flush();
    const page = store.getState().page;
    expect(page.refreshing).toBe(false);
    expect(page.sheets_data.list).toMatchObject({ loading: false, error: 'Quota exceeded' });
  });
});
