import { MESSAGES } from '@tessera/domain';

/**
 * Why a board or page could not load: the HTTP status (0 without an answer) and the message. A 401
 * or 403 of a published app may name the page holding its sign-in form (`signInPath`).
 */
export type LoadError = { status: number; message: string; signInPath?: string };

/** Resolves paths only: any address that leaves this origin is refused. */
const SITE = 'http://site.invalid';

/**
 * A path of this site ('/login?x=1#top') as the browser would resolve it, or null for anything that
 * could lead elsewhere: another site ('//host'), a full address, and any backslash, whitespace or
 * control character, which browsers drop or read as '/' ('/\t/evil.example' is '//evil.example').
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\s\u0000-\u001f\u007f-\u009f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

function signInPathOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { signInPath, details } = data as { signInPath?: unknown; details?: unknown };
  const nested =
    typeof details === 'object' && details !== null
      ? (details as { signInPath?: unknown }).signInPath
      : undefined;
  return sitePath(signInPath) ?? sitePath(nested) ?? undefined;
}

export function loadErrorOf(error: unknown): LoadError {
  const response =
    typeof error === 'object' && error !== null
      ? (error as { response?: { status?: unknown; data?: unknown } }).response
      : undefined;
  const status = typeof response?.status === 'number' ? response.status : 0;
  const signInPath = signInPathOf(response?.data);
  return {
    status,
    message: messageOf(error, response?.data),
    ...(signInPath ? { signInPath } : {}),
  };
}

function messageOf(error: unknown, data: unknown): string {
  if (
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
  ) {
    return data.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return MESSAGES.networkError;
}
