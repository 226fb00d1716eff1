import { describe, expect, it, jest } from '@jest/globals';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BlockDto, PageMetadataResponse } from '@tessera/contracts';
import type { NavigationHistoryEntry } from '@tessera/domain';
import createSagaMiddleware from 'redux-saga';
import { toastsReducer } from '../toasts/toastsSlice.js';
import {
  blockSaved,
  breadcrumbSelected,
  headerNavigated,
  pageReducer,
  pageRequested,
  panelRequested,
  tempoBlockStarted,
} from './pageSlice.js';
import { pageWorkflows, type PageRequests } from './pageWorkflows.js';
import { newTempoBlock } from '../editor/blocks/newTempoBlock.js';
import { appEditorSaga } from '../editor/multipage/appEditorSaga.js';

const header: BlockDto = {
  id: 'h',
  type: 'header',
  position: 0,
  settings: {
    navigationItems: [
      { name: 'Home', linkType: 'page', pageSlug: '', pageId: 'p1' },
      { name: 'Our Team', linkType: 'page', pageSlug: 'team', pageId: 'p2' },
    ],
  },
};
const footer: BlockDto = { id: 'f', type: 'footer', position: 2, settings: {} };
const form: BlockDto = {
  id: 'form',
  type: 'form',
  position: 1,
  settings: { sheet_title: 'Stores' },
};

function metadata(overrides: Partial<PageMetadataResponse> = {}): PageMetadataResponse {
  return {
    name: 'shop',
    title: 'Shop',
    app_id: 'app-1',
    page_id: 'p1',
    page_name: 'Home',
    page_slug: '',
    spreadsheetId: 's1',
    spreadsheet_url: '',
    sheets: [],
    blocks: [header, form, footer],
    pages: [],
    public: true,
    sign_in_method: 'No sign in',
    can_edit: false,
    user_role: 'guest',
    owner_email: 'o@example.com',
    is_free_plan: true,
    ...overrides,
  };
}

function memoryHistory(initial: NavigationHistoryEntry[] = []) {
  let stored = initial;
  return {
    load: () => stored,
    save: (history: NavigationHistoryEntry[]) => {
      stored = history;
    },
    clear: () => {
      stored = [];
    },
    get stored() {
      return stored;
    },
  };
}

function fakeRequests(overrides: Partial<PageRequests> = {}) {
  const history = memoryHistory();
  let location = { path: '/', url: 'http://shop.localhost:3000/' };
  const requests: PageRequests = {
    exchangeToken: jest.fn<PageRequests['exchangeToken']>(() => Promise.resolve()),
    removeTokenFromUrl: jest.fn(),
    fetchMetadata: () => Promise.resolve(metadata()),
    fetchPlan: () => Promise.resolve({ is_free_plan: false }),
    fetchSheet: (request) =>
      Promise.resolve({
        title: request.sheetTitle,
        columns: ['Store'],
        rows: [],
        total: 0,
        page: 1,
        page_size: request.page_size,
        freshness: { fetched_at: '2026-01-01T00:00:00.000Z', age_seconds: 0, stale: false },
        sync: { pending: 0, delayed: false },
      }),
    history,
    currentLocation: () => location,
    now: () => 1000,
    ...overrides,
  };
  return {
    requests,
    history,
    goTo: (path: string) => {
      location = { path, url: `http://shop.localhost:3000${path}` };
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** The page's workflows as the web app runs them: with the app editor's (its panels). */
function start(requests: PageRequests) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ page: pageReducer, toasts: toastsReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  sagas.run(pageWorkflows, requests);
  sagas.run(appEditorSaga, requests);
  return store;
}

describe('multi-page workflows', () => {
  it('exchanges the hand-off token before loading the page, then drops it from the address', async () => {
    const calls: string[] = [];
    const { requests } = fakeRequests({
      exchangeToken: () => {
        calls.push('token');
        return Promise.resolve();
      },
      removeTokenFromUrl: () => calls.push('clean url'),
      fetchMetadata: () => {
        calls.push('metadata');
        return Promise.resolve(metadata({ can_edit: true, user_role: 'owner' }));
      },
    });
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '', token: 'one-time' }));
    await flush();
    expect(calls).toEqual(['token', 'clean url', 'metadata']);
    expect(store.getState().page).toMatchObject({
      status: 'ready',
      can_edit: true,
      is_free_plan: false,
    });
  });

  it('assumes the free plan and says so when the plan cannot be verified', async () => {
    const { requests } = fakeRequests({
      fetchMetadata: () => Promise.resolve(metadata({ can_edit: true })),
      fetchPlan: () => Promise.reject(new Error('down')),
    });
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    expect(store.getState().page.is_free_plan).toBe(true);
    expect(store.getState().toasts.items.map((toast) => toast.text)).toContain(
      'Failed to verify plan status',
    );
  });

  it('answers Embed on a free plan and a spreadsheet without address with a message, back in view', async () => {
    const { requests } = fakeRequests({
      fetchMetadata: () => Promise.resolve(metadata({ can_edit: true })),
    });
    requests.fetchPlan = () => Promise.resolve({ is_free_plan: true });
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    store.dispatch(panelRequested('embed'));
    store.dispatch(panelRequested('spreadsheet'));
    await flush();
    const toasts = store.getState().toasts.items.map((toast) => [toast.kind, toast.text]);
    expect(toasts).toEqual([
      ['info', 'Embed feature requires a paid plan.'],
      ['warning', 'Spreadsheet URL not configured.'],
    ]);
    expect(store.getState().page.page).toBe('view');
  });

  it('keeps breadcrumbs from the visits, named from the header, cleared by header navigation', async () => {
    const { requests, history, goTo } = fakeRequests();
    requests.fetchMetadata = () =>
      Promise.resolve(
        history.stored.length === 0
          ? metadata()
          : metadata({ page_id: 'p2', page_name: 'Team page', page_slug: 'team' }),
      );
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    expect(store.getState().page.breadcrumbs.map((crumb) => crumb.name)).toEqual(['Home']);

    goTo('/team');
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: 'team' }));
    await flush();
    expect(store.getState().page.breadcrumbs.map((crumb) => [crumb.name, crumb.isActive])).toEqual([
      ['Home', false],
      ['Our Team', true],
    ]);
    expect(history.stored.map((entry) => entry.path)).toEqual(['/', '/team']);

    store.dispatch(breadcrumbSelected('/'));
    await flush();
    expect(history.stored).toEqual([]);

    store.dispatch(headerNavigated());
    await flush();
    expect(store.getState().page.breadcrumbs).toEqual([]);
    expect(history.stored).toEqual([]);
  });

  it.each([403, 404])('records the status %i of a page that cannot be shown', async (status) => {
    const { requests } = fakeRequests({
      fetchMetadata: () =>
        Promise.reject(Object.assign(new Error('Refused'), { response: { status, data: {} } })),
    });
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: 'x' }));
    await flush();
    expect(store.getState().page).toMatchObject({ status: 'failed', loadError: { status } });
  });

  it('inserts a new block before the footer', async () => {
    const { requests } = fakeRequests();
    const store = start(requests);
    store.dispatch(pageRequested({ appName: 'shop', pageSlug: '' }));
    await flush();
    store.dispatch(tempoBlockStarted(newTempoBlock('table')));
    store.dispatch(blockSaved({ id: 'new', type: 'table', position: 2, settings: {} }));
    expect(store.getState().page.blocks.map((block) => block.id)).toEqual([
      'h',
      'form',
      'new',
      'f',
    ]);
  });
});
