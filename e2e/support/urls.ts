/** The server under test (scripts/e2e.mjs starts it and sets E2E_BASE_URL). */
export const baseURL = process.env['E2E_BASE_URL'] ?? 'http://localhost:3100';

/**
 * The address of a multi-page app on its own host: `http://{app}.localhost:{port}/{page}`.
 * Chromium resolves every `*.localhost` name to the loopback address, so no DNS set-up is needed.
 */
export function appHostUrl(appName: string, pagePath = '/'): string {
  const url = new URL(pagePath, baseURL);
  url.hostname = `${appName}.${url.hostname}`;
  return url.toString();
}
