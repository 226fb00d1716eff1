import { configureStore } from '@reduxjs/toolkit';
import type { InlinePage } from '@tessera/contracts';
import createSagaMiddleware from 'redux-saga';
import { all, call, spawn } from 'redux-saga/effects';
import { api } from '../api/api.js';
import { pageRequests } from '../features/multipage/pageRequests.js';
import { pageReducer } from '../features/multipage/pageSlice.js';
import { pageWorkflows } from '../features/multipage/pageWorkflows.js';
import { connectionSaga } from '../features/shell/connectionSaga.js';
import { shellReducer } from '../features/shell/shellSlice.js';
import { toastsSaga } from '../features/toasts/toastsSaga.js';
import { toastsReducer } from '../features/toasts/toastsSlice.js';
import { reportError } from '../shell/errors/reportError.js';
import { paintInlinePageInto } from './paintInlinePage.js';

function* pageSaga() {
  yield call(pageWorkflows, pageRequests);
}

/** The published viewer's workflows, each on its own like the full app's root saga. */
function* viewerSaga() {
  yield all([toastsSaga, connectionSaga, pageSaga].map((saga) => spawn(saga)));
}

export type ViewerStoreOptions = {
  /** The page the HTML carries, painted before anything is drawn (see paintInlinePageInto). */
  inline?: InlinePage | null;
  /** false on the server: nothing runs in the background, it only draws. */
  workflows?: boolean;
};

/**
 * The published viewer's store: the page store, RTK Query's cache, toasts and the connection
 * state. The same slices as the full app (so its components work here), without the editor's.
 */
export function createViewerStore({ inline = null, workflows = true }: ViewerStoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error, info) => reportError(error, { saga: info.sagaStack }),
  });
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      toasts: toastsReducer,
      shell: shellReducer,
      page: pageReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
  });
  if (inline) paintInlinePageInto(store, inline);
  if (workflows) sagaMiddleware.run(viewerSaga);
  return store;
}
