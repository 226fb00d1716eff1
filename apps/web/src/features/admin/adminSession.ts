/**
 * The admin flag of §6, kept in the browser session with its expiry (ms since the epoch). Paths
 * starting with /dashboard/users (and the admin area) need a flag that has not expired.
 */
export const ADMIN_FLAG_KEY = 'admin_authenticated';
export const ADMIN_EXPIRES_KEY = 'admin_expires_at';
export const ADMIN_LOGIN_PATH = '/admin-login';
export const ADMIN_HOME_AFTER_LOGIN = '/dashboard/users';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storeAdminSession(storage: KeyValueStorage, expiresAt: number): void {
  storage.setItem(ADMIN_FLAG_KEY, 'true');
  storage.setItem(ADMIN_EXPIRES_KEY, String(expiresAt));
}

export function clearAdminSession(storage: KeyValueStorage): void {
  storage.removeItem(ADMIN_FLAG_KEY);
  storage.removeItem(ADMIN_EXPIRES_KEY);
}

/** True while the flag is set and its expiry is in the future; expired flags are cleared. */
export function hasValidAdminSession(storage: KeyValueStorage, now: number): boolean {
  if (storage.getItem(ADMIN_FLAG_KEY) !== 'true') return false;
  const expiresAt = Number(storage.getItem(ADMIN_EXPIRES_KEY));
  if (Number.isFinite(expiresAt) && expiresAt > now) return true;
  clearAdminSession(storage);
  return false;
}

/** /admin-login with the original full path to come back to. */
export function adminLoginPath(originalFullPath: string): string {
  return `${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(originalFullPath)}`;
}

/** The guard of admin-only routes: null to let the visitor in, else where to sign in first. */
export function adminGuardRedirect(
  requestUrl: string,
  storage: KeyValueStorage,
  now: number,
): string | null {
  if (hasValidAdminSession(storage, now)) return null;
  const url = new URL(requestUrl);
  return adminLoginPath(url.pathname + url.search + url.hash);
}
