import { describe, expect, it } from '@jest/globals';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { SecretBox, SecretBoxError } from './secret-box.js';

const key = () => ({ key: randomBytes(32).toString('base64') });

describe('SecretBox', () => {
  it('opens what it sealed, and never stores the plain text', async () => {
    const box = new SecretBox(key());
    const sealed = await box.seal('1//refresh-token');
    expect(sealed).not.toContain('refresh-token');
    expect(await box.open(sealed)).toBe('1//refresh-token');
    expect(await box.seal('1//refresh-token')).not.toBe(sealed);
  });

  it('refuses a tampered value and a value sealed with another key', async () => {
    const box = new SecretBox(key());
    const sealed = await box.seal('secret');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    await expect(box.open(tampered)).rejects.toThrow(SecretBoxError);
    await expect(new SecretBox(key()).open(sealed)).rejects.toThrow(/SECRETS_KEY differs/);
    await expect(box.open('not sealed')).rejects.toThrow(/not in a known format/);
  });

  it('opens what a previous key sealed while it is rotated out, and seals it again with the new key', async () => {
    const old = key();
    const sealedBefore = await new SecretBox(old).seal('service-account-key');
    const current = key().key;
    const rotating = new SecretBox({ key: current, previousKeys: [key().key, old.key] });
    expect(await rotating.open(sealedBefore)).toBe('service-account-key');
    const resealed = await rotating.resealed(sealedBefore);
    expect(resealed).not.toBeNull();
    expect(resealed).not.toBe(sealedBefore);
    // The same name, so what refers to the secret by it still finds it.
    expect(SecretBox.nameOf(resealed!)).toBe(SecretBox.nameOf(sealedBefore));
    // Sealed with the new key now: it opens without the old one, and needs no second reseal.
    const rotated = new SecretBox({ key: current });
    expect(await rotated.open(resealed!)).toBe('service-account-key');
    expect(await rotating.resealed(resealed!)).toBeNull();
    // New secrets are sealed with the new key only.
    await expect(new SecretBox(old).open(await rotating.seal('new'))).rejects.toThrow(
      /SECRETS_KEY differs/,
    );
    // A value no key opens is still refused.
    await expect(rotating.resealed(await new SecretBox(key()).seal('x'))).rejects.toThrow(
      SecretBoxError,
    );
  });

  it('generates a private key file on first use and reuses it', async () => {
    const keyFile = join(await mkdtemp(join(tmpdir(), 'secret-box-')), 'data', 'secrets.key');
    const sealed = await new SecretBox({ keyFile }).seal('kept');
    expect((await stat(keyFile)).mode & 0o777).toBe(0o600);
    expect(Buffer.from(await readFile(keyFile, 'utf8'), 'base64')).toHaveLength(32);
    expect(await new SecretBox({ keyFile }).open(sealed)).toBe('kept');
  });

  it('tries to load its key again after a failed attempt', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'secret-box-'));
    // A file where the key's directory should be: the first load fails.
    await writeFile(join(dir, 'data'), 'not a directory');
    const box = new SecretBox({ keyFile: join(dir, 'data', 'secrets.key') });
    await expect(box.seal('kept')).rejects.toThrow();

    await rm(join(dir, 'data'));

    expect(await box.open(await box.seal('kept'))).toBe('kept');
  });
});
