import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '@tessera/platform';
import { sheetRowWrites } from '../db/schema.js';

export type RowWriteKind = 'add' | 'update' | 'delete';

export type RowWrite = {
  id: string;
  rowId: string;
  kind: RowWriteKind;
  values: Record<string, string>;
  status: 'pending' | 'applied' | 'failed';
  attempts: number;
  lastError: string | null;
  createdAt: Date;
};

export type SheetRef = { workspaceId: string; spreadsheetId: string; sheetTitle: string };

const columns = {
  id: sheetRowWrites.id,
  rowId: sheetRowWrites.rowId,
  kind: sheetRowWrites.kind,
  values: sheetRowWrites.values,
  status: sheetRowWrites.status,
  attempts: sheetRowWrites.attempts,
  lastError: sheetRowWrites.lastError,
  createdAt: sheetRowWrites.createdAt,
};

/** Accepted row writes, always scoped by workspace. */
@Injectable()
export class RowWritesRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(
    tx: Executor,
    sheet: SheetRef,
    write: { rowId: string; kind: RowWriteKind; values: Record<string, string> },
  ): Promise<string> {
    const [row] = await tx
      .insert(sheetRowWrites)
      .values({ ...sheet, ...write })
      .returning({ id: sheetRowWrites.id });
    return row!.id;
  }

  /**
   * Writes a copy fetched at `fetchedAt` may lack (the pending ones and those applied since), and
   * the writes refused for good since `refusedSince` (for the sync note), in the order made.
   */
  overlay(sheet: SheetRef, fetchedAt: Date, refusedSince: Date): Promise<RowWrite[]> {
    return this.db
      .select(columns)
      .from(sheetRowWrites)
      .where(
        and(
          this.ofSheet(sheet),
          or(
            eq(sheetRowWrites.status, 'pending'),
            and(eq(sheetRowWrites.status, 'applied'), gt(sheetRowWrites.appliedAt, fetchedAt)),
            and(eq(sheetRowWrites.status, 'failed'), gt(sheetRowWrites.appliedAt, refusedSince)),
          ),
        ),
      )
      .orderBy(asc(sheetRowWrites.seq));
  }

  /** Whether writes to any sheet of the spreadsheet are still waiting to reach it. */
  async anyPending(db: Executor, workspaceId: string, spreadsheetId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: sheetRowWrites.id })
      .from(sheetRowWrites)
      .where(
        and(
          eq(sheetRowWrites.workspaceId, workspaceId),
          eq(sheetRowWrites.spreadsheetId, spreadsheetId),
          eq(sheetRowWrites.status, 'pending'),
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /**
   * Forgets the spreadsheet's settled writes (its data was replaced): reads lay recent writes over
   * fresh copies, and these were made to rows the new data no longer has.
   */
  async forgetSettled(db: Executor, workspaceId: string, spreadsheetId: string): Promise<void> {
    await db
      .delete(sheetRowWrites)
      .where(
        and(
          eq(sheetRowWrites.workspaceId, workspaceId),
          eq(sheetRowWrites.spreadsheetId, spreadsheetId),
          ne(sheetRowWrites.status, 'pending'),
        ),
      );
  }

  pending(sheet: SheetRef): Promise<RowWrite[]> {
    return this.db
      .select(columns)
      .from(sheetRowWrites)
      .where(and(this.ofSheet(sheet), eq(sheetRowWrites.status, 'pending')))
      .orderBy(asc(sheetRowWrites.seq));
  }

  async markApplied(workspaceId: string, id: string): Promise<void> {
    await this.db
      .update(sheetRowWrites)
      .set({ status: 'applied', appliedAt: sql`now()`, lastError: null })
      .where(and(eq(sheetRowWrites.workspaceId, workspaceId), eq(sheetRowWrites.id, id)));
  }

  /** Sets the write aside for good: the spreadsheet refused it and will refuse it again. */
  async markRefused(workspaceId: string, id: string, error: string): Promise<void> {
    await this.db
      .update(sheetRowWrites)
      .set({
        status: 'failed',
        attempts: sql`${sheetRowWrites.attempts} + 1`,
        lastError: error.slice(0, 1000),
        appliedAt: sql`now()`,
      })
      .where(and(eq(sheetRowWrites.workspaceId, workspaceId), eq(sheetRowWrites.id, id)));
  }

  async markFailed(workspaceId: string, id: string, error: string): Promise<void> {
    await this.db
      .update(sheetRowWrites)
      .set({ attempts: sql`${sheetRowWrites.attempts} + 1`, lastError: error.slice(0, 1000) })
      .where(and(eq(sheetRowWrites.workspaceId, workspaceId), eq(sheetRowWrites.id, id)));
  }

  /** Sheets with writes still pending since before `before`: the sweeper retries them. */
  async sheetsWithPendingWrites(before: Date): Promise<SheetRef[]> {
    return this.db
      .selectDistinct({
        workspaceId: sheetRowWrites.workspaceId,
        spreadsheetId: sheetRowWrites.spreadsheetId,
        sheetTitle: sheetRowWrites.sheetTitle,
      })
      .from(sheetRowWrites)
      .where(and(eq(sheetRowWrites.status, 'pending'), lt(sheetRowWrites.createdAt, before)))
      .limit(500);
  }

  /** Applied and refused writes are kept for the overlay and the sync note, then removed. */
  async purgeSettled(before: Date): Promise<void> {
    await this.db
      .delete(sheetRowWrites)
      .where(and(ne(sheetRowWrites.status, 'pending'), lt(sheetRowWrites.appliedAt, before)));
  }

  private ofSheet(sheet: SheetRef) {
    return and(
      eq(sheetRowWrites.workspaceId, sheet.workspaceId),
      eq(sheetRowWrites.spreadsheetId, sheet.spreadsheetId),
      eq(sheetRowWrites.sheetTitle, sheet.sheetTitle),
    );
  }
}
