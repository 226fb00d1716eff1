import type { InlinePage, PageMetadataResponse } from '@tessera/contracts';
import {
  breadcrumbsFor,
  MESSAGES,
  pageNameFor,
  pushHistory,
  type NavigationHistoryEntry,
} from '@tessera/domain';
import { call, fork, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { toastShown } from '../toasts/toastsSlice.js';
import {
  loadAllBlockData,
  seedBlockData,
  type BlockDataBinding,
  type FetchSheet,
} from '../viewer/blockDataSaga.js';
import { loadErrorOf } from '../viewer/loadError.js';
import { blockDataBinding, watchBlockQueries } from '../viewer/watchBlockQueries.js';
import {
  breadcrumbSelected,
  headerNavigated,
  historyRecorded,
  pageLoaded,
  pageLoadFailed,
  pageActions,
  pageRequested,
  planChecked,
  selectPage,
  type PageState,
} from './pageSlice.js';

/** Where the navigation history is kept between page loads (browser session storage). */
export type HistoryStorage = {
  load: () => NavigationHistoryEntry[];
  save: (history: NavigationHistoryEntry[]) => void;
  clear: () => void;
};

/** The multi-page app's server calls and browser access; injected so the workflows can be tested. */
export type PageRequests = {
  /** POST /api/auth {token}: the dashboard's one-time hand-off becomes this host's session. */
  exchangeToken: (token: string) => Promise<void>;
  /** Drops `token` from the address bar once used. */
  removeTokenFromUrl: () => void;
  fetchMetadata: () => Promise<PageMetadataResponse>;
  /**
   * The page (and its first rows) the HTML carried for this path, once; the published viewer
   * paints from it without calling update-metadata. Absent or null: the page loads from the API.
   */
  inlinePage?: (path: string) => InlinePage | null;
  /** GET /api/board/workspace */
  fetchPlan: () => Promise<{ is_free_plan: boolean }>;
  fetchSheet: FetchSheet;
  history: HistoryStorage;
  currentLocation: () => { path: string; url: string };
  now: () => number;
};

function bindingFor(requests: PageRequests): BlockDataBinding {
  return blockDataBinding(pageActions, () => select(selectPage), requests.fetchSheet);
}

/** The header block's navigation items, which name the pages in breadcrumbs. */
export function navigationItemsOf(page: PageState): { name: string; pageSlug?: string }[] {
  const header = page.blocks.find((block) => block.type === 'header');
  const items = header?.settings.navigationItems;
  if (!Array.isArray(items)) return [];
  return items.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { name, pageSlug, linkType } = item as Record<string, unknown>;
    if (typeof name !== 'string' || linkType === 'external') return [];
    return [{ name, pageSlug: typeof pageSlug === 'string' ? pageSlug : '' }];
  });
}

/** The name a visit of the page goes by in the history and the breadcrumbs. */
export function visitName(page: PageState): string {
  return pageNameFor(page.page_slug, navigationItemsOf(page), page.page_name);
}

/** Records the visit: history deduplicated by path, then the breadcrumbs of the current page. */
export function* recordVisit(requests: PageRequests) {
  const page = (yield select(selectPage)) as PageState;
  const name = visitName(page);
  const current = (yield call(requests.currentLocation)) as { path: string; url: string };
  const stored = (yield call(requests.history.load)) as NavigationHistoryEntry[];
  const timestamp = (yield call(requests.now)) as number;
  const navigationHistory = pushHistory(stored, { name, ...current, timestamp });
  yield call(requests.history.save, navigationHistory);
  yield put(
    historyRecorded({
      navigationHistory,
      breadcrumbs: breadcrumbsFor(navigationHistory, current, name),
    }),
  );
}

/** The plan decides Embed; when it cannot be read the editor assumes the free plan (§8). */
export function* checkPlan(requests: PageRequests) {
  try {
    const workspace = (yield call(requests.fetchPlan)) as { is_free_plan: boolean };
    yield put(planChecked({ isFreePlan: workspace.is_free_plan }));
  } catch {
    yield put(toastShown({ kind: 'error', message: MESSAGES.planVerifyFailed }));
    yield put(planChecked({ isFreePlan: true }));
  }
}

/** Opens a page: the hand-off token first (editors), then update-metadata, history and rows. */
export function* loadPage(requests: PageRequests, action: ReturnType<typeof pageRequested>) {
  const { token } = action.payload;
  if (token) {
    try {
      yield call(requests.exchangeToken, token);
    } catch (error) {
      yield put(toastShown({ kind: 'error', message: loadErrorOf(error).message }));
    }
    yield call(requests.removeTokenFromUrl);
  }
  const { path } = (yield call(requests.currentLocation)) as { path: string };
  const inline = requests.inlinePage
    ? ((yield call(requests.inlinePage, path)) as InlinePage | null)
    : null;
  if (inline) {
    yield call(showInlinePage, requests, inline);
    return;
  }
  let metadata: PageMetadataResponse;
  try {
    metadata = (yield call(requests.fetchMetadata)) as PageMetadataResponse;
    yield put(pageLoaded(metadata));
  } catch (error) {
    yield put(pageLoadFailed(loadErrorOf(error)));
    return;
  }
  yield fork(recordVisit, requests);
  if (metadata.can_edit) yield fork(checkPlan, requests);
  yield call(loadAllBlockData, bindingFor(requests));
}

/**
 * Paints the page from what its HTML carried: the page store and each block's first rows as if
 * just read; then every data block is read once more in the background (rows stay while it runs).
 */
export function* showInlinePage(requests: PageRequests, inline: InlinePage) {
  const binding = bindingFor(requests);
  // Painted already when the viewer started from it (paintInlinePageInto): the same state again.
  yield call(paintInlinePage, binding, inline);
  yield fork(recordVisit, requests);
  if (inline.page.can_edit) yield fork(checkPlan, requests);
  yield call(loadAllBlockData, binding, { background: true });
}

/**
 * The page store and each block's first rows from what the HTML carried, as if just read. Also run
 * on its own (runSaga) before the first render, on the server and in the browser, so that both
 * draw the same page.
 */
export function* paintInlinePage(binding: BlockDataBinding, inline: InlinePage) {
  yield put(pageLoaded(inline.page));
  for (const [blockId, response] of Object.entries(inline.data))
    yield call(seedBlockData, binding, blockId, response);
  // The breadcrumbs of a first visit (the server knows no history): the header keeps its height
  // when the visit is recorded, unless this session visited other pages before.
  const page = (yield select(selectPage)) as PageState;
  const current = { path: inline.path, url: inline.path };
  yield put(
    historyRecorded({
      navigationHistory: page.navigationHistory,
      breadcrumbs: breadcrumbsFor([], current, visitName(page)),
    }),
  );
}

/** The binding of the page store when no sheet is read (painting what the HTML carried). */
export function paintingBinding(): BlockDataBinding {
  return blockDataBinding(
    pageActions,
    () => select(selectPage),
    () => Promise.reject(new Error('Painting reads no sheet.')),
  );
}

/** The multi-page app's workflows. */
export function* pageWorkflows(requests: PageRequests) {
  yield takeLatest(pageRequested.type, loadPage, requests);
  yield takeEvery(headerNavigated.type, function* dropStoredHistory() {
    yield call(requests.history.clear);
  });
  yield takeEvery(breadcrumbSelected.type, function* storeTrimmedHistory() {
    const page = (yield select(selectPage)) as PageState;
    yield call(requests.history.save, page.navigationHistory);
  });
  yield fork(watchBlockQueries, pageActions, bindingFor(requests));
}
