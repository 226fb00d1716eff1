import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFakeGoogleSheets, type FakeGoogleSheets } from './fake-google-sheets.js';
import { signJwt } from './fake-jwt.js';

let fake: FakeGoogleSheets;
let token: string;
let id: string;

async function api(method: string, path: string, body?: unknown, bearer: string | null = token) {
  const response = await fetch(`${fake.url}/v4/spreadsheets/${id}${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      'content-type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function tokenFor(form: Record<string, string>) {
  const response = await fetch(fake.endpoints.tokenUrl, {
    method: 'POST',
    body: new URLSearchParams(form),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeAll(async () => {
  fake = await startFakeGoogleSheets();
  id = fake.addSpreadsheet({
    title: 'Shop',
    sheets: [{ title: 'Stock list', values: [['Name', 'Price'], ['Tea', '2'], [], ['Cake']] }],
  });
  const answer = await tokenFor({
    grant_type: 'refresh_token',
    refresh_token: fake.issueRefreshToken('owner@example.com'),
    client_id: fake.oauthClient.clientId,
    client_secret: fake.oauthClient.clientSecret,
  });
  token = answer.body['access_token'] as string;
});
afterAll(async () => fake.close());

describe('fake Google Sheets', () => {
  it('answers batchGet like Google: trailing blanks left out, inner empty rows kept', async () => {
    const ranges = `ranges=${encodeURIComponent("'Stock list'")}&ranges=${encodeURIComponent("'Stock list'!1:1")}`;
    expect(await api('GET', `/values:batchGet?${ranges}`)).toEqual({
      status: 200,
      body: {
        spreadsheetId: id,
        valueRanges: [
          {
            range: "'Stock list'!A1:Z1000",
            majorDimension: 'ROWS',
            values: [['Name', 'Price'], ['Tea', '2'], [], ['Cake']],
          },
          { range: "'Stock list'!A1:Z1", majorDimension: 'ROWS', values: [['Name', 'Price']] },
        ],
      },
    });
  });

  it('fails a whole batch naming an unknown sheet, with Google’s message', async () => {
    const ranges = `ranges=${encodeURIComponent("'Stock list'")}&ranges=${encodeURIComponent("'Nope'!1:1")}`;
    expect(await api('GET', `/values:batchGet?${ranges}`)).toEqual({
      status: 400,
      body: {
        error: {
          code: 400,
          message: "Unable to parse range: 'Nope'!1:1",
          status: 'INVALID_ARGUMENT',
        },
      },
    });
  });

  it('refuses calls without a valid access token', async () => {
    expect((await api('GET', '', undefined, null)).status).toBe(401);
    expect((await api('GET', '', undefined, 'ya29.made-up')).body['error']).toMatchObject({
      status: 'UNAUTHENTICATED',
    });
  });

  it('stores RAW text verbatim and refuses USER_ENTERED', async () => {
    const range = encodeURIComponent("'Stock list'!C2");
    expect(
      (await api('PUT', `/values/${range}?valueInputOption=USER_ENTERED`, { values: [['=1+1']] }))
        .status,
    ).toBe(400);
    expect(
      (await api('PUT', `/values/${range}?valueInputOption=RAW`, { values: [['=1+1']] })).status,
    ).toBe(200);
    expect(fake.values(id, 'Stock list')[1]).toEqual(['Tea', '2', '=1+1']);
  });

  it('refuses writes outside the grid, as Google does', async () => {
    const range = encodeURIComponent("'Stock list'!AA1");
    const answer = await api('PUT', `/values/${range}?valueInputOption=RAW`, { values: [['x']] });
    expect(answer.body['error']).toMatchObject({
      code: 400,
      message: "Range ('Stock list'!AA1) exceeds grid limits. Max rows: 1000, max columns: 26",
    });
  });

  it('fails the next calls on request and counts every call', async () => {
    fake.resetCounters();
    fake.failNext(429, 1);
    expect((await api('GET', '')).status).toBe(429);
    expect((await api('GET', '')).status).toBe(200);
    expect(fake.requests).toEqual({ read: 0, write: 0, token: 0, metadata: 2 });
  });

  it('issues tokens for a service-account JWT signed with a key it minted, and no other', async () => {
    const key = fake.createServiceAccountKey();
    const now = Math.floor(Date.now() / 1000);
    const jwt = signJwt;
    const claims = {
      iss: key.client_email,
      scope: 'https://www.googleapis.com/auth/spreadsheets',
      aud: 'https://oauth2.googleapis.com/token',
      iat: now,
      exp: now + 3600,
    };
    const grant = 'urn:ietf:params:oauth:grant-type:jwt-bearer';
    expect(
      (await tokenFor({ grant_type: grant, assertion: jwt(claims, key.private_key) })).status,
    ).toBe(200);
    const other = fake.createServiceAccountKey({ name: 'other' });
    expect(
      await tokenFor({ grant_type: grant, assertion: jwt(claims, other.private_key) }),
    ).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
    });
    fake.revoke(key.client_email);
    expect(
      (await tokenFor({ grant_type: grant, assertion: jwt(claims, key.private_key) })).body,
    ).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
  });

  it('offers its test controls over HTTP to tests in other processes', async () => {
    const control = (method: string, path: string, body?: unknown) =>
      fetch(`${fake.url}/__fake/${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
    const key = (await (await control('POST', 'service-account-keys', { name: 'e2e' })).json()) as {
      client_email: string;
    };
    expect(key.client_email).toMatch(/^e2e@/);
    const created = await control('POST', 'spreadsheets', {
      title: 'Remote',
      sheets: [{ title: 'Data', values: [['A'], ['1']] }],
      sharedWith: [key.client_email],
    });
    const { id } = (await created.json()) as { id: string };
    expect(fake.values(id, 'Data')).toEqual([['A'], ['1']]);
    const read = await control('GET', `spreadsheets/${id}/values/Data`);
    expect(await read.json()).toEqual({ values: [['A'], ['1']] });
    expect((await control('POST', 'fail', { status: 418, ms: 10 })).status).toBe(400);
    expect((await control('POST', 'reset-counters')).status).toBe(204);
    expect(await (await control('GET', 'requests')).json()).toEqual(fake.requests);
  });
});
