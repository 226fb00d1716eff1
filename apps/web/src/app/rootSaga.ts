import { all, spawn } from 'redux-saga/effects';
import { accountRequiredSaga } from '../features/accountRequired/accountRequiredSaga.js';
import { boardSaga } from '../features/board/boardSaga.js';
import { appEditorSaga } from '../features/editor/multipage/appEditorSaga.js';
import { marketplaceSubmissionSaga } from '../features/marketplaceSubmission/marketplaceSubmissionSaga.js';
import { pageSaga } from '../features/multipage/pageSaga.js';
import { publishingSaga } from '../features/publishing/publishingSaga.js';
import { connectionSaga } from '../features/shell/connectionSaga.js';
import { navigationProgressSaga } from '../features/shell/progressSaga.js';
import { toastsSaga } from '../features/toasts/toastsSaga.js';

/** Each workflow runs on its own: one that fails is reported and does not stop the others. */
export function* rootSaga() {
  yield all(
    [
      toastsSaga,
      navigationProgressSaga,
      connectionSaga,
      accountRequiredSaga,
      boardSaga,
      pageSaga,
      appEditorSaga,
      publishingSaga,
      marketplaceSubmissionSaga,
    ].map((saga) => spawn(saga)),
  );
}
