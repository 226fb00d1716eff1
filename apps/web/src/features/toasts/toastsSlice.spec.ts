import { describe, expect, it } from '@jest/globals';
import {
  templateErrorToastShown,
  toastDismissed,
  toastShown,
  toastsExpired,
  toastsReducer,
  type ToastsState,
} from './toastsSlice.js';

const show = (state: ToastsState | undefined, message: string, extra = {}) =>
  toastsReducer(state, toastShown({ kind: 'info', message, ...extra }));

describe('toasts slice', () => {
  it('shows a toast with the default title and the 5000 ms duration', () => {
    const state = show(undefined, 'Saved');
    expect(state.items).toEqual([
      expect.objectContaining({
        kind: 'info',
        title: 'Notification',
        text: 'Saved',
        durationMs: 5000,
      }),
    ]);
  });

  it('shows success as info and keeps a given title', () => {
    const state = toastsReducer(
      undefined,
      toastShown({ kind: 'success', title: 'Board saved', message: 'All changes are live.' }),
    );
    expect(state.items[0]).toMatchObject({ kind: 'info', title: 'Board saved' });
  });

  it('keeps at most 4 toasts, the oldest leaving first, titles intact', () => {
    let state: ToastsState | undefined;
    for (const n of [1, 2, 3, 4, 5]) state = show(state, `toast ${n}`, { title: `T${n}` });
    expect(state!.items.map((toast) => `${toast.title}:${toast.text}`)).toEqual([
      'T2:toast 2',
      'T3:toast 3',
      'T4:toast 4',
      'T5:toast 5',
    ]);
  });

  it('shows template errors for 3000 ms', () => {
    const state = toastsReducer(
      undefined,
      templateErrorToastShown('Template not found in marketplace'),
    );
    expect(state.items[0]).toMatchObject({ kind: 'error', durationMs: 3000 });
  });

  it('removes a dismissed toast and keeps the others', () => {
    const state = show(show(undefined, 'first', { title: 'One' }), 'second');
    const first = state.items[0]!;
    const after = toastsReducer(state, toastDismissed(first.id));
    expect(after.items.map((toast) => toast.text)).toEqual(['second']);
    expect(after.items[0]!.title).toBe('Notification');
  });

  it('drops only the toasts whose time is up', () => {
    const state = show(show(undefined, 'short', { durationMs: 1000 }), 'long');
    const shownAt = state.items[0]!.createdAt;
    const after = toastsReducer(state, toastsExpired(shownAt + 1000));
    expect(after.items.map((toast) => toast.text)).toEqual(['long']);
  });
});
