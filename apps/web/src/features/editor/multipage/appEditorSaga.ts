import type { PageMetadataResponse } from '@tessera/contracts';
import {
  breadcrumbsFor,
  firstPathSegment,
  isAppWideFrameType,
  nextMultipagePanel,
  pageNameFor,
} from '@tessera/domain';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { pageRequests } from '../../multipage/pageRequests.js';
import {
  historyRecorded,
  pageActions,
  pagesChanged,
  panelRequested,
  selectPage,
  type PageState,
} from '../../multipage/pageSlice.js';
import { navigationItemsOf, visitName, type PageRequests } from '../../multipage/pageWorkflows.js';
import { toastShown } from '../../toasts/toastsSlice.js';

type FrameRequests = Pick<PageRequests, 'fetchMetadata' | 'history' | 'currentLocation'>;

/**
 * Adding, renaming, moving or deleting a page rewrites the links of the app's headers on the
 * server: the page shown reads its header and footer again, so the editor shows the new links.
 */
export function* refreshFrame(requests: FrameRequests, action: ReturnType<typeof pagesChanged>) {
  const page = (yield select(selectPage)) as PageState;
  // The page shown was deleted: the editor moves to the home page, which loads whole.
  if (!action.payload.some((candidate) => candidate.id === page.page_id)) return;
  try {
    const metadata = (yield call(requests.fetchMetadata)) as PageMetadataResponse;
    for (const block of metadata.blocks.filter((stored) => isAppWideFrameType(stored.type)))
      yield put(pageActions.blockStored(block));
  } catch {
    yield put(
      toastShown({
        kind: 'error',
        message: 'The header could not be read again: reload the page to see its new links.',
      }),
    );
  }
  yield call(renameVisits, requests);
}

/**
 * The trail calls the pages what they are called now: after a rename, the visits of the page (in
 * the breadcrumbs and the stored history) take its new name, as a reload would give them; visits
 * of a page that is gone, or now has another address, leave the trail rather than lead nowhere.
 */
export function* renameVisits(requests: FrameRequests) {
  const page = (yield select(selectPage)) as PageState;
  const items = navigationItemsOf(page);
  const navigationHistory = page.navigationHistory.flatMap((entry) => {
    const slug = firstPathSegment(entry.path) ?? '';
    const known = page.pages.find((candidate) => candidate.page_slug === slug);
    return known ? [{ ...entry, name: pageNameFor(slug, items, known.page_name) }] : [];
  });
  const current = (yield call(requests.currentLocation)) as { path: string; url: string };
  yield call(requests.history.save, navigationHistory);
  yield put(
    historyRecorded({
      navigationHistory,
      breadcrumbs: breadcrumbsFor(navigationHistory, current, visitName(page)),
    }),
  );
}

/** Embed on a free plan and a spreadsheet without address answer with a message (§4). */
export function* announcePanel(action: ReturnType<typeof panelRequested>) {
  const page = (yield select(selectPage)) as PageState;
  const { message } = nextMultipagePanel(page.page, action.payload, {
    isFreePlan: page.is_free_plan,
    spreadsheetUrl: page.spreadsheetId ? page.spreadsheet_url : '',
  });
  if (message) yield put(toastShown({ kind: message.kind, message: message.text }));
}

/** The app editor's workflows: its panels and page changes (the published viewer has neither). */
export function* appEditorSaga(requests: FrameRequests = pageRequests) {
  yield takeEvery(panelRequested.type, announcePanel);
  yield takeLatest(pagesChanged.type, refreshFrame, requests);
}
