/** The session cookies, by who they sign in. */
const BASE_NAMES = {
  /** The owner's session (dashboard host, or an app's own host for an app-editor session). */
  owner: 'tessera_session',
  /** The expiring admin session, apart so that it neither replaces nor outlives the owner's. */
  admin: 'tessera_admin',
  /** A published app's signed-in user, on that app's host. */
  appUser: 'tessera_app_user',
} as const;

export type SessionCookieKind = keyof typeof BASE_NAMES;
export type SessionCookieNames = Record<SessionCookieKind, string>;

/**
 * The names every module writes and reads the session cookies under. Over https they carry the
 * `__Host-` prefix, with which the browser only keeps a cookie that is Secure, has Path=/ and no
 * Domain: a sibling subdomain or a plain-http page cannot set or shadow it. Over http (local
 * development, tests) a browser would refuse such a cookie, so the plain names stay.
 */
export function sessionCookieNames(secure: boolean): SessionCookieNames {
  const prefix = secure ? '__Host-' : '';
  return {
    owner: `${prefix}${BASE_NAMES.owner}`,
    admin: `${prefix}${BASE_NAMES.admin}`,
    appUser: `${prefix}${BASE_NAMES.appUser}`,
  };
}
