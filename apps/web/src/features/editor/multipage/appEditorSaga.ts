import type { PageMetadataResponse } from '@tessera/contracts';
import { isAppWideFrameType, nextMultipagePanel } from '@tessera/domain';
import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import { pageRequests } from '../../multipage/pageRequests.js';
import {
  pageActions,
  pagesChanged,
  panelRequested,
  selectPage,
  type PageState,
} from '../../multipage/pageSlice.js';
import type { PageRequests } from '../../multipage/pageWorkflows.js';
import { toastShown } from '../../toasts/toastsSlice.js';

type FrameRequests = Pick<PageRequests, 'fetchMetadata'>;

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
