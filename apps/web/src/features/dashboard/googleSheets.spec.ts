import { describe, expect, it } from '@jest/globals';
import {
  googleSpreadsheetRequestSchema,
  serviceAccountConnectionRequestSchema,
  type GoogleConnection,
} from '@tessera/contracts';
import {
  checkRequest,
  chooseConnectionId,
  hasGoogleReturn,
  readGoogleReturn,
  spreadsheetSourceLabel,
  withoutGoogleReturn,
} from './googleSheets.js';

const connection = (overrides: Partial<GoogleConnection>): GoogleConnection => ({
  id: 'c1',
  kind: 'service_account',
  label: 'reader@project.iam.gserviceaccount.com',
  status: 'active',
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('readGoogleReturn', () => {
  it('announces a connected Google account', () => {
    expect(readGoogleReturn(new URLSearchParams('google=connected'))).toEqual({
      kind: 'success',
      title: 'Google connected',
      message: 'Your Google account is connected. Add a spreadsheet from it below.',
    });
  });

  it("shows the text of the server's error code, and never words from the link itself", () => {
    expect(readGoogleReturn(new URLSearchParams('google_error=denied'))).toEqual({
      kind: 'error',
      title: 'Google sign-in failed',
      message: 'Google access was not granted.',
    });
    expect(
      readGoogleReturn(new URLSearchParams('google_error=Call%20us%20at%20evil.example')),
    ).toMatchObject({ message: 'Google sign-in did not finish. Try again.' });
    expect(readGoogleReturn(new URLSearchParams('google_error=toString'))).toMatchObject({
      message: 'Google sign-in did not finish. Try again.',
    });
  });

  it('prefers the error when both are present, and explains an empty one', () => {
    expect(readGoogleReturn(new URLSearchParams('google=connected&google_error='))).toMatchObject({
      kind: 'error',
      message: 'Google sign-in did not finish. Try again.',
    });
  });

  it('ignores a query that is not an OAuth return', () => {
    expect(readGoogleReturn(new URLSearchParams('google=maybe&tab=apps'))).toBeNull();
    expect(readGoogleReturn(new URLSearchParams(''))).toBeNull();
  });
});

describe('cleaning the OAuth return query', () => {
  it('drops only the return parameters', () => {
    const params = new URLSearchParams('google=connected&google_error=x&version=2');
    expect(hasGoogleReturn(params)).toBe(true);
    expect(withoutGoogleReturn(params).toString()).toBe('version=2');
    expect(params.toString()).toBe('google=connected&google_error=x&version=2');
  });

  it('has nothing to clean on a plain dashboard query', () => {
    expect(hasGoogleReturn(new URLSearchParams('version=2'))).toBe(false);
  });
});

describe('chooseConnectionId', () => {
  const older = connection({ id: 'old', createdAt: '2026-01-01T00:00:00.000Z' });
  const newer = connection({ id: 'new', kind: 'oauth', createdAt: '2026-02-01T00:00:00.000Z' });
  const revoked = connection({
    id: 'gone',
    status: 'revoked',
    createdAt: '2026-03-01T00:00:00.000Z',
  });

  it('defaults to the newest active connection, never a revoked one', () => {
    expect(chooseConnectionId([older, revoked, newer], '')).toBe('new');
  });

  it('keeps the chosen connection while it is active', () => {
    expect(chooseConnectionId([older, newer], 'old')).toBe('old');
  });

  it('moves off a chosen connection that was revoked or removed', () => {
    expect(chooseConnectionId([older, revoked], 'gone')).toBe('old');
    expect(chooseConnectionId([older], 'deleted-id')).toBe('old');
  });

  it('chooses nothing when no connection can read', () => {
    expect(chooseConnectionId([revoked], '')).toBe('');
    expect(chooseConnectionId([], 'old')).toBe('');
  });
});

describe('checkRequest with the shared schemas', () => {
  it('asks for the key before sending an empty one', () => {
    expect(checkRequest(serviceAccountConnectionRequestSchema, { key: '' })).toEqual({
      ok: false,
      message: 'Paste the service account key (JSON).',
    });
  });

  it('asks for a connection, then for the URL, trimming a blank URL', () => {
    expect(
      checkRequest(googleSpreadsheetRequestSchema, { connection_id: '', spreadsheet: 'x' }),
    ).toEqual({ ok: false, message: 'Choose a Google connection.' });
    expect(
      checkRequest(googleSpreadsheetRequestSchema, { connection_id: 'c1', spreadsheet: '   ' }),
    ).toEqual({ ok: false, message: 'Paste the Google Sheets URL.' });
  });

  it('passes valid input on as the schema outputs it', () => {
    expect(
      checkRequest(googleSpreadsheetRequestSchema, {
        connection_id: 'c1',
        spreadsheet: ' https://docs.google.com/spreadsheets/d/abc/edit ',
      }),
    ).toEqual({
      ok: true,
      data: { connection_id: 'c1', spreadsheet: 'https://docs.google.com/spreadsheets/d/abc/edit' },
    });
  });
});

describe('spreadsheetSourceLabel', () => {
  it('names where a spreadsheet comes from', () => {
    expect(spreadsheetSourceLabel('google')).toBe('Google Sheets');
    expect(spreadsheetSourceLabel('upload')).toBe('Upload');
  });
});
