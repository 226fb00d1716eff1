import { describe, expect, it, jest } from '@jest/globals';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type {
  BlockDto,
  InlinePage,
  PageMetadataResponse,
  SheetDataResponse,
} from '@tessera/contracts';
import createSagaMiddleware from 'redux-saga';
import { toastsReducer } from '../toasts/toastsSlice.js';
import { pageReducer, pageRequested } from './pageSlice.js';
import { pageWorkflows, type PageRequests } from './pageWorkflows.js';

const table: BlockDto = {
  id: 't',
  type: 'table',
  position: 0,
  settings: { sheet_title: 'Stores' },
};

const page: PageMetadataResponse = {
  name: 'shop',
  title: 'Shop',
  app_id: 'app-1',
  page_id: 'p1',
  page_name: 'Home',
  page_slug: '',
  spreadsheetId: 's1',
  spreadsheet_url: '',
  sheets: [],
  blocks: [table],
  pages: [],
  public: true,
  sign_in_method: 'No sign in',
  can_edit: false,
  user_role: 'guest',
  owner_email: 'o@example.com',
  is_free_plan: true,
};

const rows = (store: string): SheetDataResponse => ({
  title: 'Stores',
  columns: ['Store'],
  rows: [{ _id: 'r1', Store: store }],
  total: 1,
  page: 1,
  page_size: 1000,
  freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
  sync: { pending: 0, delayed: false },
});

function start(overrides: Partial<PageRequests>) {
  const requests: PageRequests = {
    exchangeToken: () => Promise.resolve(),
    removeTokenFromUrl: () => undefined,
    fetchMetadata: jest.fn<PageRequests['fetchMetadata']>(() => Promise.resolve(page)),
    fetchPlan: () => Promise.resolve({ is_free_plan: true }),
    fetchSheet: jest.fn<PageRequests['fetchSheet']>(() => Promise.resolve(rows('Fresh'))),
    history: { load: () => [], save: () => undefined, clear: () => undefined },
    currentLocation: () => ({ path: '/', url: 'http://shop.localhost/' }),
    now: () => 1000,
    ...overrides,
  };
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ page: pageReducer, toasts: toastsReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  sagas.run(pageWorkflows, requests);
  return { store, requests };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a page that arrives inline in its HTML', () => {
  it('paints from the inline data without update-metadata, then revalidates the rows once', async () => {
    let answer: (value: SheetDataResponse) => void = () => undefined;
    const fetchSheet = jest.fn<PageRequests['fetchSheet']>(
      () => new Promise((resolve) => (answer = resolve)),
    );
    const inline: InlinePage = { path: '/', page, data: { t: rows('Inline') } };
    const { store, requests } = start({ inlinePage: () => inline, fetchSheet });
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();

    expect(requests.fetchMetadata).not.toHaveBeenCalled();
    expect(store.getState().page.status).toBe('ready');
    // Shown at once, not as loading, while the background read runs.
    expect(store.getState().page.sheets_data.t).toMatchObject({
      loading: false,
      rows: [{ Store: 'Inline' }],
    });
    expect(fetchSheet).toHaveBeenCalledTimes(1);

    answer(rows('Fresh'));
    await flush();
    expect(store.getState().page.sheets_data.t?.rows).toEqual([{ _id: 'r1', Store: 'Fresh' }]);
  });

  it('keeps the inline rows when the background read fails (offline)', async () => {
    const inline: InlinePage = { path: '/', page, data: { t: rows('Inline') } };
    const { store } = start({
      inlinePage: () => inline,
      fetchSheet: () => Promise.reject(new Error('Network Error')),
    });
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    const data = store.getState().page.sheets_data.t;
    expect(data?.rows).toEqual([{ _id: 'r1', Store: 'Inline' }]);
    expect(data?.error).toBeUndefined();
  });

  it('loads through the API when the HTML carries no page for this path', async () => {
    const { store, requests } = start({ inlinePage: () => null });
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    expect(requests.fetchMetadata).toHaveBeenCalledTimes(1);
    expect(store.getState().page.sheets_data.t?.rows).toEqual([{ _id: 'r1', Store: 'Fresh' }]);
  });
});
