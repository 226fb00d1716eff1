import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { sheets } from 'googleapis/build/src/apis/sheets/index.js';
import { MemoryCacheAdapter } from '@tessera/platform';
import { startFakeGoogleSheets, type FakeGoogleSheets } from '@tessera/testing';
import {
  buildConsentUrl,
  exchangeCode,
  GoogleCredentialsError,
  parseServiceAccountKey,
  refreshTokenCredential,
  serviceAccountCredential,
  type GoogleCredential,
} from './google-credentials.js';
import {
  GoogleAccessRevokedError,
  GoogleSpreadsheetNotFoundError,
  GoogleRateLimitedError,
  GoogleUnavailableError,
} from './google-errors.js';
import { GoogleQuota, type GoogleQuotaOptions } from './google-quota.js';
import { GoogleSheetsConnector } from './google-sheets.connector.js';

let fake: FakeGoogleSheets;
beforeAll(async () => {
  fake = await startFakeGoogleSheets();
});
afterAll(async () => fake.close());

const oauth = () => ({
  ...fake.oauthClient,
  redirectUri: 'http://localhost:4200/google/connected',
});
const userCredential = (refreshToken: string) =>
  refreshTokenCredential(oauth(), refreshToken, 'owner@example.com', fake.endpoints);

let sleeps: number[];
let spreadsheetId: string;
beforeEach(() => {
  sleeps = [];
  spreadsheetId = fake.addSpreadsheet({
    title: 'Shop',
    sheets: [{ title: 'Stock', values: [['Name'], ['Tea']] }],
    sharedWith: ['owner@example.com', 'sheets-reader@tessera-test.iam.gserviceaccount.com'],
  });
  fake.resetCounters();
});

function connector(
  credential: GoogleCredential,
  quota: GoogleQuotaOptions = {},
  id = spreadsheetId,
) {
  const budget = new GoogleQuota(new MemoryCacheAdapter(), {
    perUserPerMinute: 1000,
    perProjectPerMinute: 1000,
    ...quota,
  });
  return new GoogleSheetsConnector(id, credential, fake.endpoints, budget, {
    retry: { retries: 2, random: () => 0.5, sleep: (ms) => (sleeps.push(ms), Promise.resolve()) },
  });
}

describe('service accounts', () => {
  it('read with a key file: the token request is signed with the key and sent to the configured token URL', async () => {
    const key = parseServiceAccountKey(JSON.stringify(fake.createServiceAccountKey()));
    const reader = connector(serviceAccountCredential(key, fake.endpoints));
    expect(await reader.listSheets()).toEqual([{ title: 'Stock', columns: ['Name'] }]);
    await reader.listSheets();
    expect(fake.requests.token).toBe(1);
  });

  it('are told the spreadsheet cannot be opened (not that access was revoked) when it is not shared with them', async () => {
    const key = parseServiceAccountKey(
      JSON.stringify(fake.createServiceAccountKey({ name: 'stranger' })),
    );
    const reading = connector(serviceAccountCredential(key, fake.endpoints)).listSheets();
    await expect(reading).rejects.toThrow(GoogleSpreadsheetNotFoundError);
    await expect(reading).rejects.toMatchObject({
      googleMessage: 'The caller does not have permission',
    });
  });

  it('are refused without retries once their key is revoked', async () => {
    const key = fake.createServiceAccountKey({ name: 'revoked' });
    fake.revoke(key.client_email);
    const reading = connector(
      serviceAccountCredential(parseServiceAccountKey(JSON.stringify(key)), fake.endpoints),
    ).listSheets();
    await expect(reading).rejects.toThrow(
      'Google access was revoked. Reconnect the spreadsheet in the dashboard.',
    );
    expect(fake.requests).toEqual({ read: 0, write: 0, token: 1, metadata: 0 });
  });
});

describe('OAuth consent', () => {
  it('connects an account: consent, code exchange, then reads with the refresh token', async () => {
    const consentUrl = new URL(buildConsentUrl(oauth(), 'state-42', fake.endpoints));
    expect(consentUrl.origin + consentUrl.pathname).toBe(fake.endpoints.authUrl);
    expect(Object.fromEntries(consentUrl.searchParams)).toMatchObject({
      access_type: 'offline',
      prompt: 'consent',
      state: 'state-42',
      redirect_uri: oauth().redirectUri,
    });
    expect(consentUrl.searchParams.get('scope')).toContain(
      'https://www.googleapis.com/auth/spreadsheets',
    );

    const redirect = await fetch(consentUrl, { redirect: 'manual' });
    const back = new URL(redirect.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(oauth().redirectUri);
    expect(back.searchParams.get('state')).toBe('state-42');
    const connected = await exchangeCode(oauth(), back.searchParams.get('code')!, fake.endpoints);
    expect(connected.email).toBe('owner@example.com');

    const reader = connector(
      refreshTokenCredential(oauth(), connected.refreshToken, connected.email, fake.endpoints),
    );
    expect(await reader.listSheets()).toEqual([{ title: 'Stock', columns: ['Name'] }]);
  });

  it('refuses a code used twice with a message to connect again', async () => {
    const redirect = await fetch(buildConsentUrl(oauth(), 's', fake.endpoints), {
      redirect: 'manual',
    });
    const code = new URL(redirect.headers.get('location')!).searchParams.get('code')!;
    await exchangeCode(oauth(), code, fake.endpoints);
    await expect(exchangeCode(oauth(), code, fake.endpoints)).rejects.toThrow(
      GoogleCredentialsError,
    );
  });
});

describe('revoked refresh tokens', () => {
  it('fail at the token request, once, without retries', async () => {
    const refreshToken = fake.issueRefreshToken('owner@example.com');
    fake.revoke(refreshToken);
    await expect(connector(userCredential(refreshToken)).listSheets()).rejects.toThrow(
      GoogleAccessRevokedError,
    );
    expect(fake.requests).toEqual({ read: 0, write: 0, token: 1, metadata: 0 });
    expect(sleeps).toEqual([]);
  });

  it('fail at the next call when access is revoked while a token is held', async () => {
    const refreshToken = fake.issueRefreshToken('owner@example.com');
    const reader = connector(userCredential(refreshToken));
    await reader.readSheets(['Stock']);
    fake.revoke('owner@example.com');
    fake.resetCounters();
    await expect(reader.readSheets(['Stock'])).rejects.toThrow(GoogleAccessRevokedError);
    expect(fake.requests.read).toBe(1);
  });
});

describe('retries and budget', () => {
  it('retries a 429 and then succeeds', async () => {
    const reader = connector(userCredential(fake.issueRefreshToken('owner@example.com')));
    fake.failNext(429, 1);
    const result = await reader.readSheets(['Stock']);
    expect(result.get('Stock')?.ok).toBe(true);
    expect(fake.requests.read).toBe(2);
    // Full jitter: random() (0.5) times the first ceiling (500 ms).
    expect(sleeps).toEqual([250]);
  });

  it('gives up on a lasting outage after its retries', async () => {
    const reader = connector(userCredential(fake.issueRefreshToken('owner@example.com')));
    fake.failFor(503, 60_000);
    try {
      await expect(reader.readSheets(['Stock'])).rejects.toThrow(GoogleUnavailableError);
      expect(fake.requests.read).toBe(3);
      expect(sleeps).toEqual([250, 500]);
    } finally {
      fake.failFor(503, 0);
    }
  });

  it('refuses before calling Google once the per-user budget is spent', async () => {
    const reader = connector(userCredential(fake.issueRefreshToken('owner@example.com')), {
      perUserPerMinute: 2,
      maxWaitMs: 0,
    });
    await reader.listSheets();
    const refused = reader.listSheets();
    await expect(refused).rejects.toThrow(GoogleRateLimitedError);
    await expect(refused).rejects.toMatchObject({ fromBudget: true });
    expect(fake.requests.metadata + fake.requests.read).toBe(2);
  });
});

it('the fake refuses USER_ENTERED, so the connector tests above prove every write went RAW', async () => {
  const credential = userCredential(fake.issueRefreshToken('owner@example.com'));
  const api = sheets({
    version: 'v4',
    auth: credential.client,
    rootUrl: fake.endpoints.apiRootUrl,
    retry: false,
  });
  await expect(
    api.spreadsheets.values.update({
      spreadsheetId,
      range: "'Stock'!A2",
      valueInputOption: 'USER_ENTERED',
      requestBody: { values: [['=1+1']] },
    }),
  ).rejects.toMatchObject({ status: 400, message: expect.stringContaining('USER_ENTERED') });
  expect(fake.values(spreadsheetId, 'Stock')).toEqual([['Name'], ['Tea']]);
});
