import { Injectable } from '@nestjs/common';
import type { AuthUser, SignInRequest, SignUpRequest } from '@tessera/contracts';
import { AccountsService } from '../accounts.service.js';
import { SignInLimiter } from '../sign-in/sign-in-limiter.js';
import { SessionsService, type IssuedSession } from '../sessions/sessions.service.js';

export type SignedIn = { user: AuthUser; session: IssuedSession };

/** Sign-up, sign-in and sign-out of owners on the dashboard host. */
@Injectable()
export class AuthService {
  constructor(
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly limiter: SignInLimiter,
  ) {}

  async signUp(input: SignUpRequest): Promise<SignedIn> {
    const { accountId, workspaceId } = await this.accounts.signUp(input);
    const session = await this.sessions.create(accountId, 'dashboard');
    return { user: await this.accounts.user(accountId, workspaceId), session };
  }

  async signIn(input: SignInRequest, ip: string): Promise<SignedIn> {
    const account = await this.limiter.attempt(input.email, ip, () =>
      this.accounts.authenticate(input),
    );
    const session = await this.sessions.create(account.id, 'dashboard');
    return { user: await this.accounts.user(account.id), session };
  }

  /** Ends every session the caller presents (owner and admin); unknown tokens are ignored. */
  async signOut(tokens: (string | undefined)[]): Promise<void> {
    await Promise.all(tokens.map((token) => this.sessions.revoke(token)));
  }
}
