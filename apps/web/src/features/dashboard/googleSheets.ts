import {
  GOOGLE_CONSENT_ERRORS,
  type GoogleConnection,
  type GoogleConsentError,
  type SpreadsheetResponse,
} from '@tessera/contracts';
import type { z } from 'zod';
import { withoutParameters } from '../../shell/navigation/queryParameters.js';
import type { ToastRequest } from '../toasts/toastsSlice.js';

/** A plain navigation: the server sends the browser to Google's consent screen and back. */
export const GOOGLE_OAUTH_START_URL = '/api/google/oauth/start';

/** The query the OAuth return to /dashboard carries: `google=connected` or `google_error=<code>`. */
const RETURN_PARAMS = ['google', 'google_error'] as const;

export const GOOGLE_TEXTS = {
  connectedTitle: 'Google connected',
  connectedMessage: 'Your Google account is connected. Add a spreadsheet from it below.',
  errorTitle: 'Google sign-in failed',
  errorFallback: 'Google sign-in did not finish. Try again.',
  revoked: 'Access revoked — reconnect',
} as const;

/** The toast to show for the OAuth return query, or null when the query is not one. */
export function readGoogleReturn(params: URLSearchParams): ToastRequest | null {
  const error = params.get('google_error');
  if (error !== null)
    return {
      kind: 'error',
      title: GOOGLE_TEXTS.errorTitle,
      // Only the server's known codes are turned into words: a crafted link shows the fallback.
      message: Object.hasOwn(GOOGLE_CONSENT_ERRORS, error)
        ? GOOGLE_CONSENT_ERRORS[error as GoogleConsentError]
        : GOOGLE_TEXTS.errorFallback,
    };
  if (params.get('google') === 'connected')
    return {
      kind: 'success',
      title: GOOGLE_TEXTS.connectedTitle,
      message: GOOGLE_TEXTS.connectedMessage,
    };
  return null;
}

/** True when the query holds any OAuth return parameter (to be cleaned once shown). */
export function hasGoogleReturn(params: URLSearchParams): boolean {
  return RETURN_PARAMS.some((name) => params.has(name));
}

/** The query without the OAuth return parameters; the others stay. */
export const withoutGoogleReturn = withoutParameters(...RETURN_PARAMS);

/**
 * The connection the "Add a Google spreadsheet" form uses: the one chosen while it is still active,
 * else the newest active one (a revoked credential cannot read), else none ('').
 */
export function chooseConnectionId(
  connections: readonly GoogleConnection[],
  chosenId: string,
): string {
  const active = connections.filter((connection) => connection.status === 'active');
  if (active.some((connection) => connection.id === chosenId)) return chosenId;
  const newest = [...active].sort(
    (a, b) => (Date.parse(b.createdAt) || 0) - (Date.parse(a.createdAt) || 0),
  )[0];
  return newest?.id ?? '';
}

export function connectionKindLabel(kind: GoogleConnection['kind']): string {
  switch (kind) {
    case 'service_account':
      return 'Service account';
    case 'oauth':
      return 'Google account';
  }
}

/** The source badge of the spreadsheet list. */
export function spreadsheetSourceLabel(source: SpreadsheetResponse['source']): string {
  switch (source) {
    case 'upload':
      return 'Upload';
    case 'google':
      return 'Google Sheets';
  }
}

/** What a successful service account connection asks next: share spreadsheets with its e-mail. */
export function serviceAccountConnectedText(label: string): string {
  return `Connected ${label}. Share each spreadsheet with ${label} before adding it here.`;
}

export type Checked<T> = { ok: true; data: T } | { ok: false; message: string };

/** A form's input checked with the shared request schema: its data, or the first issue's message. */
export function checkRequest<S extends z.ZodType>(schema: S, input: unknown): Checked<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? 'Check the form and try again.' };
}
