import { Injectable } from '@nestjs/common';
import type { SignInRequest } from '@tessera/contracts';
import { AccountsError } from '../accounts.errors.js';
import { AccountsService } from '../accounts.service.js';
import type { AdminSession } from '../sessions/request-session.js';
import { SignInLimiter } from '../sign-in/sign-in-limiter.js';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service.js';

/** What the browser keeps (spec §6): the admin flag with its expiry, in ms since the epoch. */
export type AdminFlag = { admin: true; expiresAt: number };

@Injectable()
export class AdminService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly limiter: SignInLimiter,
  ) {}

  /** Opens an admin session (2 hours) for an account holding the admin role. */
  async signIn(
    input: SignInRequest,
    ip: string,
  ): Promise<{ flag: AdminFlag; session: IssuedSession }> {
    const account = await this.limiter.attempt(input.email, ip, () =>
      this.accounts.authenticate(input),
    );
    if (!account.isAdmin) throw new AccountsError('adminRequired');
    const session = await this.sessions.create(account.id, 'admin');
    return { flag: flagOf(session.expiresAt), session };
  }

  /** The flag of the caller's admin session; 401 when there is none or it expired. */
  flag(adminSession: AdminSession | null | undefined): AdminFlag {
    if (!adminSession) throw new AccountsError('adminSessionRequired');
    return flagOf(adminSession.expiresAt);
  }

  listUsers() {
    return this.accounts.listUsers().then((users) => ({ users }));
  }

  async setReviewer(accountId: string, isReviewer: boolean) {
    return { user: await this.accounts.setReviewer(accountId, isReviewer) };
  }
}

function flagOf(expiresAt: Date): AdminFlag {
  return { admin: true, expiresAt: expiresAt.getTime() };
}
