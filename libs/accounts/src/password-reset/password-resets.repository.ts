import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  DATABASE,
  ownerAccounts,
  ownerPasswordResets,
  sessions,
  type Database,
} from '@tessera/platform';

/** Owners' one-time password reset links (only the token's hash is kept). */
@Injectable()
export class PasswordResetsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: { accountId: string; tokenHash: string; expiresAt: Date }): Promise<void> {
    await this.db.insert(ownerPasswordResets).values(values);
  }

  /**
   * Uses the link once: marks it used and gives the account a new password, and signs the account
   * out everywhere (whoever had the old password keeps no session). False when the link is
   * unknown, used or expired.
   */
  async use(tokenHash: string, passwordHash: string, now: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [link] = await tx
        .update(ownerPasswordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(ownerPasswordResets.tokenHash, tokenHash),
            isNull(ownerPasswordResets.usedAt),
            gt(ownerPasswordResets.expiresAt, now),
          ),
        )
        .returning({ accountId: ownerPasswordResets.accountId });
      if (!link) return false;
      await tx
        .update(ownerAccounts)
        .set({ passwordHash })
        .where(eq(ownerAccounts.id, link.accountId));
      await tx.delete(sessions).where(eq(sessions.accountId, link.accountId));
      // Other links asked for before this one are no longer needed.
      await tx
        .update(ownerPasswordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(ownerPasswordResets.accountId, link.accountId),
            isNull(ownerPasswordResets.usedAt),
          ),
        );
      return true;
    });
  }
}
