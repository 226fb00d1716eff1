import { delay, put, race, select, take } from 'redux-saga/effects';
import { SHELL_LIMITS } from '../../shell/shellLimits.js';
import {
  activityEnded,
  activityStarted,
  progressFinished,
  progressHidden,
  progressStarted,
  selectBusy,
} from './shellSlice.js';

/** How long the full bar stays before fading out, so a finish is visible. */
export const PROGRESS_FINISH_MS = 300;

type ThrottleOutcome = { ended?: unknown; elapsed?: true };

/**
 * The thin navigation progress bar (§2.1, §9): activity shorter than the 200 ms throttle shows
 * nothing; longer activity shows the bar until it ends, then the bar completes and fades.
 */
export function* navigationProgressSaga() {
  for (;;) {
    const busy = (yield select(selectBusy)) as boolean;
    if (!busy) yield take(activityStarted.type);
    const outcome = (yield race({
      ended: take(activityEnded.type),
      elapsed: delay(SHELL_LIMITS.progressThrottleMs, true),
    })) as ThrottleOutcome;
    if (outcome.ended) continue;
    yield put(progressStarted());
    const stillBusy = (yield select(selectBusy)) as boolean;
    if (stillBusy) yield take(activityEnded.type);
    yield put(progressFinished());
    yield delay(PROGRESS_FINISH_MS);
    yield put(progressHidden());
  }
}
