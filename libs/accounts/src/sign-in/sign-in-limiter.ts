import { Inject, Injectable } from '@nestjs/common';
import {
  CACHE,
  DEFAULT_SIGN_IN_POLICY,
  SignInThrottle,
  tryAgainIn,
  type CachePort,
} from '@tessera/platform';
import { AccountsError } from '../accounts.errors.js';

export const SIGN_IN_POLICY = DEFAULT_SIGN_IN_POLICY;

/**
 * The limits of owner and admin sign-in (one count for both: same accounts, same passwords), by
 * address and account together, so wrong passwords from elsewhere never slow an owner down or lock
 * them out (SignInThrottle).
 */
@Injectable()
export class SignInLimiter {
  private readonly throttle: SignInThrottle;

  constructor(@Inject(CACHE) cache: CachePort) {
    this.throttle = new SignInThrottle(cache, 'sign-in', SIGN_IN_POLICY);
  }

  /**
   * Runs `authenticate` for one attempt of `email` from `ip`: refused with 429 when a limit holds;
   * a wrong password (invalidCredentials) is counted, a right one clears the address's count.
   */
  async attempt<T>(email: string, ip: string, authenticate: () => Promise<T>): Promise<T> {
    const account = email.trim().toLowerCase();
    const decision = await this.throttle.attempt(account, ip);
    if (!decision.allowed) {
      const refusal = new AccountsError('tooManyAttempts', tryAgainIn(decision.retryAfterMs));
      refusal.retryAfterMs = decision.retryAfterMs;
      throw refusal;
    }
    try {
      const result = await authenticate();
      await this.throttle.succeeded(account, ip);
      return result;
    } catch (error) {
      if (error instanceof AccountsError && error.code === 'invalidCredentials')
        await this.throttle.failed(account, ip);
      throw error;
    }
  }
}
