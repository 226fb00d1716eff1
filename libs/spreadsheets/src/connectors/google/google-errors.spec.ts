import { describe, expect, it } from '@jest/globals';
import {
  GoogleAccessRevokedError,
  GoogleRateLimitedError,
  GoogleRequestError,
  GoogleSheetNotFoundError,
  GoogleSpreadsheetNotFoundError,
  GoogleUnavailableError,
  toGoogleError,
} from './google-errors.js';

/** Shaped like the GaxiosError googleapis throws: status, response with the JSON body, config. */
function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  return Object.assign(new Error(`Request failed with status code ${status}`), {
    name: 'GaxiosError',
    status,
    config: {},
    response: { status, data, headers: new Headers(headers) },
  });
}
const apiError = (status: number, message: string, state = 'INVALID_ARGUMENT') =>
  httpError(status, { error: { code: status, message, status: state } });

describe('toGoogleError', () => {
  it('reads revoked or refused credentials as access revoked, keeping Google’s text', () => {
    const revoked = toGoogleError(
      httpError(400, {
        error: 'invalid_grant',
        error_description: 'Token has been expired or revoked.',
      }),
    );
    expect(revoked).toBeInstanceOf(GoogleAccessRevokedError);
    expect(revoked.message).toBe(
      'Google access was revoked. Reconnect the spreadsheet in the dashboard.',
    );
    expect(revoked).toMatchObject({
      googleMessage: 'invalid_grant: Token has been expired or revoked.',
      retryable: false,
    });
    // The service-account token client rethrows the token endpoint's answer as its message.
    expect(toGoogleError(new Error('invalid_grant: Invalid JWT Signature.'))).toBeInstanceOf(
      GoogleAccessRevokedError,
    );
    expect(
      toGoogleError(apiError(401, 'Request had invalid authentication credentials.')),
    ).toBeInstanceOf(GoogleAccessRevokedError);
  });

  it('reads a 403 without quota words as a spreadsheet this account cannot open, not as revoked', () => {
    // Google answers 403 for a spreadsheet that is not shared with the account: the credential
    // itself still works, so the connection must not be marked revoked.
    expect(
      toGoogleError(apiError(403, 'The caller does not have permission', 'PERMISSION_DENIED')),
    ).toBeInstanceOf(GoogleSpreadsheetNotFoundError);
  });

  it('reads 429 (and 403 quota errors) as rate limited, with Retry-After when given', () => {
    const limited = toGoogleError(apiError(429, 'Quota exceeded', 'RESOURCE_EXHAUSTED'));
    expect(limited).toBeInstanceOf(GoogleRateLimitedError);
    expect(limited).toMatchObject({ retryable: true, retryAfterMs: undefined });
    expect(toGoogleError(httpError(429, {}, { 'retry-after': '7' }))).toMatchObject({
      retryAfterMs: 7000,
    });
    expect(toGoogleError(apiError(403, 'User Rate Limit Exceeded'))).toBeInstanceOf(
      GoogleRateLimitedError,
    );
  });

  it('reads 5xx, timeouts and requests without an answer as unavailable', () => {
    expect(toGoogleError(apiError(503, 'The service is currently unavailable.'))).toBeInstanceOf(
      GoogleUnavailableError,
    );
    expect(toGoogleError(apiError(500, 'Internal error encountered.'))).toMatchObject({
      retryable: true,
    });
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      name: 'GaxiosError',
      config: {},
    });
    expect(toGoogleError(refused)).toBeInstanceOf(GoogleUnavailableError);
  });

  it('reads an unparsable range as the sheet not found, and 404 as the spreadsheet not found', () => {
    const missing = toGoogleError(apiError(400, "Unable to parse range: 'Bob''s list'!1:1"));
    expect(missing).toBeInstanceOf(GoogleSheetNotFoundError);
    expect(missing.message).toBe('Sheet "Bob\'s list" not found.');
    expect(
      toGoogleError(apiError(400, 'Unable to parse range: X'), { title: 'Orders' }).message,
    ).toBe('Sheet "Orders" not found.');
    expect(
      toGoogleError(apiError(404, 'Requested entity was not found.', 'NOT_FOUND')),
    ).toBeInstanceOf(GoogleSpreadsheetNotFoundError);
  });

  it('keeps other refusals as request errors and leaves errors that are not HTTP alone', () => {
    const refused = toGoogleError(apiError(400, 'Range exceeds grid limits'));
    expect(refused).toBeInstanceOf(GoogleRequestError);
    expect(refused).toMatchObject({
      status: 400,
      googleMessage: 'Range exceeds grid limits',
      retryable: false,
    });
    expect(toGoogleError(httpError(401, { error: 'invalid_client' }))).toBeInstanceOf(
      GoogleRequestError,
    );
    const bug = new TypeError('x is undefined');
    expect(toGoogleError(bug)).toBe(bug);
  });
});
