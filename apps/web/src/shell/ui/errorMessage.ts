import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/baseQuery.js';
import { SHELL_TEXTS } from '../shellTexts.js';

/** The message to show for a failed RTK Query call: the server's message, else the generic text. */
export function apiErrorMessage(error: ApiError | SerializedError | undefined): string | null {
  if (!error) return null;
  if ('message' in error && typeof error.message === 'string' && error.message.length > 0)
    return error.message;
  return SHELL_TEXTS.genericError;
}

/** The HTTP status of a failed RTK Query call, or undefined when the call did not reach a server. */
export function apiErrorStatus(error: ApiError | SerializedError | undefined): number | undefined {
  if (error && 'status' in error && typeof error.status === 'number') return error.status;
  return undefined;
}
