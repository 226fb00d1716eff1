import { eventChannel, type EventChannel } from 'redux-saga';
import { call, put, take } from 'redux-saga/effects';
import { wentOffline, wentOnline } from './shellSlice.js';

/** Emits true when the browser goes online and false when it goes offline. */
export function connectionChannel(target: Window = window): EventChannel<boolean> {
  return eventChannel<boolean>((emit) => {
    const online = () => emit(true);
    const offline = () => emit(false);
    target.addEventListener('online', online);
    target.addEventListener('offline', offline);
    return () => {
      target.removeEventListener('online', online);
      target.removeEventListener('offline', offline);
    };
  });
}

/** Online and offline status is tracked (§4 Other). */
export function* connectionSaga() {
  if (!navigator.onLine) yield put(wentOffline());
  const channel = (yield call(connectionChannel)) as EventChannel<boolean>;
  try {
    for (;;) {
      const online = (yield take(channel)) as boolean;
      yield put(online ? wentOnline() : wentOffline());
    }
  } finally {
    channel.close();
  }
}
