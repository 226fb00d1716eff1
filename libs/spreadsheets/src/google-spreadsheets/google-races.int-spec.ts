import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { CACHE, testDatabaseAdapters, type CachePort } from '@tessera/platform';
import {
  createOwnerSession,
  fakeGoogleEnvironment,
  startFakeGoogleSheets,
  type FakeGoogleSheets,
  type OwnerSession,
} from '@tessera/testing';
import { randomBytes } from 'node:crypto';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(60_000);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Requests racing each other: adding one Google spreadsheet twice, replaying a consent answer. */
describe.each(testDatabaseAdapters('google_races'))('Google races on %s', (_kind, options) => {
  let fake: FakeGoogleSheets;
  let owner: OwnerSession;

  // Started before the gateway, whose configuration points Google's endpoints at it.
  beforeAll(async () => {
    fake = await startFakeGoogleSheets({ consentEmail: 'owner@gmail.example' });
  }, HOOK_TIMEOUT);
  const gateway = useTestGateway(options, {
    env: () => ({
      BASE_URL: 'http://localhost:3000',
      SECRETS_KEY: randomBytes(32).toString('base64'),
      ...fakeGoogleEnvironment(fake),
    }),
  });
  afterAll(() => fake.close(), HOOK_TIMEOUT);
  beforeEach(async () => {
    owner = await createOwnerSession(gateway.db);
  }, HOOK_TIMEOUT);

  const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
    gateway.app.inject({
      method,
      url,
      headers: { cookie: owner.cookie },
      ...(payload ? { payload } : {}),
    });

  it('keeps one record when the same spreadsheet is added twice at once', async () => {
    const key = fake.createServiceAccountKey({ name: 'racer', projectId: 'race-project' });
    const googleId = fake.addSpreadsheet({
      title: 'Shop',
      sheets: [{ title: 'Products', values: [['Name'], ['Tea']] }],
      sharedWith: [key.client_email],
    });
    const connected = await asOwner('POST', '/api/google/connections/service-account', {
      key: JSON.stringify(key),
    });
    const add = () =>
      asOwner('POST', '/api/spreadsheets/google', {
        connection_id: connected.json<{ id: string }>().id,
        spreadsheet: `https://docs.google.com/spreadsheets/d/${googleId}/edit`,
      });

    const answers = await Promise.all([add(), add()]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [first, second] = answers.map((answer) => answer.json<{ id: string }>().id);
    expect(second).toBe(first);
    const stored = await gateway.db
      .select({ id: sheetsSchema.spreadsheets.id })
      .from(sheetsSchema.spreadsheets);
    expect(stored).toEqual([{ id: first }]);
  });

  it('lets only one of two racing consent callbacks with the same state reach Google', async () => {
    // A shared cache answers late: both callbacks read the state before either deletes it.
    const cache = gateway.app.get<CachePort>(CACHE);
    const get = cache.get.bind(cache);
    cache.get = async <T>(key: string): Promise<T | undefined> => {
      const value = await get<T>(key);
      if (key.startsWith('google-oauth-state:')) await pause(100);
      return value;
    };
    try {
      const start = await asOwner('GET', '/api/google/oauth/start');
      const approved = await fetch(new URL(start.headers.location as string), {
        redirect: 'manual',
      });
      const back = new URL(approved.headers.get('location')!);
      const tokenRequests = fake.requests.token;

      const answers = await Promise.all(
        [1, 2].map(() => asOwner('GET', `${back.pathname}${back.search}`)),
      );

      const locations = answers.map((answer) => String(answer.headers.location));
      expect(locations.filter((location) => location === '/dashboard?google=connected')).toEqual([
        '/dashboard?google=connected',
      ]);
      expect(locations.filter((location) => location.includes('google_error='))).toHaveLength(1);
      expect(fake.requests.token - tokenRequests).toBe(1);
      expect(await gateway.db.select().from(sheetsSchema.googleConnections)).toHaveLength(1);
    } finally {
      cache.get = get;
    }
  });
});
