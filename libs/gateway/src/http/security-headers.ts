import type { SessionCookieNames } from '@tessera/platform';
import type { FastifyInstance } from 'fastify';

/**
 * The Content-Security-Policy of every response, for a `frame-ancestors` value. What the web app
 * needs and nothing more: its own scripts only (the Vite build has no inline script; the inline
 * page is a JSON data block, which CSP does not run), inline styles (React style attributes),
 * images and iframe / video blocks from any https site (and the apps of this server, which the
 * reviewers' queue previews), video and audio files from any https site (the video and audio blocks), the
 * API on the same origin, and no plugins, no <base> and no form posts elsewhere.
 */
export function contentSecurityPolicy(
  frameAncestors: string,
  frameSources = 'https:',
  imageSources = "'self' data: blob: https:",
  mediaSources = "'self' https:",
): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${imageSources}`,
    `media-src ${mediaSources}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `frame-src ${frameSources}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');
}

/** The API's paths (sheet data, page stores, sign-in...). */
const API_PATH = /^\/(api|v3)(\/|$)/;

/** This server's policies: the default one, and one per frame-ancestors value. */
export type SecurityPolicies = {
  /** Documents and API answers that nothing outside the site may frame. */
  readonly default: string;
  /** The policy for a frame-ancestors value, built once per distinct value. */
  forFrameAncestors(frameAncestors: string): string;
};

/**
 * The policies of a server whose dashboard is at `baseUrl`. Its app hosts (`*.{dashboard host}`)
 * may be framed by its pages, and the files stored in sheets (addresses on the dashboard host)
 * shown as images on its app hosts: over https, `https:` already says so; over http (a local
 * server) they are named, as is a plain-http map tile server.
 */
export function securityPolicies(baseUrl: string, mapTileUrl?: string): SecurityPolicies {
  const base = new URL(baseUrl);
  const secure = base.protocol === 'https:';
  const frameSources = secure ? 'https:' : `https: ${base.protocol}//*.${base.host}`;
  const ownFiles = secure ? '' : ` ${base.origin}`;
  const imageSources = `'self' data: blob: https:${ownFiles}${plainTileOrigin(mapTileUrl)}`;
  const mediaSources = `'self' https:${ownFiles}`;
  const policyFor = (frameAncestors: string) =>
    contentSecurityPolicy(frameAncestors, frameSources, imageSources, mediaSources);
  const cache = new Map<string, string>();
  return {
    default: policyFor("'self'"),
    forFrameAncestors(frameAncestors) {
      let policy = cache.get(frameAncestors);
      if (policy === undefined) {
        policy = policyFor(frameAncestors);
        // The values come from settings (a bounded set per deployment); the bound is a safety net.
        if (cache.size < 1000) cache.set(frameAncestors, policy);
      }
      return policy;
    },
  };
}

/**
 * The map block's tiles come from MAPS_TILE_URL: `https:` already allows them, a plain-http tile
 * server (a local one) is named, with all its subdomains when the address picks one (`{s}.`).
 */
function plainTileOrigin(tileUrl: string | undefined): string {
  if (!tileUrl?.startsWith('http://')) return '';
  const origin = new URL(tileUrl.replace(/\{[a-z]\}/g, 'x')).origin;
  return ` ${tileUrl.startsWith('http://{s}.') ? origin.replace('http://x.', 'http://*.') : origin}`;
}

/** The headers every response carries besides its Content-Security-Policy. */
export const SECURITY_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const);

/**
 * Adds the security headers to every response of the gateway (API, assets, pages and errors): a
 * response that set its own policy (a published page framed by its embed settings) keeps it.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  sessionCookies: SessionCookieNames,
  policies: SecurityPolicies,
): void {
  const cookiePrefixes = Object.values(sessionCookies).map((name) => `${name}=`);
  fastify.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('content-security-policy', policies.default);
    // What the API answers a signed-in caller is theirs alone: no cache (the browser's, a proxy's
    // or the offline worker's) may keep it for the next person on the same device.
    if (
      API_PATH.test(request.url) &&
      !reply.hasHeader('cache-control') &&
      cookiePrefixes.some((prefix) => request.headers.cookie?.includes(prefix))
    )
      reply.header('cache-control', 'private, no-store');
    reply.headers(SECURITY_HEADERS);
    done(null, payload);
  });
}
