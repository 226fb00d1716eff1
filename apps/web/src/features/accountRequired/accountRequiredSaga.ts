import { call, delay, fork, put, race, take } from 'redux-saga/effects';
import { navigateTo } from '../../app/navigation.js';
import { SHELL_LIMITS } from '../../shell/shellLimits.js';
import {
  accountRequiredCardDismissed,
  accountRequiredCardHidden,
  accountRequiredCardShown,
  accountRequiredDetected,
} from './accountRequiredSlice.js';

export const SIGNUP_PATH = '/dashboard/signup';

export function* redirectToSignup() {
  yield delay(SHELL_LIMITS.signupRedirectDelayMs);
  yield call(navigateTo, SIGNUP_PATH);
}

/**
 * §8: the first "no account" error shows the card once; after 2 s the user goes to signup;
 * the card closes on click or after about 4 s. Later detections are ignored.
 */
export function* accountRequiredSaga() {
  yield take(accountRequiredDetected.type);
  yield put(accountRequiredCardShown());
  yield fork(redirectToSignup);
  yield race({
    dismissed: take(accountRequiredCardDismissed.type),
    elapsed: delay(SHELL_LIMITS.accountRequiredCardMs),
  });
  yield put(accountRequiredCardHidden());
}
