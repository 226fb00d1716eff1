import { describe, expect, it, jest } from '@jest/globals';
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import type { BlockDto, PageDto, PageMetadataResponse } from '@tessera/contracts';
import type { NavigationHistoryEntry } from '@tessera/domain';
import createSagaMiddleware from 'redux-saga';
import { pageReducer, pageRequested, pagesChanged } from '../../multipage/pageSlice.js';
import { pageWorkflows, type PageRequests } from '../../multipage/pageWorkflows.js';
import { toastsReducer } from '../../toasts/toastsSlice.js';
import { appEditorSaga } from './appEditorSaga.js';

const block = (id: string, type: string, settings: Record<string, unknown>): BlockDto => ({
  id,
  type,
  position: 0,
  settings,
});
const page = (id: string, page_slug: string, position: number): PageDto => ({
  id,
  app_id: 'app-1',
  page_name: page_slug || 'Home',
  page_slug,
  page_type: page_slug ? 'page' : 'home',
  position,
});

const links = (...names: string[]) => ({
  navigationItems: names.map((name) => ({ name, linkType: 'page', pageSlug: name.toLowerCase() })),
});
const metadata = (header: Record<string, unknown>): PageMetadataResponse => ({
  name: 'shop',
  title: 'Shop',
  app_id: 'app-1',
  page_id: 'home',
  page_name: 'Home',
  page_slug: '',
  spreadsheetId: null,
  spreadsheet_url: '',
  sheets: [],
  blocks: [
    block('h', 'header', header),
    block('md', 'markdown', { content: 'Hi' }),
    block('f', 'footer', {}),
  ],
  pages: [page('home', '', 0)],
  public: true,
  sign_in_method: 'No sign in',
  can_edit: true,
  user_role: 'owner',
  owner_email: 'o@example.com',
  is_free_plan: false,
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

async function editedPage(
  fetchMetadata: PageRequests['fetchMetadata'],
  { path = '/', visited = [] as NavigationHistoryEntry[] } = {},
) {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers({ page: pageReducer, toasts: toastsReducer }),
    middleware: (getDefault) => getDefault({ serializableCheck: false }).concat(sagas),
  });
  let storedHistory = visited;
  const history: PageRequests['history'] = {
    load: () => storedHistory,
    save: (entries) => {
      storedHistory = entries;
    },
    clear: () => {
      storedHistory = [];
    },
  };
  const currentLocation = () => ({ path, url: `http://shop.localhost:3000${path}` });
  sagas.run(appEditorSaga, { fetchMetadata, history, currentLocation });
  sagas.run(pageWorkflows, {
    exchangeToken: () => Promise.resolve(),
    removeTokenFromUrl: () => undefined,
    fetchMetadata,
    fetchPlan: () => Promise.resolve({ is_free_plan: false }),
    fetchSheet: () => Promise.reject(new Error('No sheet here')),
    history,
    currentLocation,
    now: () => 1000,
  });
  store.dispatch(pageRequested({ appName: 'shop', pageSlug: path.slice(1) }));
  await flush();
  return { store, storedHistory: () => storedHistory };
}

describe('the header after a page change', () => {
  it('reads the page’s header and footer again, leaving its other blocks as they are', async () => {
    const fetchMetadata = jest.fn<PageRequests['fetchMetadata']>();
    fetchMetadata.mockResolvedValueOnce(metadata(links('Home')));
    const { store } = await editedPage(fetchMetadata);
    const stored = metadata(links('Home', 'Order'));
    stored.blocks[1] = block('md', 'markdown', { content: 'Changed elsewhere' });
    fetchMetadata.mockResolvedValueOnce(stored);

    store.dispatch(pagesChanged([page('home', '', 0), page('order', 'order', 1)]));
    await flush();
    const blocks = store.getState().page.blocks;
    expect(blocks[0]!.settings).toEqual(links('Home', 'Order'));
    expect(blocks[1]!.settings).toEqual({ content: 'Hi' });
  });

  it('says so when the header cannot be read, and skips a page that was deleted', async () => {
    const fetchMetadata = jest.fn<PageRequests['fetchMetadata']>();
    fetchMetadata.mockResolvedValueOnce(metadata(links('Home')));
    const { store } = await editedPage(fetchMetadata);
    fetchMetadata.mockRejectedValueOnce(new Error('offline'));
    store.dispatch(pagesChanged([page('home', '', 0), page('order', 'order', 1)]));
    await flush();
    expect(store.getState().toasts.items.map((toast) => toast.text)).toEqual([
      'The header could not be read again: reload the page to see its new links.',
    ]);

    fetchMetadata.mockClear();
    store.dispatch(pagesChanged([page('order', 'order', 0)]));
    await flush();
    expect(fetchMetadata).not.toHaveBeenCalled();
  });
});

describe('the trail after a rename', () => {
  it('calls the renamed pages by their new names in the breadcrumbs and the stored history', async () => {
    const pages = [page('home', '', 0), page('team', 'team', 1), page('shop', 'shop', 2)];
    const onTeam = (header: Record<string, unknown>): PageMetadataResponse => ({
      ...metadata(header),
      page_id: 'team',
      page_name: 'team',
      page_slug: 'team',
      pages,
    });
    const fetchMetadata = jest.fn<PageRequests['fetchMetadata']>();
    fetchMetadata.mockResolvedValueOnce(onTeam(links('Home', 'Shop', 'Team')));
    const visited = [{ name: 'Shop', url: '/shop', path: '/shop', timestamp: 1 }];
    const { store, storedHistory } = await editedPage(fetchMetadata, { path: '/team', visited });
    const trail = () => store.getState().page.breadcrumbs.map((crumb) => crumb.name);
    expect(trail()).toEqual(['Home', 'Shop', 'Team']);

    // Both pages renamed; the server renamed their header items with them.
    const header = {
      navigationItems: [
        { name: 'Home', linkType: 'page', pageSlug: '' },
        { name: 'Store', linkType: 'page', pageSlug: 'shop' },
        { name: 'Our Team', linkType: 'page', pageSlug: 'team' },
      ],
    };
    fetchMetadata.mockResolvedValue(onTeam(header));
    const renamed = (id: string, page_name: string) =>
      pages.map((candidate) => (candidate.id === id ? { ...candidate, page_name } : candidate));
    store.dispatch(pagesChanged(renamed('team', 'Our Team')));
    await flush();
    store.dispatch(
      pagesChanged(
        renamed('team', 'Our Team').map((candidate) =>
          candidate.id === 'shop' ? { ...candidate, page_name: 'Store' } : candidate,
        ),
      ),
    );
    await flush();
    expect(trail()).toEqual(['Home', 'Store', 'Our Team']);
    expect(storedHistory().map((entry) => entry.name)).toEqual(['Store', 'Our Team']);

    // The shop moved to another address: its old one leads nowhere and leaves the trail.
    store.dispatch(
      pagesChanged(
        renamed('team', 'Our Team').map((candidate) =>
          candidate.id === 'shop' ? { ...candidate, page_slug: 'store' } : candidate,
        ),
      ),
    );
    await flush();
    expect(trail()).toEqual(['Home', 'Our Team']);
    expect(storedHistory().map((entry) => entry.path)).toEqual(['/team']);
  });
});
