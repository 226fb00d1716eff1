import { MESSAGES } from '@tessera/domain';

/** Why a board or page could not load: the HTTP status (0 without an answer) and the message. */
export type LoadError = { status: number; message: string };

export function loadErrorOf(error: unknown): LoadError {
  const response =
    typeof error === 'object' && error !== null
      ? (error as { response?: { status?: unknown; data?: unknown } }).response
      : undefined;
  const status = typeof response?.status === 'number' ? response.status : 0;
  const data = response?.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    'message' in data &&
    typeof data.message === 'string'
  ) {
    return { status, message: data.message };
  }
  if (error instanceof Error && error.message) return { status, message: error.message };
  return { status, message: MESSAGES.networkError };
}
