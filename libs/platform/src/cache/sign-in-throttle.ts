import { isIP } from 'node:net';
import type { CachePort } from './cache.port.js';

export type SignInThrottlePolicy = {
  /** Length of every counting window, from its first attempt. */
  windowMs: number;
  /** Attempts allowed from one address for one account per window (a right password clears it). */
  attemptsPerAddress: number;
  /** Failed attempts allowed from one IP address across accounts per window (NAT-shared, so higher). */
  attemptsPerIp: number;
  /** Wrong passwords from anywhere an account takes before its addresses have to wait. */
  freeFailuresPerAccount: number;
  /** The first wait; it doubles with every further wrong password, up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long an address the account signed in from stays exempt from the account's delay. */
  knownAddressMs: number;
};

/** Whether the attempt may go on; if not, how long to wait before the next one. */
export type SignInDecision = { allowed: true } | { allowed: false; retryAfterMs: number };

export const DEFAULT_SIGN_IN_POLICY: SignInThrottlePolicy = {
  windowMs: 15 * 60 * 1000,
  attemptsPerAddress: 10,
  attemptsPerIp: 30,
  freeFailuresPerAccount: 5,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  knownAddressMs: 30 * 24 * 60 * 60 * 1000,
};

/**
 * Sign-in limits that a stranger cannot turn against an account's owner, counted in the cache port
 * so every gateway instance shares them:
 * - one address guessing one account's password is refused for the rest of the window;
 * - one address failing at many accounts is refused for the rest of the window (right passwords
 *   are given back, so an office behind one NAT address can all sign in);
 * - an account guessed at from everywhere only slows its guessers down: after a few wrong passwords
 *   each address waits a doubling delay (capped at seconds) from ITS OWN last wrong password on the
 *   account. Nothing is shared between addresses, so no attacker can hold the owner back: an address
 *   without wrong passwords on the account (the owner's new one) goes on at once, and one the
 *   account signed in from before is never slowed down.
 * Attempts are counted before the password is checked (atomic in the cache, so parallel guesses
 * count too), and while an account is slowed each address takes its turn atomically, so of
 * parallel guesses only one goes on; only wrong passwords count towards the account's delay. An
 * IPv6 client is counted by its /64 (one host is usually given a whole /64), and an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) as itself.
 */
export class SignInThrottle {
  constructor(
    private readonly cache: CachePort,
    /** Key prefix of one sign-in kind (`sign-in`, `app-sign-in`). */
    private readonly prefix: string,
    private readonly policy: SignInThrottlePolicy = DEFAULT_SIGN_IN_POLICY,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one attempt of `account` (already normalised) from `ip`. */
  async attempt(account: string, client: string): Promise<SignInDecision> {
    const ip = signInAddress(client);
    const known = (await this.cache.get<boolean>(this.knownKey(account, ip))) === true;
    const limits = [
      { key: this.addressKey(account, ip), limit: this.policy.attemptsPerAddress },
      { key: this.ipKey(ip), limit: this.policy.attemptsPerIp },
    ];
    // A refused address hears the longest of its waits, whichever holds it back.
    const held = await Promise.all([
      known ? 0 : this.accountDelay(account, ip),
      ...limits.map(({ key, limit }) => this.refusedFor(key, limit)),
    ]);
    const heldMs = Math.max(...held);
    if (heldMs > 0) return { allowed: false, retryAfterMs: heldMs };
    const waits = await Promise.all(limits.map(({ key, limit }) => this.count(key, limit)));
    const wait = Math.max(...waits);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    return { allowed: true };
  }

  /** A wrong password from `ip`: adds to the account's failures and restarts that address's wait. */
  async failed(account: string, client: string): Promise<void> {
    const ip = signInAddress(client);
    await this.cache.increment(this.accountKey(account), this.policy.windowMs);
    await this.cache.set(this.lastFailureKey(account, ip), this.now(), this.policy.windowMs);
  }

  /**
   * A right password clears the count of the address it came from, gives its attempt back to the
   * address's count across accounts, and marks the address as the account's own: guesses from
   * elsewhere will not slow it down.
   */
  async succeeded(account: string, client: string): Promise<void> {
    const ip = signInAddress(client);
    const key = this.addressKey(account, ip);
    await Promise.all([
      this.cache.delete(key),
      this.cache.delete(`${key}:since`),
      this.cache.delete(this.lastFailureKey(account, ip)),
      this.cache.delete(this.turnKey(account, ip, undefined)),
      this.cache.set(this.knownKey(account, ip), true, this.policy.knownAddressMs),
      this.giveBack(this.ipKey(ip)),
    ]);
  }

  /**
   * How long `ip` still waits: the account's wrong passwords from everywhere set the delay's length,
   * the address's own last wrong password on the account its start. Once it has passed (or for an
   * address that has not guessed wrong), the address takes its turn for the length of the delay:
   * an atomic count, so of parallel attempts only the first goes on.
   */
  private async accountDelay(account: string, ip: string): Promise<number> {
    const [failures = 0, lastFailureAt] = await Promise.all([
      this.cache.get<number>(this.accountKey(account)),
      this.cache.get<number>(this.lastFailureKey(account, ip)),
    ]);
    const beyond = failures - this.policy.freeFailuresPerAccount;
    if (beyond < 0) return 0;
    const delayMs = Math.min(this.policy.baseDelayMs * 2 ** beyond, this.policy.maxDelayMs);
    const left = lastFailureAt === undefined ? 0 : lastFailureAt + delayMs - this.now();
    if (left > 0) return left;
    // One turn per wrong password of the address (or none yet): parallel attempts share it, and
    // it lapses after the delay should the attempt end in neither a right nor a wrong password.
    const turns = await this.cache.increment(this.turnKey(account, ip, lastFailureAt), delayMs);
    return turns === 1 ? 0 : delayMs;
  }

  /** 0 while a count has room for one more attempt, else the milliseconds until its window closes. */
  private async refusedFor(key: string, limit: number): Promise<number> {
    const [attempts = 0, givenBack = 0, since] = await Promise.all([
      this.cache.get<number>(key),
      this.cache.get<number>(`${key}:given-back`),
      this.cache.get<number>(`${key}:since`),
    ]);
    if (attempts - givenBack < limit) return 0;
    const now = this.now();
    return Math.max((since ?? now) + this.policy.windowMs - now, 1);
  }

  /** Adds an attempt; returns 0 when allowed, else the milliseconds until the window closes. */
  private async count(key: string, limit: number): Promise<number> {
    const now = this.now();
    const attempts = await this.cache.increment(key, this.policy.windowMs);
    if (attempts === 1) await this.cache.set(`${key}:since`, now, this.policy.windowMs);
    const givenBack = (await this.cache.get<number>(`${key}:given-back`)) ?? 0;
    if (attempts - givenBack <= limit) return 0;
    const since = (await this.cache.get<number>(`${key}:since`)) ?? now;
    return Math.max(since + this.policy.windowMs - now, 1);
  }

  /** Takes a successful attempt off a count, for as long as the count's window lasts. */
  private async giveBack(key: string): Promise<void> {
    const since = await this.cache.get<number>(`${key}:since`);
    if (since === undefined) return;
    const left = since + this.policy.windowMs - this.now();
    if (left > 0) await this.cache.increment(`${key}:given-back`, left);
  }

  private addressKey(account: string, ip: string) {
    return `${this.prefix}:address:${ip}:${account}`;
  }

  private ipKey(ip: string) {
    return `${this.prefix}:ip:${ip}`;
  }

  private knownKey(account: string, ip: string) {
    return `${this.prefix}:known:${ip}:${account}`;
  }

  private turnKey(account: string, ip: string, lastFailureAt: number | undefined) {
    return `${this.accountKey(account)}:turn:${ip}:${lastFailureAt ?? 'none'}`;
  }

  private lastFailureKey(account: string, ip: string) {
    return `${this.accountKey(account)}:last:${ip}`;
  }

  private accountKey(account: string) {
    return `${this.prefix}:account:${account}`;
  }
}

/**
 * The address sign-in limits count a client by: an IPv4 address as itself (also when written as
 * IPv6, `::ffff:192.0.2.1`), an IPv6 address by its /64 (`2001:db8:1:2::/64`), since one host is
 * usually given a whole /64 and could otherwise pose as billions of clients.
 */
export function signInAddress(ip: string): string {
  const address = ip.split('%', 1)[0]!.toLowerCase();
  if (isIP(address) !== 6) return ip;
  const [head = '', tail] = address.split('::');
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  // A dotted IPv4 ending stands for the last two groups.
  const last = right.at(-1) ?? left.at(-1) ?? '';
  const dotted = last.includes('.') ? last : null;
  const width = left.length + right.length + (dotted ? 1 : 0);
  const groups = [...left, ...Array<string>(8 - width).fill('0'), ...right]
    .filter((group) => !group.includes('.'))
    .map((group) => Number.parseInt(group, 16));
  const ipv4 =
    dotted ?? `${groups[6]! >> 8}.${groups[6]! & 255}.${groups[7]! >> 8}.${groups[7]! & 255}`;
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d) addresses are IPv4 clients.
  const zeroes = groups.slice(0, 5).every((group) => group === 0);
  if (zeroes && (groups[5] === 0xffff || (groups[5] === 0 && dotted))) return ipv4;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** "Please try again in 12 seconds." / "... in 15 minutes." */
export function tryAgainIn(waitMs: number): string {
  if (waitMs < 60_000) {
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    return `Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
  }
  const minutes = Math.ceil(waitMs / 60_000);
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
