import { createHash } from 'node:crypto';
import type { AppUser, Owner } from '../http/viewer.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Requests that change something; reads never need a key. */
export const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** 1 to 255 printable ASCII characters (a UUID is the usual choice). */
export function isValidIdempotencyKey(key: unknown): key is string {
  return typeof key === 'string' && /^[\x20-\x7e]{1,255}$/.test(key);
}

export type CallerOf = {
  owner: Owner | null | undefined;
  appUser: AppUser | null | undefined;
  host: string | undefined;
  ip: string;
};

/**
 * Whose keys these are: an owner's in one workspace, an app user's in their app, or, for an
 * anonymous visitor (a public form), the host they write to and a hash of their IP address. Two
 * callers never see each other's answers, whatever keys they pick.
 */
export function callerScope({ owner, appUser, host, ip }: CallerOf): string {
  const parts: string[] = [];
  if (owner) parts.push(`owner:${owner.accountId}:${owner.workspaceId}`);
  if (appUser) parts.push(`app-user:${appUser.appId}:${appUser.id}`);
  if (parts.length === 0) parts.push(`anonymous:${(host ?? '').toLowerCase()}:${sha256(ip)}`);
  return parts.join('|');
}

export type RequestOf = {
  method: string;
  /** Path with its query string. */
  url: string;
  body: unknown;
  /** Stands for a body that is streamed to its handler (multipart uploads), never held here. */
  contentLength: string | undefined;
};

/**
 * What the key may not be reused for another of: the method, the path with its query and the body
 * (JSON with its keys sorted, so the same object serialised in another order is the same request).
 */
export function requestFingerprint({ method, url, body, contentLength }: RequestOf): string {
  const content =
    body === undefined ? `streamed:${contentLength ?? ''}` : `json:${canonicalJson(body)}`;
  return sha256(`${method.toUpperCase()} ${url}\n${content}`);
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
