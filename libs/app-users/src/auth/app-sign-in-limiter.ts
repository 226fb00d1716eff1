import { Inject, Injectable } from '@nestjs/common';
import { CACHE, type CachePort } from '@tessera/platform';
import { AppUsersError } from '../app-users.errors.js';

export const APP_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords in a row allowed for one user of one app (guessing one password). */
export const APP_ATTEMPTS_PER_EMAIL = 10;
/** Attempts allowed from one IP address across apps and addresses (NAT-shared, so higher). */
export const APP_ATTEMPTS_PER_IP = 100;
/**
 * Sign-ups, reset requests and set-password attempts allowed from one IP address, each action
 * counted apart: each costs a password hash or an e-mail, so a script cannot run them in bulk.
 */
export const APP_ACCOUNT_ACTIONS_PER_IP = 30;
export type AppAccountAction = 'register' | 'forgot-password' | 'set-password';

/**
 * Limits app-user sign-ins like the dashboard's SignInLimiter, with keys of its own. Every attempt
 * is counted before the password is checked (atomic in the cache port, so parallel guesses are
 * counted too); a right password clears the address's count, so only wrong ones in a row add up.
 */
@Injectable()
export class AppSignInLimiter {
  constructor(@Inject(CACHE) private readonly cache: CachePort) {}

  /** Counts one attempt; throws 429 when the address or the IP is over its limit. */
  async consume(appId: string, email: string, ip: string): Promise<void> {
    const counters = [
      { key: this.emailKey(appId, email), limit: APP_ATTEMPTS_PER_EMAIL },
      { key: `app-sign-in:ip:${ip}`, limit: APP_ATTEMPTS_PER_IP },
    ];
    const waits = await Promise.all(counters.map(({ key, limit }) => this.count(key, limit)));
    const wait = Math.max(...waits);
    if (wait > 0) throw new AppUsersError('tooManyAttempts', tryAgainIn(wait));
  }

  /** Counts one register, forgot-password or set-password request; throws 429 over the limit. */
  async consumeAccountAction(action: AppAccountAction, ip: string): Promise<void> {
    const wait = await this.count(`app-${action}:ip:${ip}`, APP_ACCOUNT_ACTIONS_PER_IP);
    if (wait > 0) throw new AppUsersError('tooManyRequests', tryAgainIn(wait));
  }

  /** A right password ends the run of wrong ones. */
  async succeeded(appId: string, email: string): Promise<void> {
    const key = this.emailKey(appId, email);
    await Promise.all([this.cache.delete(key), this.cache.delete(`${key}:since`)]);
  }

  private emailKey(appId: string, email: string) {
    return `app-sign-in:email:${appId}:${email.trim().toLowerCase()}`;
  }

  /** Adds an attempt; returns 0 when allowed, else the milliseconds until the window closes. */
  private async count(key: string, limit: number): Promise<number> {
    const now = Date.now();
    const attempts = await this.cache.increment(key, APP_SIGN_IN_WINDOW_MS);
    if (attempts === 1) await this.cache.set(`${key}:since`, now, APP_SIGN_IN_WINDOW_MS);
    if (attempts <= limit) return 0;
    const since = (await this.cache.get<number>(`${key}:since`)) ?? now;
    return Math.max(since + APP_SIGN_IN_WINDOW_MS - now, 1);
  }
}

function tryAgainIn(wait: number): string {
  const minutes = Math.max(1, Math.ceil(wait / 60_000));
  return `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}
