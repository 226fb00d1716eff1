import { Inject, Injectable } from '@nestjs/common';
import { hashToken } from '@tessera/accounts';
import { isUniqueViolation } from '@tessera/boards';
import type { AppSessionUser } from '@tessera/contracts';
import {
  appUsesPassword,
  appUsesSignIn,
  CACHE,
  decoyHash,
  hashPassword,
  InjectDatabase,
  verifyPassword,
  type AppUser,
  type CachePort,
  type Database,
  type HostApp,
} from '@tessera/platform';
import { AppUsersError } from '../app-users.errors.js';
import { HostApps } from '../host-apps/host-apps.service.js';
import { toSessionUser } from '../users/app-user-dto.js';
import { AppUsersRepository } from '../users/app-users.repository.js';
import { AppSessionsService, type IssuedAppSession } from './app-sessions.service.js';
import { AppSignInLimiter } from './app-sign-in-limiter.js';
import { AppUserTokensRepository } from './app-user-tokens.repository.js';
import { PasswordLinks } from './password-links.js';

export type AppSignedIn = { user: AppSessionUser; session: IssuedAppSession };
type Credentials = { email: string; password: string };

/** Reset e-mails one address may trigger per hour: enough for a lost mail, not for spamming. */
const RESETS_PER_HOUR = 5;

/**
 * Sign-in of app users on the app's own host (the login, register and forgot-password blocks and
 * the e-mailed set-password link). The app is always the one the host serves.
 */
@Injectable()
export class AppAuthService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(CACHE) private readonly cache: CachePort,
    private readonly hostApps: HostApps,
    private readonly users: AppUsersRepository,
    private readonly sessions: AppSessionsService,
    private readonly tokens: AppUserTokensRepository,
    private readonly links: PasswordLinks,
    private readonly limiter: AppSignInLimiter,
  ) {}

  session(app: HostApp | null, appUser: AppUser | null): AppSessionUser | null {
    this.requireApp(app);
    return appUser ? toSessionUser(appUser) : null;
  }

  async signIn(onHost: HostApp | null, input: Credentials, ip: string): Promise<AppSignedIn> {
    const app = this.signInApp(onHost);
    await this.limiter.consume(app.id, input.email, ip);
    const user = await this.users.findByEmail(app.workspaceId, app.id, input.email);
    // An unknown address or a user without a password yet takes as long as a wrong password.
    const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash()));
    if (!user?.passwordHash || !matches) {
      await this.limiter.failed(app.id, input.email, ip);
      throw new AppUsersError('invalidCredentials');
    }
    await this.limiter.succeeded(app.id, input.email, ip);
    const session = await this.sessions.create(this.db, user);
    return { user: toSessionUser(user), session };
  }

  /**
   * Sign-up from a register block: a new Read user, signed in. Only on a public app with password
   * sign-in: a private app's users are the ones its owner added.
   */
  async register(
    onHost: HostApp | null,
    input: Credentials & { name: string },
    ip: string,
  ): Promise<AppSignedIn> {
    await this.limiter.consumeAccountAction('register', ip);
    const app = this.requireApp(onHost);
    if (!appUsesPassword(app) || !(await this.hostApps.registerOpen(app)))
      throw new AppUsersError('signUpClosed');
    if (await this.users.findByEmail(app.workspaceId, app.id, input.email))
      throw new AppUsersError('accountExists');
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const user = await this.users.insert(tx, {
          workspaceId: app.workspaceId,
          appId: app.id,
          name: input.name,
          email: input.email,
          permissions: 'read',
          passwordHash,
        });
        return { user: toSessionUser(user), session: await this.sessions.create(tx, user) };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppUsersError('accountExists');
      throw error;
    }
  }

  /**
   * E-mails a reset link (1 hour) when the address is a user of the app. The caller answers the
   * same either way, so the form cannot tell who has an account.
   */
  async forgotPassword(onHost: HostApp | null, email: string, ip: string): Promise<void> {
    await this.limiter.consumeAccountAction('forgot-password', ip);
    const app = this.requireApp(onHost);
    const user = await this.users.findByEmail(app.workspaceId, app.id, email);
    if (!user || !(await this.withinResetLimit(app, email))) return;
    const token = await this.links.issue(this.db, user, 'reset-password');
    await this.links.send(app, user, 'reset-password', token);
  }

  /**
   * Sets the password from an e-mailed link: the link works once, on its own app's host; every
   * other open link and session of the user ends. Signs in when the app uses sign-in.
   */
  async setPassword(
    onHost: HostApp | null,
    input: { token: string; password: string },
    ip: string,
  ): Promise<{ user: AppSessionUser | null; session: IssuedAppSession | null }> {
    await this.limiter.consumeAccountAction('set-password', ip);
    const app = this.requireApp(onHost);
    const tokenHash = hashToken(input.token);
    // A cheap look-up first: a bad, used or expired link (or one of another app) is refused
    // before the costly password hash runs.
    const issuedTo = await this.tokens.findOpen(this.db, tokenHash, new Date());
    if (!issuedTo || !(await this.users.find(app.workspaceId, app.id, issuedTo)))
      throw new AppUsersError('linkExpired');
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const now = new Date();
      // Redeeming stays one statement, so two requests with the same link cannot both win.
      const userId = await this.tokens.redeem(tx, tokenHash, now);
      const user = userId ? await this.users.find(app.workspaceId, app.id, userId, tx) : null;
      // Thrown inside the transaction: a link used on another app's host stays unused.
      if (!user) throw new AppUsersError('linkExpired');
      await this.users.setPassword(tx, app.workspaceId, user.id, passwordHash);
      await this.tokens.retireAll(tx, user.id, now);
      await this.sessions.endAll(tx, user);
      if (!appUsesSignIn(app)) return { user: null, session: null };
      return { user: toSessionUser(user), session: await this.sessions.create(tx, user) };
    });
  }

  signOut(token: string | undefined): Promise<void> {
    return this.sessions.revoke(token);
  }

  /** The app on the request's host; 404 when the host serves none. */
  private requireApp(app: HostApp | null): HostApp {
    if (!app) throw new AppUsersError('appNotFound');
    return app;
  }

  private signInApp(onHost: HostApp | null): HostApp {
    const app = this.requireApp(onHost);
    if (!appUsesSignIn(app)) throw new AppUsersError('signInNotUsed');
    return app;
  }

  private async withinResetLimit(app: HostApp, email: string): Promise<boolean> {
    const count = await this.cache.increment(`app-reset:${app.id}:${email}`, 60 * 60 * 1000);
    return count <= RESETS_PER_HOUR;
  }
}
