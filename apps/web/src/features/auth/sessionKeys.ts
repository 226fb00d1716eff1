import { afterLoginRedirect } from '@tessera/domain';
import { EMAIL_KEY, SESSION_ID_KEY } from '../../api/globalQuery.js';

/** Browser storage keys of §3: the signed-in user and the page to open after signing in. */
export const TEMPLATE_REDIRECT_KEY = 'template_redirect_url';
/** A dashboard page asked for before signing in (a link to it), opened once signed in. */
export const RETURN_PATH_KEY = 'tessera:after-sign-in';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function rememberSignedInUser(
  storage: KeyValueStorage,
  user: { id: string; email: string },
): void {
  storage.setItem(SESSION_ID_KEY, user.id);
  storage.setItem(EMAIL_KEY, user.email);
}

export function forgetSignedInUser(storage: KeyValueStorage): void {
  storage.removeItem(SESSION_ID_KEY);
  storage.removeItem(EMAIL_KEY);
}

/** Only paths of this site are followed, so a crafted link cannot send users elsewhere. */
export function internalPathOrNull(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  return value;
}

/** §4 Use Template: after signing in, the template's clone modal opens. */
export function templateRedirectUrl(templateId: string): string {
  return `/templates?open_clone_modal=${encodeURIComponent(templateId)}`;
}

export function rememberTemplateRedirect(storage: KeyValueStorage, templateId: string): void {
  storage.setItem(TEMPLATE_REDIRECT_KEY, templateRedirectUrl(templateId));
}

/** How long a page asked for before signing in is worth coming back to. */
const RETURN_PATH_LIFETIME_MS = 30 * 60_000;

/**
 * A dashboard page that sent the visitor to sign in first: they come back to it if they sign in
 * within half an hour (not whoever signs in on this browser days later).
 */
export function rememberReturnPath(storage: KeyValueStorage, path: string, now = Date.now()): void {
  if (internalPathOrNull(path)) storage.setItem(RETURN_PATH_KEY, `${now} ${path}`);
}

function freshReturnPath(stored: string | null, now: number): string | null {
  const [at, path] = (stored ?? '').split(/ (.*)/s);
  const age = now - Number(at);
  return age >= 0 && age <= RETURN_PATH_LIFETIME_MS ? internalPathOrNull(path) : null;
}

/**
 * The stored template_redirect_url, else the page that asked for a sign-in lately (each used
 * once), otherwise /dashboard.
 */
export function takeAfterSignInPath(storage: KeyValueStorage, now = Date.now()): string {
  const stored =
    internalPathOrNull(storage.getItem(TEMPLATE_REDIRECT_KEY)) ??
    freshReturnPath(storage.getItem(RETURN_PATH_KEY), now);
  storage.removeItem(TEMPLATE_REDIRECT_KEY);
  storage.removeItem(RETURN_PATH_KEY);
  return afterLoginRedirect(stored);
}
