import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** OWASP's scrypt baseline: N=2^14, r=8, p=1 (16 MiB of memory per hash). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
/** Enough room for the cost above with headroom; Node's default (32 MiB) is the floor. */
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64) with a fresh salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, KEY_BYTES);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

/**
 * Checks a password against a stored hash in constant time. A malformed hash never matches, and
 * the parameters stored with the hash are used, so raising the cost later keeps old hashes valid.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.cost, parsed.hash.length);
  return timingSafeEqual(key, parsed.hash);
}

function parseHash(stored: string) {
  const [scheme, n, r, p, salt, hash, ...rest] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash || rest.length > 0) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  // Only costs up to a bound are accepted, so a tampered row cannot make us burn memory.
  const withinBounds = isCount(cost.N, COST.N * 4) && isCount(cost.r, 32) && isCount(cost.p, 16);
  const saltBytes = Buffer.from(salt, 'base64');
  const hashBytes = Buffer.from(hash, 'base64');
  if (!withinBounds || saltBytes.length === 0 || hashBytes.length < 16) return null;
  return { cost, salt: saltBytes, hash: hashBytes };
}

function isCount(value: number, max: number) {
  return Number.isSafeInteger(value) && value > 0 && value <= max;
}

let decoy: Promise<string> | undefined;
/**
 * A hash of a random password, checked when the e-mail is unknown so that an unknown address takes
 * as long to refuse as a wrong password (no account enumeration by timing).
 */
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
