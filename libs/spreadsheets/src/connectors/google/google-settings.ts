import type { TesseraConfig } from '@tessera/platform';
import type { GoogleEndpoints, GoogleOAuthClientConfig } from './google-credentials.js';

/** Google's endpoints as configured (tests point them at the fake Google Sheets server). */
export function googleEndpoints(config: TesseraConfig): GoogleEndpoints {
  return {
    apiRootUrl: config.GOOGLE_SHEETS_API_URL,
    tokenUrl: config.GOOGLE_OAUTH_TOKEN_URL,
    authUrl: config.GOOGLE_OAUTH_AUTH_URL,
  };
}

/** The OAuth client of "Sign in with Google", or null when the server has none configured. */
export function googleOAuthClient(config: TesseraConfig): GoogleOAuthClientConfig | null {
  const clientId = config.GOOGLE_OAUTH_CLIENT_ID;
  const clientSecret = config.GOOGLE_OAUTH_CLIENT_SECRET;
  if (!clientId || !clientSecret) return null;
  return {
    clientId,
    clientSecret,
    redirectUri: new URL('/api/google/oauth/callback', config.BASE_URL).toString(),
  };
}
