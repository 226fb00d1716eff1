import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { registerNavigate } from '../../app/navigation.js';
import { accountRequiredSaga } from './accountRequiredSaga.js';
import {
  accountRequiredCardDismissed,
  accountRequiredDetected,
  accountRequiredReducer,
  isAccountRequiredMessage,
} from './accountRequiredSlice.js';

function startStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { accountRequired: accountRequiredReducer },
    // Fake timers make the dev-only state checks look slow; they add nothing to these tests.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(sagas),
  });
  const task = sagas.run(accountRequiredSaga);
  const navigate = jest.fn<(to: string) => void>();
  registerNavigate(navigate);
  return { store, task, navigate, visible: () => store.getState().accountRequired.visible };
}

describe('isAccountRequiredMessage', () => {
  it('recognises the server phrase inside a longer message', () => {
    expect(
      isAccountRequiredMessage('Error: Called reply with an invalid status code: undefined (x)'),
    ).toBe(true);
    expect(isAccountRequiredMessage('Invalid email or password.')).toBe(false);
  });
});

describe('Account Required card', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows the card, goes to signup after 2 s and closes after about 4 s', async () => {
    const { store, task, navigate, visible } = startStore();
    store.dispatch(accountRequiredDetected());
    expect(visible()).toBe(true);
    await jest.advanceTimersByTimeAsync(1999);
    expect(navigate).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(navigate).toHaveBeenCalledWith('/dashboard/signup');
    await jest.advanceTimersByTimeAsync(1999);
    expect(visible()).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(visible()).toBe(false);
    task.cancel();
  });

  it('closes on click, still redirects, and never shows again', async () => {
    const { store, task, navigate, visible } = startStore();
    store.dispatch(accountRequiredDetected());
    store.dispatch(accountRequiredCardDismissed());
    expect(visible()).toBe(false);
    await jest.advanceTimersByTimeAsync(2000);
    expect(navigate).toHaveBeenCalledTimes(1);
    store.dispatch(accountRequiredDetected());
    expect(visible()).toBe(false);
    await jest.advanceTimersByTimeAsync(5000);
    expect(navigate).toHaveBeenCalledTimes(1);
    task.cancel();
  });
});
