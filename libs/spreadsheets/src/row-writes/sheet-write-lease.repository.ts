import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lt, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '@tessera/platform';
import type { SheetRef } from './row-writes.repository.js';
import { sheetWriteLeases } from '../db/schema.js';

/** Database time `ms` from now: every holder compares against the same clock. */
const inMs = (ms: number) => sql`now() + ${Math.ceil(ms)}::integer * interval '1 millisecond'`;

/**
 * The lease on applying a sheet's row writes, held by one drain at a time across processes, always
 * scoped by workspace. Each call is one statement, so two processes cannot both win it.
 */
@Injectable()
export class SheetWriteLeaseRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Takes the lease for `holder` unless another holder's has not expired; true when taken. */
  async acquire(sheet: SheetRef, holder: string, ttlMs: number): Promise<boolean> {
    const taken = await this.db
      .insert(sheetWriteLeases)
      .values({ ...sheet, holder, expiresAt: inMs(ttlMs) })
      .onConflictDoUpdate({
        target: [sheetWriteLeases.spreadsheetId, sheetWriteLeases.sheetTitle],
        set: { holder, expiresAt: inMs(ttlMs) },
        setWhere: and(
          eq(sheetWriteLeases.workspaceId, sheet.workspaceId),
          lt(sheetWriteLeases.expiresAt, sql`now()`),
        ),
      })
      .returning({ holder: sheetWriteLeases.holder });
    return taken.length === 1;
  }

  /**
   * Extends the lease while `holder` still has it (also just after it expired, if nobody took it
   * over); false when it was lost to another holder.
   */
  async renew(sheet: SheetRef, holder: string, ttlMs: number): Promise<boolean> {
    const renewed = await this.db
      .update(sheetWriteLeases)
      .set({ expiresAt: inMs(ttlMs) })
      .where(this.heldBy(sheet, holder))
      .returning({ holder: sheetWriteLeases.holder });
    return renewed.length === 1;
  }

  /** Gives the lease up; does nothing unless `holder` has it. */
  async release(sheet: SheetRef, holder: string): Promise<void> {
    await this.db.delete(sheetWriteLeases).where(this.heldBy(sheet, holder));
  }

  private heldBy(sheet: SheetRef, holder: string) {
    return and(
      eq(sheetWriteLeases.workspaceId, sheet.workspaceId),
      eq(sheetWriteLeases.spreadsheetId, sheet.spreadsheetId),
      eq(sheetWriteLeases.sheetTitle, sheet.sheetTitle),
      eq(sheetWriteLeases.holder, holder),
    );
  }
}
