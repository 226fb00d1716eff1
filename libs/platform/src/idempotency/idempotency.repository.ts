import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../db/schema/idempotency.js';

export type StoredKey = typeof idempotencyKeys.$inferSelect;

export type Reservation = {
  scope: string;
  key: string;
  requestHash: string;
  now: Date;
  lockedUntil: Date;
  expiresAt: Date;
};

/** The queries of `idempotency_keys`; every one names the caller's scope. */
export class IdempotencyRepository {
  constructor(private readonly db: Database) {}

  /** Inserts the key as running; false when the scope already holds it. */
  async insert(reservation: Reservation): Promise<boolean> {
    const { now, ...values } = reservation;
    const inserted = await this.db
      .insert(idempotencyKeys)
      .values({ ...values, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return inserted.length > 0;
  }

  find(scope: string, key: string): Promise<StoredKey | undefined> {
    return this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
      .then((rows) => rows[0]);
  }

  /**
   * Takes over a key that has expired, or whose first request (the same one) stopped running
   * without an answer; false when another caller took it first or it is not free.
   */
  async takeOver(reservation: Reservation): Promise<boolean> {
    const { scope, key, requestHash, now, lockedUntil, expiresAt } = reservation;
    const taken = await this.db
      .update(idempotencyKeys)
      .set({
        requestHash,
        status: null,
        responseBody: null,
        lockedUntil,
        createdAt: now,
        expiresAt,
      })
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          or(
            lte(idempotencyKeys.expiresAt, now),
            and(
              isNull(idempotencyKeys.status),
              lte(idempotencyKeys.lockedUntil, now),
              eq(idempotencyKeys.requestHash, requestHash),
            ),
          ),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return taken.length > 0;
  }

  async complete(scope: string, key: string, status: number, responseBody: string | null) {
    await this.db
      .update(idempotencyKeys)
      .set({ status, responseBody })
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  }

  /** Frees a key whose request failed: nothing was applied, so a retry runs again. */
  async release(scope: string, key: string) {
    await this.db
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scope),
          eq(idempotencyKeys.key, key),
          isNull(idempotencyKeys.status),
        ),
      );
  }

  async deleteExpired(now: Date) {
    await this.db.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, now));
  }
}
