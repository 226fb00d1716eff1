import { titleOfRange } from './a1-notation.js';

/**
 * What went wrong talking to Google, in words a workspace owner can act on. `googleMessage`
 * keeps Google's own text for logs and support; `retryable` says whether trying again may help.
 */
export class GoogleError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly googleMessage?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class GoogleAccessRevokedError extends GoogleError {
  constructor(googleMessage?: string) {
    super(
      'Google access was revoked. Reconnect the spreadsheet in the dashboard.',
      false,
      googleMessage,
    );
  }
}

export class GoogleRateLimitedError extends GoogleError {
  /**
   * `fromBudget`: refused by Tessera's own per-minute budget before calling Google; retrying at
   * once would only be refused again, so it is not retryable.
   */
  constructor(
    googleMessage?: string,
    readonly retryAfterMs?: number,
    readonly fromBudget = false,
  ) {
    super(
      retryAfterMs === undefined
        ? 'Google Sheets is limiting requests; try again in a minute.'
        : `Google Sheets is limiting requests; try again in ${Math.ceil(retryAfterMs / 1000)} s.`,
      !fromBudget,
      googleMessage,
    );
  }
}

export class GoogleUnavailableError extends GoogleError {
  constructor(googleMessage?: string) {
    super('Google Sheets is not answering right now; try again shortly.', true, googleMessage);
  }
}

export class GoogleSheetNotFoundError extends GoogleError {
  constructor(
    readonly title: string,
    googleMessage?: string,
  ) {
    super(`Sheet "${title}" not found.`, false, googleMessage);
  }
}

export class GoogleSpreadsheetNotFoundError extends GoogleError {
  constructor(googleMessage?: string) {
    super(
      'The Google spreadsheet was not found: it may have been deleted, or this account cannot see it.',
      false,
      googleMessage,
    );
  }
}

export class GoogleRowNotFoundError extends GoogleError {
  constructor(title: string, id: string) {
    super(`Row "${id}" not found in sheet "${title}".`, false);
  }
}

export class GoogleColumnNotFoundError extends GoogleError {
  constructor(title: string, column: string) {
    super(`Column "${column}" not found in sheet "${title}".`, false);
  }
}

/** Any other refusal (a 4xx Google explains in its message). */
export class GoogleRequestError extends GoogleError {
  constructor(
    readonly status: number,
    googleMessage: string,
  ) {
    super(`Google Sheets refused the request: ${googleMessage}`, false, googleMessage);
  }
}

type HttpFailure = Error & {
  status?: number;
  config?: unknown;
  response?: { status?: number; data?: unknown; headers?: { get?(name: string): string | null } };
};

/** Google's API error body `{ error: { message } }`, or the token endpoint's `{ error, error_description }`. */
function bodyOf(error: HttpFailure): {
  apiMessage?: string;
  oauthError?: string;
  oauthDescription?: string;
} {
  const data = error.response?.data;
  if (typeof data !== 'object' || data === null) return {};
  const inner = (data as { error?: unknown }).error;
  if (typeof inner === 'string') {
    const description = (data as { error_description?: unknown }).error_description;
    return {
      oauthError: inner,
      oauthDescription: typeof description === 'string' ? description : undefined,
    };
  }
  const message = (inner as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? { apiMessage: message } : {};
}

function retryAfterMs(error: HttpFailure): number | undefined {
  const header = error.response?.headers?.get?.('retry-after');
  const seconds = header ? Number(header) : Number.NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? seconds * 1000 : undefined;
}

/**
 * Maps an error thrown by googleapis / google-auth-library (gaxios) to a GoogleError. `title` is
 * the sheet the call was about, used when Google cannot parse a range naming it. Errors that did
 * not come from an HTTP exchange are returned unchanged.
 */
export function toGoogleError(error: unknown, context: { title?: string } = {}): Error {
  if (error instanceof GoogleError) return error;
  if (!(error instanceof Error)) return new Error(String(error));
  const failure = error as HttpFailure;
  const { apiMessage, oauthError, oauthDescription } = bodyOf(failure);
  const googleMessage =
    apiMessage ?? (oauthError ? `${oauthError}: ${oauthDescription ?? ''}` : error.message);
  // The service-account token client rethrows the token endpoint's error as "invalid_grant: …".
  const grantError =
    oauthError ?? /^(invalid_grant|unauthorized_client|invalid_client)\b/.exec(error.message)?.[1];
  if (grantError === 'invalid_grant' || grantError === 'unauthorized_client')
    return new GoogleAccessRevokedError(googleMessage);
  const status = failure.response?.status ?? failure.status;
  // Tessera's own OAuth client is misconfigured: reconnecting would not help.
  if (grantError === 'invalid_client') return new GoogleRequestError(status ?? 401, googleMessage);
  if (status === undefined)
    // A request that got no answer: refused connection, reset, timeout.
    return failure.name === 'GaxiosError' || failure.config !== undefined
      ? new GoogleUnavailableError(googleMessage)
      : error;
  if (status === 429) return new GoogleRateLimitedError(googleMessage, retryAfterMs(failure));
  if (status === 408 || status >= 500) return new GoogleUnavailableError(googleMessage);
  if (status === 401) return new GoogleAccessRevokedError(googleMessage);
  // A 403 on a call is about this spreadsheet (not shared with the account), not the credential:
  // a revoked credential fails at the token endpoint (invalid_grant) or with 401.
  if (status === 403)
    return /rate limit|quota/i.test(googleMessage)
      ? new GoogleRateLimitedError(googleMessage, retryAfterMs(failure))
      : new GoogleSpreadsheetNotFoundError(googleMessage);
  if (status === 404) return new GoogleSpreadsheetNotFoundError(googleMessage);
  const unparsable = /^Unable to parse range: (.*)$/s.exec(googleMessage);
  if (status === 400 && unparsable)
    return new GoogleSheetNotFoundError(
      context.title ?? titleOfRange(unparsable[1]!) ?? unparsable[1]!,
      googleMessage,
    );
  return new GoogleRequestError(status, googleMessage);
}
