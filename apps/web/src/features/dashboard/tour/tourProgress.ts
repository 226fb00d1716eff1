/**
 * Whether this browser's owner has seen the dashboard's tour: once taken or declined, the
 * invitation is not offered again (Take the tour still starts it).
 */
export const TOUR_STORAGE_KEY = 'tessera:dashboard-tour';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

export function tourOffered(storage: Storage): boolean {
  try {
    return storage.getItem(TOUR_STORAGE_KEY) === null;
  } catch {
    // Storage refused (a private window's quota, a blocked site): offer nothing rather than nag.
    return false;
  }
}

export function tourSettled(storage: Storage): void {
  try {
    storage.setItem(TOUR_STORAGE_KEY, 'seen');
  } catch {
    // Not remembered: the invitation may come back on the next visit.
  }
}
