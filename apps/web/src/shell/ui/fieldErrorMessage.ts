import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../../api/baseQuery.js';
import { apiErrorMessage } from './errorMessage.js';

type Issue = { path?: unknown; message?: unknown };

/**
 * A refused form's message naming the field as the form labels it ("Logo URL: Enter a link…"):
 * the server's first problem (`issues`, each with its field's path) when `labels` knows its field,
 * else the server's message as it is. Kept apart from errorMessage.ts, which the viewer loads.
 */
export function fieldErrorMessage(
  error: ApiError | SerializedError | undefined,
  labels: Readonly<Record<string, string>>,
): string | null {
  const data =
    error && 'data' in error ? (error.data as { issues?: unknown } | undefined) : undefined;
  const [first] = Array.isArray(data?.issues) ? (data.issues as Issue[]) : [];
  const label = typeof first?.path === 'string' ? labels[first.path] : undefined;
  return label && typeof first?.message === 'string'
    ? `${label}: ${first.message}`
    : apiErrorMessage(error);
}
