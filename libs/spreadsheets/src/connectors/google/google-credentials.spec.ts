import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { buildConsentUrl, GOOGLE_ENDPOINTS, parseServiceAccountKey } from './google-credentials.js';

const privateKey = generateKeyPairSync('rsa', { modulusLength: 1024 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();
const key = {
  type: 'service_account',
  project_id: 'shop-123',
  private_key_id: 'abc123',
  private_key: privateKey,
  client_email: 'reader@shop-123.iam.gserviceaccount.com',
  client_id: '1234567890',
  token_uri: 'https://oauth2.googleapis.com/token',
};

describe('parseServiceAccountKey', () => {
  it('reads a service-account key file', () => {
    expect(parseServiceAccountKey(JSON.stringify(key))).toEqual({
      project_id: 'shop-123',
      private_key_id: 'abc123',
      private_key: privateKey,
      client_email: 'reader@shop-123.iam.gserviceaccount.com',
    });
  });

  it('says plainly what is wrong with anything else', () => {
    const cases: [string, string][] = [
      ['{ not json', 'The service-account key is not valid JSON.'],
      ['[]', 'This is not a service-account key'],
      [JSON.stringify({ ...key, type: 'authorized_user' }), 'its type is "authorized_user"'],
      [JSON.stringify({ client_email: 'x@y' }), 'it has no "type": "service_account"'],
      [
        JSON.stringify({ ...key, private_key: '', client_email: undefined }),
        'missing private_key, client_email',
      ],
      [JSON.stringify({ ...key, client_email: 'reader' }), 'not an e-mail address'],
      [
        JSON.stringify({
          ...key,
          private_key: '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----',
        }),
        'not a PEM private key',
      ],
    ];
    for (const [text, message] of cases)
      expect(() => parseServiceAccountKey(text)).toThrow(message);
  });
});

describe('buildConsentUrl', () => {
  it('asks Google for offline access to spreadsheets and the e-mail, passing the state through', () => {
    const url = new URL(
      buildConsentUrl(
        { clientId: 'client-1', clientSecret: 'secret', redirectUri: 'https://app.example/google' },
        'xyz',
      ),
    );
    expect(url.origin + url.pathname).toBe(GOOGLE_ENDPOINTS.authUrl);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      access_type: 'offline',
      prompt: 'consent',
      scope: 'https://www.googleapis.com/auth/spreadsheets openid email',
      state: 'xyz',
      response_type: 'code',
      client_id: 'client-1',
      redirect_uri: 'https://app.example/google',
    });
  });
});
