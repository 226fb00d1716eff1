import { LIMITS } from './limits.js';

/** Toast kinds; success is shown as info (editor-viewer-shell §8). */
export type ToastKind = 'info' | 'warning' | 'error';

export type Toast = {
  id: string;
  kind: ToastKind;
  text: string;
  durationMs: number;
  /** Epoch ms when the toast was shown. */
  createdAt: number;
};

export type ToastRequest = {
  id: string;
  kind: ToastKind | 'success';
  text: string;
  durationMs?: number;
};

/** Adds a toast; with more than 4 on screen the oldest goes. */
export function enqueueToast(queue: readonly Toast[], toast: ToastRequest, now: number): Toast[] {
  const shown: Toast = {
    id: toast.id,
    kind: toast.kind === 'success' ? 'info' : toast.kind,
    text: toast.text,
    durationMs: toast.durationMs ?? LIMITS.toastDurationMs,
    createdAt: now,
  };
  return [...queue.filter((queued) => queued.id !== toast.id), shown].slice(-LIMITS.maxToasts);
}

/** The toasts still on screen at `now`. */
export function expireToasts(queue: readonly Toast[], now: number): Toast[] {
  return queue.filter((toast) => toast.createdAt + toast.durationMs > now);
}

/** When the next toast leaves the screen, or null when none is shown. */
export function nextToastExpiry(queue: readonly Toast[]): number | null {
  return queue.length
    ? Math.min(...queue.map((toast) => toast.createdAt + toast.durationMs))
    : null;
}

/** Remove one toast (closed by the visitor). */
export function dismissToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((toast) => toast.id !== id);
}
