import { createHash, randomBytes } from 'node:crypto';

/** A fresh random token (32 bytes, base64url): what the cookie or the hand-off link carries. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database and the cache keep instead of a token, so a leaked row cannot be replayed. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
