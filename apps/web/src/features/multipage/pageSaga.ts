import { call } from 'redux-saga/effects';
import { pageRequests } from './pageRequests.js';
import { pageWorkflows } from './pageWorkflows.js';

/** The multi-page feature's saga, run by the root saga. */
export function* pageSaga() {
  yield call(pageWorkflows, pageRequests);
}
