import { Inject, Injectable } from '@nestjs/common';
import {
  CACHE,
  DEFAULT_SIGN_IN_POLICY,
  SignInThrottle,
  signInAddress,
  tryAgainIn,
  type CachePort,
} from '@tessera/platform';
import { AppUsersError } from '../app-users.errors.js';

export const APP_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Wrong passwords in a row allowed from one address for one user of one app. */
export const APP_ATTEMPTS_PER_EMAIL = 10;
/** Failed attempts allowed from one IP address across apps and users (NAT-shared, so higher). */
export const APP_ATTEMPTS_PER_IP = 100;
/**
 * Sign-ups, reset requests and set-password attempts allowed from one IP address, each action
 * counted apart: each costs a password hash or an e-mail, so a script cannot run them in bulk.
 */
export const APP_ACCOUNT_ACTIONS_PER_IP = 30;
export type AppAccountAction = 'register' | 'forgot-password' | 'set-password';

/**
 * Limits app-user sign-ins like the dashboard's SignInLimiter (SignInThrottle, keys of its own): by
 * address and user together, by IP across users (failures only), and a short growing delay for each
 * address guessing one user of one app, so nobody can lock a user out.
 */
@Injectable()
export class AppSignInLimiter {
  private readonly throttle: SignInThrottle;

  constructor(@Inject(CACHE) private readonly cache: CachePort) {
    this.throttle = new SignInThrottle(cache, 'app-sign-in', {
      ...DEFAULT_SIGN_IN_POLICY,
      attemptsPerAddress: APP_ATTEMPTS_PER_EMAIL,
      attemptsPerIp: APP_ATTEMPTS_PER_IP,
    });
  }

  /** Counts one attempt; throws 429 when a limit holds. */
  async consume(appId: string, email: string, ip: string): Promise<void> {
    const decision = await this.throttle.attempt(accountOf(appId, email), ip);
    if (!decision.allowed) {
      const refusal = new AppUsersError('tooManyAttempts', tryAgainIn(decision.retryAfterMs));
      refusal.retryAfterMs = decision.retryAfterMs;
      throw refusal;
    }
  }

  /** A wrong password adds to the user's failures and restarts the address's wait. */
  async failed(appId: string, email: string, ip: string): Promise<void> {
    await this.throttle.failed(accountOf(appId, email), ip);
  }

  /** A right password ends the address's run of wrong ones. */
  async succeeded(appId: string, email: string, ip: string): Promise<void> {
    await this.throttle.succeeded(accountOf(appId, email), ip);
  }

  /** Counts one register, forgot-password or set-password request; throws 429 over the limit. */
  async consumeAccountAction(action: AppAccountAction, ip: string): Promise<void> {
    const address = signInAddress(ip); // an IPv6 client by its /64, like sign-in
    const wait = await this.count(`app-${action}:ip:${address}`, APP_ACCOUNT_ACTIONS_PER_IP);
    if (wait > 0) {
      const refusal = new AppUsersError('tooManyRequests', tryAgainIn(wait));
      refusal.retryAfterMs = wait;
      throw refusal;
    }
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

function accountOf(appId: string, email: string) {
  return `${appId}:${email.trim().toLowerCase()}`;
}
