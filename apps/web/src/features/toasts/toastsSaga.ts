import { call, delay, put, takeEvery } from 'redux-saga/effects';
import { toastShown, toastsExpired } from './toastsSlice.js';

/** When a toast's time is up, the queue drops every toast whose time is up. */
export function* expireToast(action: ReturnType<typeof toastShown>) {
  yield delay(action.payload.durationMs);
  const now = (yield call(Date.now)) as number;
  yield put(toastsExpired(now));
}

export function* toastsSaga() {
  yield takeEvery(toastShown.type, expireToast);
}
