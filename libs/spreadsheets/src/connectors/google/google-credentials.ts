import { createPrivateKey } from 'node:crypto';
import { JWT, OAuth2Client, type Credentials, type gaxios } from 'google-auth-library';
import { GoogleAccessRevokedError, toGoogleError } from './google-errors.js';
import type { GoogleQuotaScope } from './google-quota.js';

export const SHEETS_SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
/** `openid email` make Google return an id_token naming the account that consented. */
const CONSENT_SCOPES = [SHEETS_SCOPE, 'openid', 'email'];

/** Where Google lives; tests and self-hosted set-ups point these at a fake. */
export type GoogleEndpoints = { apiRootUrl: string; tokenUrl: string; authUrl: string };

export const GOOGLE_ENDPOINTS: GoogleEndpoints = {
  apiRootUrl: 'https://sheets.googleapis.com/',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  authUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
};

/** The fields of a service-account key file that Tessera uses. */
export type ServiceAccountKey = {
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
};

/** Tessera's OAuth client (Google Cloud console → Credentials → OAuth client ID, type web). */
export type GoogleOAuthClientConfig = {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
};

/** An authorised client and whose quota its calls spend. */
export type GoogleCredential = { client: OAuth2Client; quotaScope: GoogleQuotaScope };

export class GoogleCredentialsError extends Error {}
/** The account signed in but did not allow access to its spreadsheets. */
export class GoogleScopeNotGrantedError extends GoogleCredentialsError {}

const requiredKeyFields = ['project_id', 'private_key_id', 'private_key', 'client_email'] as const;

/** Reads the text of a service-account key file, with a message saying what is wrong with it. */
export function parseServiceAccountKey(text: string): ServiceAccountKey {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GoogleCredentialsError(
      'The service-account key is not valid JSON. Paste the whole key file downloaded from the Google Cloud console.',
    );
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json))
    throw new GoogleCredentialsError(
      'This is not a service-account key: expected the JSON key file of a service account.',
    );
  const fields = json as Record<string, unknown>;
  if (fields['type'] !== 'service_account')
    throw new GoogleCredentialsError(
      typeof fields['type'] === 'string'
        ? `This is not a service-account key: its type is "${fields['type']}", not "service_account".`
        : 'This is not a service-account key: it has no "type": "service_account".',
    );
  const missing = requiredKeyFields.filter(
    (field) => typeof fields[field] !== 'string' || fields[field].trim() === '',
  );
  if (missing.length > 0)
    throw new GoogleCredentialsError(`The service-account key is missing ${missing.join(', ')}.`);
  const key = Object.fromEntries(
    requiredKeyFields.map((field) => [field, fields[field] as string]),
  ) as ServiceAccountKey;
  if (!key.client_email.includes('@'))
    throw new GoogleCredentialsError(
      'The service-account key has a client_email that is not an e-mail address.',
    );
  try {
    createPrivateKey(key.private_key);
  } catch {
    throw new GoogleCredentialsError(
      'The service-account key has a private_key that is not a PEM private key.',
    );
  }
  return key;
}

/**
 * gaxios options for every client: no retries of its own (withGoogleRetry is the one policy),
 * and the token requests of service accounts sent to `endpoints.tokenUrl`: google-auth-library's
 * JWT client (through gtoken) always posts to Google's token URL and ignores the key's token_uri.
 * Tessera ignores token_uri too: a key pasted by a user must not choose where signed assertions go.
 */
function transporterOptions(endpoints: GoogleEndpoints): gaxios.GaxiosOptions {
  const options: gaxios.GaxiosOptions = { retryConfig: { shouldRetry: () => false } };
  if (endpoints.tokenUrl !== GOOGLE_ENDPOINTS.tokenUrl)
    options.adapter = (request, defaultAdapter) =>
      defaultAdapter(
        request.url.href === GOOGLE_ENDPOINTS.tokenUrl
          ? { ...request, url: new URL(endpoints.tokenUrl) }
          : request,
      );
  return options;
}

export function serviceAccountCredential(
  key: ServiceAccountKey,
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): GoogleCredential {
  const client = new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [SHEETS_SCOPE],
    transporterOptions: transporterOptions(endpoints),
  });
  return { client, quotaScope: { project: key.project_id, user: key.client_email } };
}

function oauthClient(config: GoogleOAuthClientConfig, endpoints: GoogleEndpoints): OAuth2Client {
  return new OAuth2Client({
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    redirectUri: config.redirectUri,
    endpoints: { oauth2TokenUrl: endpoints.tokenUrl, oauth2AuthBaseUrl: endpoints.authUrl },
    transporterOptions: transporterOptions(endpoints),
  });
}

/** A credential acting as `account` through its refresh token; quota is the OAuth client's project. */
export function refreshTokenCredential(
  config: GoogleOAuthClientConfig,
  refreshToken: string,
  account: string,
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): GoogleCredential {
  const client = oauthClient(config, endpoints);
  client.setCredentials({ refresh_token: refreshToken });
  return { client, quotaScope: { project: config.clientId, user: account } };
}

/**
 * Google's consent screen: offline access (a refresh token) and `prompt=consent` (Google sends
 * the refresh token again when the account had already consented). `state` comes back unchanged.
 */
export function buildConsentUrl(
  config: GoogleOAuthClientConfig,
  state: string,
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): string {
  return oauthClient(config, endpoints).generateAuthUrl({
    access_type: 'offline',
    prompt: 'consent',
    scope: CONSENT_SCOPES,
    state,
  });
}

/**
 * Trades the code from the consent redirect for a refresh token and the account's e-mail. The
 * e-mail is read from the id_token without checking its signature: it comes straight from the
 * token endpoint over TLS in answer to our authenticated request (OpenID Connect Core 3.1.3.7).
 */
export async function exchangeCode(
  config: GoogleOAuthClientConfig,
  code: string,
  endpoints: GoogleEndpoints = GOOGLE_ENDPOINTS,
): Promise<{ refreshToken: string; email: string }> {
  let tokens: Credentials;
  try {
    ({ tokens } = await oauthClient(config, endpoints).getToken(code));
  } catch (error) {
    const mapped = toGoogleError(error);
    // invalid_grant here means the code expired or was already used, not a revoked grant.
    if (mapped instanceof GoogleAccessRevokedError)
      throw new GoogleCredentialsError(
        'Google did not accept the sign-in (it may have expired). Connect the spreadsheet again.',
      );
    throw mapped;
  }
  if (tokens.scope !== undefined && !tokens.scope.split(' ').includes(SHEETS_SCOPE))
    throw new GoogleScopeNotGrantedError(
      'Tessera needs permission to see and edit your spreadsheets: allow it on the Google consent screen.',
    );
  if (!tokens.refresh_token)
    throw new GoogleCredentialsError(
      'Google did not grant offline access. Connect the spreadsheet again.',
    );
  const email = emailOfIdToken(tokens.id_token);
  if (!email)
    throw new GoogleCredentialsError(
      'Google did not say which account signed in. Connect the spreadsheet again.',
    );
  return { refreshToken: tokens.refresh_token, email };
}

function emailOfIdToken(idToken: string | null | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      email?: unknown;
    };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}
