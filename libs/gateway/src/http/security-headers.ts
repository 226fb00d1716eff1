import type { SessionCookieNames } from '@tessera/platform';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response, for a `frame-ancestors` value. What the web app
 * needs and nothing more: its own scripts only (the Vite build has no inline script; the inline
 * page is a JSON data block, which CSP does not run), inline styles (React style attributes),
 * images and iframe / video blocks from any https site, the API on the same origin, and no
 * plugins, no <base> and no form posts elsewhere.
 */
export function contentSecurityPolicy(frameAncestors: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self'",
    'frame-src https:',
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The API's paths (sheet data, page stores, sign-in...). */
const API_PATH = /^\/(api|v3)(\/|$)/;

/** Documents and API answers that nothing outside the site may frame. */
export const DEFAULT_CSP = contentSecurityPolicy("'self'");

const CSP_CACHE = new Map<string, string>();

/** The policy for a frame-ancestors value, built once per distinct value. */
export function cspFor(frameAncestors: string): string {
  let policy = CSP_CACHE.get(frameAncestors);
  if (policy === undefined) {
    policy = contentSecurityPolicy(frameAncestors);
    // The values come from settings (a bounded set per deployment); the bound is a safety net.
    if (CSP_CACHE.size < 1000) CSP_CACHE.set(frameAncestors, policy);
  }
  return policy;
}

/**
 * Adds the security headers to every response of the gateway (API, assets, pages and errors): a
 * response that set its own policy (a published page framed by its embed settings) keeps it.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  sessionCookies: SessionCookieNames,
): void {
  const cookiePrefixes = Object.values(sessionCookies).map((name) => `${name}=`);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', DEFAULT_CSP);
    // What the API answers a signed-in caller is theirs alone: no cache (the browser's, a proxy's
    // or the offline worker's) may keep it for the next person on the same device.
    if (
      API_PATH.test(request.url) &&
      !reply.hasHeader('cache-control') &&
      cookiePrefixes.some((prefix) => request.headers.cookie?.includes(prefix))
    )
      reply.header('cache-control', 'private, no-store');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    done(null, payload);
  });
}
