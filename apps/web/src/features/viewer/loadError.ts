import { MESSAGES } from '@tessera/domain';

/**
 * Why a board or page could not load: the HTTP status (0 without an answer) and the message. A 401
 * of a published app may name the page holding its sign-in form (`signInPath`).
 */
export type LoadError = { status: number; message: string; signInPath?: string };

/** A site path ('/login'), never another site ('//host', '/\\host') or a full address. */
export function isSitePath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

function signInPathOf(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { signInPath, details } = data as { signInPath?: unknown; details?: unknown };
  if (isSitePath(signInPath)) return signInPath;
  const nested =
    typeof details === 'object' && details !== null
      ? (details as { signInPath?: unknown }).signInPath
      : undefined;
  return isSitePath(nested) ? nested : undefined;
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
