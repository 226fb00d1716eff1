import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

const ALGORITHM = 'aes-256-gcm';
const VERSION = 'v1';

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/**
 * Where the key comes from: SECRETS_KEY (base64, with the keys it replaced while they are rotated
 * out), else a key file generated on first use.
 */
export type SecretKeySource =
  { key: string; previousKeys?: readonly string[] } | { keyFile: string };

/**
 * Encrypts stored credentials (Google refresh tokens, service-account keys) with AES-256-GCM.
 * Sealed text is `v1.<iv>.<tag>.<ciphertext>` in base64url, so a tampered or foreign value fails
 * to open instead of yielding garbage.
 */
export class SecretBox {
  private key: Promise<Buffer> | undefined;
  private readonly previousKeys: Buffer[];

  constructor(private readonly source: SecretKeySource) {
    this.previousKeys =
      'key' in source ? (source.previousKeys ?? []).map((key) => Buffer.from(key, 'base64')) : [];
  }

  async seal(plain: string): Promise<string> {
    return this.sealWith(plain, randomBytes(12));
  }

  /**
   * What names a sealed value, and stays the same when it is sealed again with a new key: its
   * random IV (a new key makes the same IV safe to use again).
   */
  static nameOf(sealed: string): string {
    return sealed.split('.')[1] ?? sealed;
  }

  private async sealWith(plain: string, iv: Buffer): Promise<string> {
    const key = await this.loadKey();
    const cipher = createCipheriv(ALGORITHM, key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return [VERSION, ...parts].join('.');
  }

  /** The plain text of a sealed value, with SECRETS_KEY or one of the keys it replaced. */
  async open(sealed: string): Promise<string> {
    return (await this.openWithAnyKey(sealed)).plain;
  }

  /**
   * The value sealed again with SECRETS_KEY when a previous key sealed it, under the same name
   * (nameOf); null when SECRETS_KEY did already (rotating SECRETS_KEY, see apps/gateway
   * reseal-secrets).
   */
  async resealed(sealed: string): Promise<string | null> {
    const { plain, current } = await this.openWithAnyKey(sealed);
    return current
      ? null
      : this.sealWith(plain, Buffer.from(SecretBox.nameOf(sealed), 'base64url'));
  }

  private async openWithAnyKey(sealed: string): Promise<{ plain: string; current: boolean }> {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined)
      throw new SecretBoxError('The stored secret is not in a known format.');
    const keys = [await this.loadKey(), ...this.previousKeys];
    for (const [index, key] of keys.entries()) {
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(data, 'base64url')),
          decipher.final(),
        ]);
        return { plain: plain.toString('utf8'), current: index === 0 };
      } catch {
        // Sealed with another key (or tampered with): try the next one.
      }
    }
    throw new SecretBoxError(
      'The stored secret cannot be decrypted: SECRETS_KEY differs from the key it was sealed with.',
    );
  }

  private loadKey(): Promise<Buffer> {
    if (!this.key) {
      const loading = readKey(this.source);
      this.key = loading;
      // A failure (say, the data directory not writable yet) is not kept: the next call retries.
      loading.catch(() => {
        if (this.key === loading) this.key = undefined;
      });
    }
    return this.key;
  }
}

async function readKey(source: SecretKeySource): Promise<Buffer> {
  if ('key' in source) return Buffer.from(source.key, 'base64');
  try {
    const key = Buffer.from((await readFile(source.keyFile, 'utf8')).trim(), 'base64');
    if (key.length === 32) return key;
    throw new SecretBoxError(`${source.keyFile} does not hold a 32-byte base64 key.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  await mkdir(dirname(source.keyFile), { recursive: true });
  // 'wx' fails if another process created the file meanwhile; then its key is the one to use.
  try {
    await writeFile(source.keyFile, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKey(source);
  }
}

/** The key file of an embedded installation. */
export const secretKeyFile = (dataDir: string) => join(dataDir, 'secrets.key');

export const SECRET_BOX = Symbol('SECRET_BOX');
