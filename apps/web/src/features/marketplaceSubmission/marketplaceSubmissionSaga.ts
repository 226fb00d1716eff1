import { MARKETPLACE_LIMITS, MARKETPLACE_MESSAGES } from '@tessera/domain';
import { delay, put, select, takeLatest } from 'redux-saga/effects';
import { publishingApi } from '../publishing/publishingApi.js';
import {
  marketplaceDialogClosed,
  selectMarketplaceSubmission,
  submissionMessageShown,
  templateSubmitted,
  type MarketplaceSubmissionState,
} from './marketplaceSubmissionSlice.js';

/**
 * After a successful submit (publishing §4, §8): the success message ('Template updated
 * successfully!' for an Edit & Resubmit), the request reloaded, and the dialog closed 3 s later
 * unless it was closed (or reopened) meanwhile.
 */
export function* afterSubmit(action: ReturnType<typeof templateSubmitted>) {
  const text = action.payload.editing
    ? MARKETPLACE_MESSAGES.updated
    : MARKETPLACE_MESSAGES.submitted;
  yield put(submissionMessageShown({ kind: 'success', text }));
  yield put(publishingApi.util.invalidateTags(['ReviewRequest']));
  yield delay(MARKETPLACE_LIMITS.closeAfterSubmitMs);
  const { dialogOpen, message } = (yield select(
    selectMarketplaceSubmission,
  )) as MarketplaceSubmissionState;
  if (dialogOpen && message?.text === text) yield put(marketplaceDialogClosed());
}

export function* marketplaceSubmissionSaga() {
  yield takeLatest(templateSubmitted.type, afterSubmit);
}
