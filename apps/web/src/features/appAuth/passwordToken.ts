/** The query parameter of the e-mailed set-password links. */
export const PASSWORD_TOKEN_PARAM = 'password_token';

type Where = {
  location: { href: string };
  history: { state: unknown; replaceState: (data: unknown, unused: string, url: string) => void };
};

let taken = '';

/**
 * The set-password link's token, read once and removed from the address bar at once: every API
 * call carries the page address (the global query's referer), which would log the token, and the
 * browser history would keep it. Later calls (a re-render, StrictMode's second run) get the same
 * token; a new link's token replaces it.
 */
export function takePasswordToken(where: Where = window): string {
  const url = new URL(where.location.href);
  if (!url.searchParams.has(PASSWORD_TOKEN_PARAM)) return taken;
  taken = url.searchParams.get(PASSWORD_TOKEN_PARAM) ?? '';
  url.searchParams.delete(PASSWORD_TOKEN_PARAM);
  where.history.replaceState(where.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return taken;
}
