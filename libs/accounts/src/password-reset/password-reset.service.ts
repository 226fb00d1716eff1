import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  CACHE,
  CONFIG,
  hashPassword,
  MAIL,
  RateLimiter,
  signInAddress,
  tryAgainIn,
  type CachePort,
  type MailPort,
  type TesseraConfig,
} from '@tessera/platform';
import { AccountsError } from '../accounts.errors.js';
import { AccountsRepository } from '../accounts.repository.js';
import { hashToken, newToken } from '../sessions/session-token.js';
import { PasswordResetsRepository } from './password-resets.repository.js';

/** The dashboard's screen that takes a reset link, and the link's query parameter. */
export const RESET_PASSWORD_PATH = '/dashboard/reset-password';
export const RESET_TOKEN_PARAM = 'reset_token';
/** How long a link works. */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;
/** Requests one network may make per hour, and links one address may be sent per hour. */
export const RESET_REQUESTS_PER_NETWORK = 10;
export const RESET_LINKS_PER_ADDRESS = 3;
const HOUR_MS = 60 * 60 * 1000;

/** The answer to every request, whether or not an account uses the address. */
export const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. It works for 1 hour.';

/**
 * Owners who forgot their password choose a new one from a link sent by e-mail (through the mail
 * port). The answer is the same whether or not the address has an account, links are built from
 * BASE_URL (never from the request), requests are limited per network and per address, and a
 * new password signs the account out everywhere.
 */
@Injectable()
export class PasswordResetService {
  private readonly logger = new Logger('Accounts');
  private readonly limiter: RateLimiter;

  constructor(
    private readonly accounts: AccountsRepository,
    private readonly resets: PasswordResetsRepository,
    @Inject(MAIL) private readonly mail: MailPort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  async request(email: string, ip: string): Promise<void> {
    const network = await this.limiter.consume(
      `owner-reset:ip:${signInAddress(ip)}`,
      RESET_REQUESTS_PER_NETWORK,
      HOUR_MS,
    );
    if (!network.allowed) {
      const refusal = new AccountsError('tooManyResets', tryAgainIn(network.retryAfterMs));
      refusal.retryAfterMs = network.retryAfterMs;
      throw refusal;
    }
    const account = await this.accounts.findByEmail(email);
    if (!account) return;
    // Past the address's own limit nothing more is sent, and the answer stays the same.
    const perAddress = await this.limiter.consume(
      `owner-reset:email:${email}`,
      RESET_LINKS_PER_ADDRESS,
      HOUR_MS,
    );
    if (!perAddress.allowed) return;
    const token = newToken();
    await this.resets.insert({
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS),
    });
    const link = new URL(RESET_PASSWORD_PATH, this.config.BASE_URL);
    link.searchParams.set(RESET_TOKEN_PARAM, token);
    try {
      await this.mail.send({
        to: account.email,
        subject: 'Choose a new Tessera password',
        text: [
          `Hello ${account.name || account.email},`,
          '',
          'Someone asked to reset the password of your Tessera account. Choose a new one here:',
          link.toString(),
          '',
          'This link works once and expires in 1 hour. If you did not ask, ignore this e-mail:',
          'your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      // The answer is the same either way; the owner can ask again.
      this.logger.error(`Could not send a password reset e-mail: ${String(error)}`);
    }
  }

  /** Sets the new password from a link; refused when the link is unknown, used or expired. */
  async reset(token: string, password: string): Promise<void> {
    const used = await this.resets.use(hashToken(token), await hashPassword(password), new Date());
    if (!used) throw new AccountsError('resetLinkInvalid');
  }
}
