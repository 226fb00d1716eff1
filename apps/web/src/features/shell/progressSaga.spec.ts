import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { navigationProgressSaga, PROGRESS_FINISH_MS } from './progressSaga.js';
import { activityEnded, activityStarted, shellReducer } from './shellSlice.js';

function startStore() {
  const sagas = createSagaMiddleware();
  const store = configureStore({
    reducer: { shell: shellReducer },
    // Fake timers make the dev-only state checks look slow; they add nothing to these tests.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: false, serializableCheck: false }).concat(sagas),
  });
  const task = sagas.run(navigationProgressSaga);
  return { store, task, progress: () => store.getState().shell.progress };
}

describe('navigation progress bar', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows nothing for activity shorter than the 200 ms throttle', async () => {
    const { store, task, progress } = startStore();
    store.dispatch(activityStarted());
    await jest.advanceTimersByTimeAsync(150);
    store.dispatch(activityEnded());
    await jest.advanceTimersByTimeAsync(1000);
    expect(progress()).toBe('idle');
    task.cancel();
  });

  it('shows the bar after 200 ms, finishes it when activity ends, then hides it', async () => {
    const { store, task, progress } = startStore();
    store.dispatch(activityStarted());
    await jest.advanceTimersByTimeAsync(199);
    expect(progress()).toBe('idle');
    await jest.advanceTimersByTimeAsync(1);
    expect(progress()).toBe('running');
    await jest.advanceTimersByTimeAsync(3000);
    expect(progress()).toBe('running');
    store.dispatch(activityEnded());
    expect(progress()).toBe('finishing');
    await jest.advanceTimersByTimeAsync(PROGRESS_FINISH_MS);
    expect(progress()).toBe('idle');
    task.cancel();
  });

  it('starts a new bar for activity that began while the last one was finishing', async () => {
    const { store, task, progress } = startStore();
    store.dispatch(activityStarted());
    await jest.advanceTimersByTimeAsync(250);
    store.dispatch(activityEnded());
    store.dispatch(activityStarted());
    await jest.advanceTimersByTimeAsync(PROGRESS_FINISH_MS);
    expect(progress()).toBe('idle');
    await jest.advanceTimersByTimeAsync(200);
    expect(progress()).toBe('running');
    task.cancel();
  });
});
