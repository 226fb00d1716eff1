import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('stores scrypt with its cost, a 16-byte salt and the hash', async () => {
    const stored = await hashPassword('correct horse');
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(hash ?? '', 'base64')).toHaveLength(64);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    await expect(verifyPassword('correct horse', stored)).resolves.toBe(true);
    await expect(verifyPassword('correct horsE', stored)).resolves.toBe(false);
  });

  it('salts every hash, so equal passwords do not give equal hashes', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('never matches a malformed or tampered hash', async () => {
    const stored = await hashPassword('correct horse');
    const parts = stored.split('$');
    await expect(verifyPassword('correct horse', '')).resolves.toBe(false);
    await expect(verifyPassword('correct horse', 'bcrypt$x')).resolves.toBe(false);
    await expect(
      verifyPassword(
        'correct horse',
        [...parts.slice(0, 1), '1073741824', ...parts.slice(2)].join('$'),
      ),
    ).resolves.toBe(false);
    await expect(verifyPassword('correct horse', `${stored}$extra`)).resolves.toBe(false);
  });
});
