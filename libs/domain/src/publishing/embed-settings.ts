/** The app setting listing the sites that may show the app in an iframe (Embed Content popup). */
export const EMBED_ORIGINS_SETTING = 'embed_origins';
export const MAX_EMBED_ORIGINS = 20;

/** `https://site.example` or `http://localhost:8080`; `*` allows every site. */
const ORIGIN =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9-]{1,63}(?::\d{1,5})?$/;

const DEFAULT_PORT: Record<string, string> = { http: ':80', https: ':443' };

/** The origin an owner typed ("https://Site.example/page" -> "https://site.example"), or null. */
export function normaliseEmbedOrigin(value: string): string | null {
  const text = value.trim();
  if (text === '*') return '*';
  // libs/domain runs without DOM or Node types (no URL class): take the scheme and authority.
  const match = /^(https?):\/\/([^/?#\s]+)(?:[/?#]\S*)?$/i.exec(text);
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  let authority = (match[2] ?? '').toLowerCase();
  if (authority.endsWith(DEFAULT_PORT[scheme] ?? '\0')) {
    authority = authority.slice(0, -(DEFAULT_PORT[scheme] ?? '').length);
  }
  const origin = `${scheme}://${authority}`;
  return ORIGIN.test(origin) ? origin : null;
}

/** The valid, distinct origins of a stored setting; anything else is ignored. */
export function parseEmbedOrigins(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const origins = value
    .filter((entry): entry is string => typeof entry === 'string')
    .map(normaliseEmbedOrigin)
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].slice(0, MAX_EMBED_ORIGINS);
}

/**
 * The CSP `frame-ancestors` of an app: itself only, plus the listed sites when the workspace's plan
 * includes Embed (a free plan cannot embed, editor-viewer-shell §4).
 */
export function frameAncestors(origins: readonly string[], embedAllowed: boolean): string {
  if (!embedAllowed || origins.length === 0) return "'self'";
  if (origins.includes('*')) return '*';
  return ["'self'", ...origins].join(' ');
}
