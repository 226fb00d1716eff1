import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@tessera/platform';
import { AccountsError } from '../accounts.errors.js';

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Attempts allowed per window for one e-mail address (guessing one account's password). */
export const ATTEMPTS_PER_EMAIL = 10;
/** Attempts allowed per window from one IP address (spraying many accounts); NAT-shared, so higher. */
export const ATTEMPTS_PER_IP = 30;

/**
 * Fixed-window limit on sign-in attempts, counted in the cache port so every gateway instance
 * shares the count. A window opens at the first attempt; its start is kept beside the count so the
 * refusal can tell how long to wait.
 */
@Injectable()
export class SignInLimiter {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  /** Counts one attempt; throws 429 when the e-mail or the IP is over its limit. */
  async consume(email: string, ip: string): Promise<void> {
    const counters = [
      { key: `sign-in:email:${email.trim().toLowerCase()}`, limit: ATTEMPTS_PER_EMAIL },
      { key: `sign-in:ip:${ip}`, limit: ATTEMPTS_PER_IP },
    ];
    const waits = await Promise.all(counters.map(({ key, limit }) => this.count(key, limit)));
    const wait = Math.max(...waits);
    if (wait > 0) {
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      throw new AccountsError(
        'tooManyAttempts',
        `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
      );
    }
  }

  /** Adds an attempt; returns 0 when allowed, else the milliseconds until the window closes. */
  private async count(key: string, limit: number): Promise<number> {
    const now = Date.now();
    const attempts = await this.cache.increment(key, SIGN_IN_WINDOW_MS);
    if (attempts === 1) await this.cache.set(`${key}:since`, now, SIGN_IN_WINDOW_MS);
    if (attempts <= limit) return 0;
    const since = (await this.cache.get<number>(`${key}:since`)) ?? now;
    return Math.max(since + SIGN_IN_WINDOW_MS - now, 1);
  }
}
