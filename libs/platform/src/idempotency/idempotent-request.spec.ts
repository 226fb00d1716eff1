import { describe, expect, it } from '@jest/globals';
import type { AppUser, Owner } from '../http/viewer.js';
import { callerScope, isValidIdempotencyKey, requestFingerprint } from './idempotent-request.js';

const owner: Owner = {
  accountId: 'acc-1',
  email: 'ada@example.com',
  workspaceId: 'ws-1',
  isAdmin: false,
  isReviewer: false,
  appId: null,
};
const appUser: AppUser = {
  id: 'user-1',
  appId: 'app-1',
  workspaceId: 'ws-1',
  name: 'Ann',
  email: 'ann@example.com',
  permissions: 'read-write',
};
const anonymous = { owner: null, appUser: null, host: 'shop.example.com', ip: '203.0.113.1' };

describe('isValidIdempotencyKey', () => {
  it('accepts 1 to 255 printable ASCII characters', () => {
    expect(isValidIdempotencyKey('9b2c1f0e-8d4f-4a51-9e0c-2b1d3c4e5f60')).toBe(true);
    expect(isValidIdempotencyKey('a b~!')).toBe(true);
    expect(isValidIdempotencyKey('x'.repeat(255))).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'x'.repeat(256)],
    ['non-ASCII', 'clé'],
    ['a control character', 'a\tb'],
    ['repeated headers', ['a', 'b']],
  ])('refuses %s', (_name, key) => {
    expect(isValidIdempotencyKey(key)).toBe(false);
  });
});

describe('callerScope', () => {
  it('names the owner with the workspace, the app user with the app', () => {
    expect(callerScope({ ...anonymous, owner })).toBe('owner:acc-1:ws-1');
    expect(callerScope({ ...anonymous, appUser })).toBe('app-user:app-1:user-1');
    expect(callerScope({ ...anonymous, owner: { ...owner, workspaceId: 'ws-2' } })).not.toBe(
      callerScope({ ...anonymous, owner }),
    );
  });

  it('names an anonymous visitor by host and a hash of the IP address, never the address itself', () => {
    const scope = callerScope(anonymous);
    expect(scope).toMatch(/^anonymous:shop\.example\.com:[0-9a-f]{64}$/);
    expect(scope).not.toContain('203.0.113.1');
    expect(callerScope({ ...anonymous, ip: '203.0.113.2' })).not.toBe(scope);
    expect(callerScope({ ...anonymous, host: 'other.example.com' })).not.toBe(scope);
  });
});

describe('requestFingerprint', () => {
  const request = {
    method: 'POST',
    url: '/api/board/s/sheet/T/rows?board=%2Ftasks',
    body: { block_id: 'b', values: { Task: 'Review', Status: 'Open' } },
    contentLength: '60',
  };

  it('is the same for the same request, whatever the order of its JSON keys', () => {
    const reordered = {
      ...request,
      body: { values: { Status: 'Open', Task: 'Review' }, block_id: 'b' },
    };
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(request));
  });

  it('differs with the method, the path, the query or the body', () => {
    const fingerprint = requestFingerprint(request);
    expect(requestFingerprint({ ...request, method: 'PATCH' })).not.toBe(fingerprint);
    expect(
      requestFingerprint({ ...request, url: '/api/board/s/sheet/U/rows?board=%2Ftasks' }),
    ).not.toBe(fingerprint);
    expect(
      requestFingerprint({ ...request, url: '/api/board/s/sheet/T/rows?board=%2Fother' }),
    ).not.toBe(fingerprint);
    expect(
      requestFingerprint({ ...request, body: { block_id: 'b', values: { Task: 'Other' } } }),
    ).not.toBe(fingerprint);
    expect(requestFingerprint({ ...request, body: ['a', 'b'] })).not.toBe(
      requestFingerprint({ ...request, body: ['b', 'a'] }),
    );
  });

  it('stands a streamed body (an upload) by its length', () => {
    const upload = { ...request, body: undefined, contentLength: '2048' };
    expect(requestFingerprint(upload)).toBe(requestFingerprint({ ...upload }));
    expect(requestFingerprint({ ...upload, contentLength: '2049' })).not.toBe(
      requestFingerprint(upload),
    );
  });
});
