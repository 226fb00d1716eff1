import type { FakeGoogleSheets } from './fake-google-sheets.js';

/** The settings (`loadConfig` input) that send Tessera's Google requests to the fake instead. */
export function fakeGoogleEnvironment(fake: FakeGoogleSheets): Record<string, string> {
  return {
    GOOGLE_SHEETS_API_URL: fake.endpoints.apiRootUrl,
    GOOGLE_OAUTH_TOKEN_URL: fake.endpoints.tokenUrl,
    GOOGLE_OAUTH_AUTH_URL: fake.endpoints.authUrl,
    GOOGLE_OAUTH_CLIENT_ID: fake.oauthClient.clientId,
    GOOGLE_OAUTH_CLIENT_SECRET: fake.oauthClient.clientSecret,
  };
}
