import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { api } from '../api/api.js';
import { accountRequiredReducer } from '../features/accountRequired/accountRequiredSlice.js';
import { boardReducer } from '../features/board/boardSlice.js';
import { pageReducer } from '../features/multipage/pageSlice.js';
import { marketplaceSubmissionReducer } from '../features/marketplaceSubmission/marketplaceSubmissionSlice.js';
import { publishingReducer } from '../features/publishing/publishingSlice.js';
import { shellReducer } from '../features/shell/shellSlice.js';
import { toastsReducer } from '../features/toasts/toastsSlice.js';
import { reportError } from '../shell/errors/reportError.js';
import { rootSaga } from './rootSaga.js';

/** The one store: RTK Query's cache, the shell's slices, and the board and page stores (§3). */
export function createAppStore() {
  const sagaMiddleware = createSagaMiddleware({
    onError: (error, info) => reportError(error, { saga: info.sagaStack }),
  });
  const store = configureStore({
    reducer: {
      [api.reducerPath]: api.reducer,
      toasts: toastsReducer,
      shell: shellReducer,
      accountRequired: accountRequiredReducer,
      board: boardReducer,
      page: pageReducer,
      publishing: publishingReducer,
      marketplaceSubmission: marketplaceSubmissionReducer,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(api.middleware, sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
