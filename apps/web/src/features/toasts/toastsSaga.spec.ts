import { describe, expect, it } from '@jest/globals';
import { call, delay, put } from 'redux-saga/effects';
import { expireToast } from './toastsSaga.js';
import { toastShown, toastsExpired } from './toastsSlice.js';

describe('expireToast', () => {
  it('waits for the toast duration, then expires what is due at that time', () => {
    const action = toastShown({ kind: 'error', message: 'Oops', durationMs: 3000 });
    const saga = expireToast(action);
    expect(saga.next().value).toEqual(delay(3000));
    expect(saga.next().value).toEqual(call(Date.now));
    expect(saga.next(123_456).value).toEqual(put(toastsExpired(123_456)));
    expect(saga.next().done).toBe(true);
  });
});
