import { Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { schema, type Executor } from '@tessera/platform';

const { appUserTokens } = schema;

export type TokenPurpose = 'set-password' | 'reset-password';

/**
 * One-time links, stored by the hash of their token. A token is a credential in itself, so it is
 * looked up by hash alone; the user it names carries the workspace.
 */
@Injectable()
export class AppUserTokensRepository {
  async insert(
    db: Executor,
    token: { tokenHash: string; appUserId: string; purpose: TokenPurpose; expiresAt: Date },
  ): Promise<void> {
    await db.insert(appUserTokens).values(token);
  }

  /** The user an unused, unexpired token was issued to, or null (a read: redeem still decides). */
  async findOpen(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await db
      .select({ appUserId: appUserTokens.appUserId })
      .from(appUserTokens)
      .where(
        and(
          eq(appUserTokens.tokenHash, tokenHash),
          isNull(appUserTokens.usedAt),
          gt(appUserTokens.expiresAt, now),
        ),
      );
    return row?.appUserId ?? null;
  }

  /**
   * Marks the token used when it is unused and unexpired, in one statement so two requests with
   * the same link cannot both win. Returns the user it was issued to, or null.
   */
  async redeem(db: Executor, tokenHash: string, now: Date): Promise<string | null> {
    const [row] = await db
      .update(appUserTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(appUserTokens.tokenHash, tokenHash),
          isNull(appUserTokens.usedAt),
          gt(appUserTokens.expiresAt, now),
        ),
      )
      .returning({ appUserId: appUserTokens.appUserId });
    return row?.appUserId ?? null;
  }

  /** Retires the user's other open links once one was used (an older reset must not work later). */
  async retireAll(db: Executor, appUserId: string, now: Date): Promise<void> {
    await db
      .update(appUserTokens)
      .set({ usedAt: now })
      .where(and(eq(appUserTokens.appUserId, appUserId), isNull(appUserTokens.usedAt)));
  }
}
