import { call } from 'redux-saga/effects';
import { boardRequests } from './boardRequests.js';
import { boardWorkflows } from './boardWorkflows.js';

/** The board feature's saga, run by the root saga. */
export function* boardSaga() {
  yield call(boardWorkflows, boardRequests);
}
