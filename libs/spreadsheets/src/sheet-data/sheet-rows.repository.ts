import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, max, sql } from 'drizzle-orm';
import { DATABASE, sheetRows, sheets, type Database, type Executor } from '@tessera/platform';
import type { StoredRow } from './sheet-query.js';

export type SheetHeader = { id: string; title: string; columns: string[] };

@Injectable()
export class SheetRowsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findSheet(
    workspaceId: string,
    spreadsheetId: string,
    title: string,
  ): Promise<SheetHeader | undefined> {
    const [sheet] = await this.db
      .select({ id: sheets.id, title: sheets.title, columns: sheets.columns })
      .from(sheets)
      .where(
        and(
          eq(sheets.workspaceId, workspaceId),
          eq(sheets.spreadsheetId, spreadsheetId),
          eq(sheets.title, title),
        ),
      );
    return sheet;
  }

  async countRows(workspaceId: string, sheetId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(sheetRows)
      .where(and(eq(sheetRows.workspaceId, workspaceId), eq(sheetRows.sheetId, sheetId)));
    return row?.total ?? 0;
  }

  /** Rows in sheet order; `page` limits them to one page. */
  async rows(
    workspaceId: string,
    sheetId: string,
    page?: { limit: number; offset: number },
  ): Promise<StoredRow[]> {
    const query = this.db
      .select({ id: sheetRows.id, values: sheetRows.values })
      .from(sheetRows)
      .where(and(eq(sheetRows.workspaceId, workspaceId), eq(sheetRows.sheetId, sheetId)))
      .orderBy(asc(sheetRows.position), asc(sheetRows.id));
    return page ? query.limit(page.limit).offset(page.offset) : query;
  }

  /**
   * Appends a row after the last one. The sheet row is locked first, so concurrent appends get
   * distinct positions and row_count stays exact.
   */
  async appendRow(
    tx: Executor,
    workspaceId: string,
    sheetId: string,
    values: Record<string, string>,
  ): Promise<string> {
    await tx
      .select({ id: sheets.id })
      .from(sheets)
      .where(and(eq(sheets.workspaceId, workspaceId), eq(sheets.id, sheetId)))
      .for('update');
    const [last] = await tx
      .select({ position: max(sheetRows.position) })
      .from(sheetRows)
      .where(and(eq(sheetRows.workspaceId, workspaceId), eq(sheetRows.sheetId, sheetId)));
    const [row] = await tx
      .insert(sheetRows)
      .values({ workspaceId, sheetId, position: (last?.position ?? 0) + 1, values })
      .returning({ id: sheetRows.id });
    await tx
      .update(sheets)
      .set({ rowCount: sql`${sheets.rowCount} + 1` })
      .where(and(eq(sheets.workspaceId, workspaceId), eq(sheets.id, sheetId)));
    return row!.id;
  }
}
