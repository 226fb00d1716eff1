import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import {
  dismissToast,
  enqueueToast,
  expireToasts,
  type Toast as QueuedToast,
  type ToastKind,
} from '@tessera/domain';
import { SHELL_LIMITS } from '../../shell/shellLimits.js';
import { SHELL_TEXTS } from '../../shell/shellTexts.js';

export type { ToastKind } from '@tessera/domain';

/** A toast on screen: the domain's queued toast (kind, text, duration) plus its title. */
export type Toast = QueuedToast & { title: string };

/** What anyone may show: kinds info, warning, error (success shows as info). */
export type ToastRequest = {
  kind: ToastKind | 'success';
  title?: string;
  message: string;
  durationMs?: number;
};

type ShownToast = {
  id: string;
  kind: ToastKind | 'success';
  title: string;
  text: string;
  durationMs: number;
  shownAt: number;
};

export type ToastsState = { items: Toast[] };

const initialState: ToastsState = { items: [] };

/** Keeps the titles of the toasts that the domain queue kept (it only knows kind and text). */
function withTitles(queued: readonly QueuedToast[], titles: ReadonlyMap<string, string>): Toast[] {
  return queued.map((toast) => ({
    ...toast,
    title: titles.get(toast.id) ?? SHELL_TEXTS.defaultToastTitle,
  }));
}

const titlesOf = (items: readonly Toast[]) =>
  new Map(items.map((toast) => [toast.id, toast.title]));

const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<ShownToast>) {
        const shown = action.payload;
        const titles = titlesOf(state.items).set(shown.id, shown.title);
        // The domain queue keeps at most 4, oldest out, and shows success as info.
        state.items = withTitles(enqueueToast(state.items, shown, shown.shownAt), titles);
      },
      prepare(request: ToastRequest) {
        const payload: ShownToast = {
          id: nanoid(),
          kind: request.kind,
          title: request.title?.trim() || SHELL_TEXTS.defaultToastTitle,
          text: request.message,
          durationMs: request.durationMs ?? SHELL_LIMITS.toastDurationMs,
          shownAt: Date.now(),
        };
        return { payload };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.items = withTitles(dismissToast(state.items, action.payload), titlesOf(state.items));
    },
    /** The toasts whose time is up at `payload` (epoch ms) leave. */
    toastsExpired(state, action: PayloadAction<number>) {
      state.items = withTitles(expireToasts(state.items, action.payload), titlesOf(state.items));
    },
  },
  selectors: {
    selectToasts: (state) => state.items,
  },
});

export const { toastShown, toastDismissed, toastsExpired } = toastsSlice.actions;
export const { selectToasts } = toastsSlice.selectors;
export const toastsReducer = toastsSlice.reducer;

/** The template errors of §8 ("Unable to identify template", ...) show for 3 s. */
export const templateErrorToastShown = (message: string) =>
  toastShown({ kind: 'error', message, durationMs: SHELL_LIMITS.templateErrorToastDurationMs });
