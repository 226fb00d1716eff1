import { Inject, Injectable, Logger } from '@nestjs/common';
import { hashToken, newToken } from '@tessera/accounts';
import { CONFIG, MAIL, type Executor, type MailPort, type TesseraConfig } from '@tessera/platform';
import { AppUserTokensRepository, type TokenPurpose } from './app-user-tokens.repository.js';

const HOUR = 60 * 60 * 1000;

/** How long each e-mailed link works. */
export const LINK_LIFETIME_MS: Record<TokenPurpose, number> = {
  // A new user may not read their mail at once.
  'set-password': 7 * 24 * HOUR,
  'reset-password': HOUR,
};

/** The web viewer's set-password screen on the app's host. */
export const SET_PASSWORD_PATH = '/set-password';
/** The query parameter of the link's one-time token. */
export const PASSWORD_TOKEN_PARAM = 'password_token';

type LinkUser = { id: string; name: string; email: string };
type LinkApp = { name: string; title?: string };

/**
 * One-time links to set a password (a new user's first, or a reset), e-mailed through the mail
 * port. Only the token's hash is stored. The link is built from the configured BASE_URL and the
 * app's name, never from request headers, so a forged Host cannot send it elsewhere.
 */
@Injectable()
export class PasswordLinks {
  private readonly logger = new Logger('AppUsers');

  constructor(
    private readonly tokens: AppUserTokensRepository,
    @Inject(MAIL) private readonly mail: MailPort,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  /** Stores a new link for the user (inside the caller's transaction); returns its token. */
  async issue(db: Executor, user: LinkUser, purpose: TokenPurpose): Promise<string> {
    const token = newToken();
    await this.tokens.insert(db, {
      tokenHash: hashToken(token),
      appUserId: user.id,
      purpose,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
    });
    return token;
  }

  /**
   * Sends the link. A failed e-mail is logged, not thrown: the user exists either way and the
   * owner (or the user, with Forgot password) can ask for another link.
   */
  async send(app: LinkApp, user: LinkUser, purpose: TokenPurpose, token: string): Promise<void> {
    const link = this.link(app.name, token);
    // The subject is one header line: a title cannot add lines (or headers) of its own.
    const appTitle = (app.title ?? app.name).replace(/[\r\n]+/g, ' ').slice(0, 100);
    const message =
      purpose === 'set-password'
        ? {
            to: user.email,
            subject: `You have been invited to ${appTitle}`,
            text: [
              `Hello ${user.name},`,
              '',
              `You have been given access to ${appTitle}. Set your password to sign in:`,
              link,
              '',
              'This link works once and expires in 7 days.',
            ].join('\n'),
          }
        : {
            to: user.email,
            subject: `Set a new password for ${appTitle}`,
            text: [
              `Hello ${user.name},`,
              '',
              `Someone asked to reset your password for ${appTitle}. Set a new one here:`,
              link,
              '',
              'This link works once and expires in 1 hour. If you did not ask, ignore this e-mail.',
            ].join('\n'),
          };
    try {
      await this.mail.send(message);
    } catch (error) {
      this.logger.error(`Could not send the ${purpose} e-mail: ${String(error)}`);
    }
  }

  /**
   * `${protocol}//${app}.${dashboard host}/set-password?password_token=...` (as appUrl in
   * libs/apps). Not `token`: that query parameter is the dashboard's editor hand-off.
   */
  link(appName: string, token: string): string {
    const url = new URL(
      SET_PASSWORD_PATH,
      `${new URL(this.config.BASE_URL).protocol}//${appName}.${this.config.dashboardHost}`,
    );
    url.searchParams.set(PASSWORD_TOKEN_PARAM, token);
    return url.toString();
  }
}
