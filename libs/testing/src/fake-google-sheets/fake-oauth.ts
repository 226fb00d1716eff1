import { createHash, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { claimsProblem, signJwt, verifyJwt } from './fake-jwt.js';

/** A service-account key file as the Google Cloud console downloads it. */
export type FakeServiceAccountKey = {
  type: 'service_account';
  project_id: string;
  private_key_id: string;
  private_key: string;
  client_email: string;
  client_id: string;
  auth_uri: string;
  token_uri: string;
  auth_provider_x509_cert_url: string;
  client_x509_cert_url: string;
  universe_domain: string;
};

export type OAuthClient = { clientId: string; clientSecret: string };

/** The token endpoint's answer: a status and a JSON body. */
export type TokenAnswer = { status: number; body: Record<string, unknown> };

type AccessGrant = { email: string; expiresAt: number; revoked: boolean };
type RefreshGrant = { email: string; clientId: string; scope: string; revoked: boolean };
type ConsentCode = {
  email: string;
  clientId: string;
  redirectUri: string;
  scope: string;
  offline: boolean;
};
type PublicKeyEntry = { email: string; key: KeyObject; revoked: boolean };

const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token';
const ACCESS_TOKEN_SECONDS = 3599;
const revokedAnswer: TokenAnswer = {
  status: 400,
  body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
};

const token = (prefix: string) => `${prefix}${randomBytes(24).toString('base64url')}`;

/**
 * Google's OAuth 2.0 server in miniature: the consent screen (approves at once), the token
 * endpoint for refresh tokens, authorization codes and service-account JWTs (signatures checked
 * against the keys it minted), and the access tokens every API call must carry.
 */
export class FakeOAuth {
  consentEmail = 'owner@example.com';
  private readonly access = new Map<string, AccessGrant>();
  private readonly refresh = new Map<string, RefreshGrant>();
  private readonly codes = new Map<string, ConsentCode>();
  private readonly keys = new Map<string, PublicKeyEntry>();
  private readonly idTokenKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;

  constructor(
    readonly client: OAuthClient,
    private readonly tokenUrl: () => string,
  ) {}

  /** The e-mail an access token acts for; undefined without a Bearer token, null when it is unknown, expired or revoked. */
  authenticate(authorization: string | undefined): string | null | undefined {
    if (!authorization?.startsWith('Bearer ')) return undefined;
    const grant = this.access.get(authorization.slice('Bearer '.length));
    return grant && !grant.revoked && grant.expiresAt > Date.now() ? grant.email : null;
  }

  issueRefreshToken(email: string, scope = 'https://www.googleapis.com/auth/spreadsheets'): string {
    const refreshToken = token('1//fake-');
    this.refresh.set(refreshToken, {
      email,
      clientId: this.client.clientId,
      scope,
      revoked: false,
    });
    return refreshToken;
  }

  createServiceAccountKey(
    options: { name?: string; projectId?: string } = {},
  ): FakeServiceAccountKey {
    const projectId = options.projectId ?? 'tessera-test';
    const email = `${options.name ?? 'sheets-reader'}@${projectId}.iam.gserviceaccount.com`;
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyId = randomBytes(20).toString('hex');
    this.keys.set(keyId, { email, key: publicKey, revoked: false });
    return {
      type: 'service_account',
      project_id: projectId,
      private_key_id: keyId,
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      client_email: email,
      client_id: `1${Array.from(randomBytes(20), (byte) => byte % 10).join('')}`,
      auth_uri: 'https://accounts.google.com/o/oauth2/auth',
      token_uri: this.tokenUrl(),
      auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
      client_x509_cert_url: `https://www.googleapis.com/robot/v1/metadata/x509/${encodeURIComponent(email)}`,
      universe_domain: 'googleapis.com',
    };
  }

  /** Revokes a refresh token, or everything granted to an e-mail (its refresh tokens and keys). */
  revoke(credential: string): void {
    const byToken = this.refresh.get(credential);
    const emails = new Set<string>();
    if (byToken) {
      byToken.revoked = true;
      emails.add(byToken.email);
    } else {
      emails.add(credential);
      for (const grant of this.refresh.values())
        if (grant.email === credential) grant.revoked = true;
      for (const entry of this.keys.values()) if (entry.email === credential) entry.revoked = true;
    }
    // Google ends the access tokens of a revoked grant too.
    for (const grant of this.access.values()) if (emails.has(grant.email)) grant.revoked = true;
  }

  /** GET /o/oauth2/v2/auth: approves at once and redirects back with a code and the state. */
  consent(query: URLSearchParams): { status: number; location?: string; text?: string } {
    const redirectUri = query.get('redirect_uri');
    if (query.get('client_id') !== this.client.clientId)
      return { status: 400, text: 'Error 401: invalid_client' };
    if (!redirectUri || query.get('response_type') !== 'code')
      return { status: 400, text: 'Error 400: invalid_request' };
    const code = token('4/fake-');
    this.codes.set(code, {
      email: this.consentEmail,
      clientId: this.client.clientId,
      redirectUri,
      scope: query.get('scope') ?? '',
      offline: query.get('access_type') === 'offline',
    });
    const location = new URL(redirectUri);
    location.searchParams.set('code', code);
    const state = query.get('state');
    if (state !== null) location.searchParams.set('state', state);
    location.searchParams.set('scope', query.get('scope') ?? '');
    return { status: 302, location: location.href };
  }

  /** POST /token with a form body. */
  token(form: URLSearchParams, authorization: string | undefined): TokenAnswer {
    const grantType = form.get('grant_type');
    if (grantType === 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return this.jwtBearer(form.get('assertion') ?? '');
    if (grantType !== 'refresh_token' && grantType !== 'authorization_code')
      return {
        status: 400,
        body: {
          error: 'unsupported_grant_type',
          error_description: `Invalid grant_type: ${grantType ?? ''}`,
        },
      };
    if (!this.clientAuthenticated(form, authorization))
      return {
        status: 401,
        body: { error: 'invalid_client', error_description: 'The OAuth client was not found.' },
      };
    return grantType === 'refresh_token'
      ? this.refreshGrant(form.get('refresh_token') ?? '')
      : this.codeGrant(form.get('code') ?? '', form.get('redirect_uri'));
  }

  private clientAuthenticated(form: URLSearchParams, authorization: string | undefined): boolean {
    let id = form.get('client_id');
    let secret = form.get('client_secret');
    if (authorization?.startsWith('Basic ')) {
      const [basicId, basicSecret] = Buffer.from(authorization.slice(6), 'base64')
        .toString()
        .split(':');
      id = basicId ?? null;
      secret = basicSecret ?? null;
    }
    return id === this.client.clientId && secret === this.client.clientSecret;
  }

  private refreshGrant(refreshToken: string): TokenAnswer {
    const grant = this.refresh.get(refreshToken);
    if (!grant || grant.revoked)
      return grant
        ? revokedAnswer
        : { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
    return { status: 200, body: { ...this.accessToken(grant.email), scope: grant.scope } };
  }

  private codeGrant(code: string, redirectUri: string | null): TokenAnswer {
    const consent = this.codes.get(code);
    this.codes.delete(code);
    if (!consent || consent.redirectUri !== redirectUri)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Malformed auth code.' },
      };
    const body: Record<string, unknown> = {
      ...this.accessToken(consent.email),
      scope: consent.scope,
    };
    if (consent.offline)
      body['refresh_token'] = this.issueRefreshToken(consent.email, consent.scope);
    if (consent.scope.split(' ').includes('openid')) body['id_token'] = this.idToken(consent.email);
    return { status: 200, body };
  }

  private jwtBearer(assertion: string): TokenAnswer {
    const verified = verifyJwt(assertion, (claims) =>
      [...this.keys.values()].filter((entry) => entry.email === claims.iss),
    );
    if (!verified)
      return {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' },
      };
    if (verified.signer.revoked) return revokedAnswer;
    const problem = claimsProblem(verified.claims, [GOOGLE_TOKEN_URL, this.tokenUrl()]);
    if (problem) return { status: 400, body: problem };
    return { status: 200, body: this.accessToken(verified.signer.email) };
  }

  private accessToken(email: string) {
    const accessToken = token('ya29.fake-');
    this.access.set(accessToken, {
      email,
      expiresAt: Date.now() + ACCESS_TOKEN_SECONDS * 1000,
      revoked: false,
    });
    return { access_token: accessToken, expires_in: ACCESS_TOKEN_SECONDS, token_type: 'Bearer' };
  }

  /** An OpenID Connect id_token for the account, signed with the fake's own key. */
  private idToken(email: string): string {
    const now = Math.floor(Date.now() / 1000);
    return signJwt(
      {
        iss: 'https://accounts.google.com',
        aud: this.client.clientId,
        sub: createHash('sha256').update(email).digest('hex').slice(0, 21),
        email,
        email_verified: true,
        iat: now,
        exp: now + ACCESS_TOKEN_SECONDS,
      },
      this.idTokenKey,
    );
  }
}
