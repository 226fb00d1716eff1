import { call } from 'redux-saga/effects';
import { privacyRequests } from './privacyRequests.js';
import { privacyWorkflows } from './privacySaga.js';

/** The publishing feature's saga, run by the root saga. */
export function* publishingSaga() {
  yield call(privacyWorkflows, privacyRequests);
}
