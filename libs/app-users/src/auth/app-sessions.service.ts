import { Injectable } from '@nestjs/common';
import { hashToken, newToken } from '@tessera/accounts';
import type { AppUser, Executor } from '@tessera/platform';
import { AppSessionsRepository } from './app-sessions.repository.js';

/** App-user sessions last 30 days from sign-in (no sliding renewal). */
export const APP_SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/** Longer values cannot be tokens we issued; refusing them early avoids hashing junk. */
const MAX_TOKEN_LENGTH = 128;

export type IssuedAppSession = { token: string; expiresAt: Date };

@Injectable()
export class AppSessionsService {
  constructor(private readonly sessions: AppSessionsRepository) {}

  async create(
    db: Executor,
    user: { id: string; appId: string; workspaceId: string },
  ): Promise<IssuedAppSession> {
    const token = newToken();
    const expiresAt = new Date(Date.now() + APP_SESSION_LIFETIME_MS);
    await this.sessions.insert(db, {
      tokenHash: hashToken(token),
      appUserId: user.id,
      appId: user.appId,
      workspaceId: user.workspaceId,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /**
   * The app user a token stands for, read from app_users now (a removed user has no row, so no
   * session; a changed permission shows at once). Expired sessions are refused and removed. The
   * caller still checks that the host serves the session's app.
   */
  async resolve(token: string | undefined): Promise<AppUser | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const record = await this.sessions.findByTokenHash(hashToken(token));
    if (!record) return null;
    if (record.expiresAt.getTime() <= Date.now()) {
      await this.sessions.deleteById(record.id);
      return null;
    }
    return record.user;
  }

  async revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return;
    await this.sessions.deleteByTokenHash(hashToken(token));
  }

  endAll(db: Executor, user: { id: string; workspaceId: string }): Promise<void> {
    return this.sessions.deleteForUser(db, user.workspaceId, user.id);
  }
}
