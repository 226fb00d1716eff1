import { describe, expect, it } from '@jest/globals';
import { hashToken, newToken } from './session-token.js';

describe('session tokens', () => {
  it('are 32 random bytes in base64url, different every time', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newToken()).not.toBe(token);
  });

  it('are stored as their SHA-256 in hex, never as themselves', () => {
    const token = newToken();
    const hashed = hashToken(token);
    expect(hashed).toMatch(/^[0-9a-f]{64}$/);
    expect(hashed).toBe(hashToken(token));
    expect(hashed).not.toContain(token);
    expect(hashToken('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
