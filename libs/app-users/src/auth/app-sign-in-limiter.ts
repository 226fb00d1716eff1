import { Inject, Injectable } from '@nestjs/common';
import {
  CACHE,
  DEFAULT_SIGN_IN_POLICY,
  RateLimiter,
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
  private readonly actions: RateLimiter;

  constructor(@Inject(CACHE) cache: CachePort) {
    this.actions = new RateLimiter(cache);
    this.throttle = new SignInThrottle(cache, 'app-sign-in', {
      ...DEFAULT_SIGN_IN_POLICY,
      attemptsPerAddress: APP_ATTEMPTS_PER_EMAIL,
      attemptsPerIp: APP_ATTEMPTS_PER_IP,
    });
  }

  /** Counts one attempt; throws 429 when a limit holds. */
  async consume(appId: string, email: string, ip: string): Promise<void> {
    const decision = await this.throttle.attempt(accountOf(appId, email), ip);
    if (!decision.allowed) throw refusal('tooManyAttempts', decision.retryAfterMs);
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
    const decision = await this.actions.consume(
      `app-${action}:ip:${address}`,
      APP_ACCOUNT_ACTIONS_PER_IP,
      APP_SIGN_IN_WINDOW_MS,
    );
    if (!decision.allowed) throw refusal('tooManyRequests', decision.retryAfterMs);
  }
}

/** A 429 saying how long to wait, in its message and its Retry-After. */
function refusal(code: 'tooManyAttempts' | 'tooManyRequests', waitMs: number) {
  const error = new AppUsersError(code, tryAgainIn(waitMs));
  error.retryAfterMs = waitMs;
  return error;
}

function accountOf(appId: string, email: string) {
  return `${appId}:${email.trim().toLowerCase()}`;
}
