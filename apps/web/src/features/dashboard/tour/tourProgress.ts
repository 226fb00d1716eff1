import type { AuthUser } from '@tessera/contracts';

/**
 * Where a browser kept, before the account did, that its owner took or declined the dashboard's
 * tour. Such a browser settles the tour for the account (nothing an owner said is lost).
 */
export const TOUR_STORAGE_KEY = 'tessera:dashboard-tour';

type Storage = Pick<globalThis.Storage, 'getItem' | 'removeItem'>;

/** This browser's owner settled the tour before it was kept per account. */
export function tourSettledInBrowser(storage: Storage): boolean {
  try {
    return storage.getItem(TOUR_STORAGE_KEY) !== null;
  } catch {
    // Storage refused (a private window, a blocked site): the account's answer is the one.
    return false;
  }
}

/** Once the account keeps it, the browser's copy goes: it settles nobody else's tour. */
export function forgetTourSettledInBrowser(storage: Storage): void {
  try {
    storage.removeItem(TOUR_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept there.
  }
}

/**
 * The tour is offered on the owner's first visit to the dashboard, from any browser, until they
 * take or decline it (Take the tour still starts it); not before the owner is known.
 */
export function tourOffered(user: Pick<AuthUser, 'tourSettled'> | undefined, inBrowser: boolean) {
  return user !== undefined && !user.tourSettled && !inBrowser;
}
