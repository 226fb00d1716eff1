import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database, type Executor } from '@tessera/platform';
import { sheetRows, sheets, spreadsheets } from './db/schema.js';

export type SpreadsheetRecord = {
  id: string;
  name: string;
  source: 'upload' | 'google';
  createdAt: Date;
};
export type SheetRecord = {
  id: string;
  spreadsheetId: string;
  title: string;
  columns: string[];
  rowCount: number;
};
export type NewSheet = { title: string; position: number; columns: string[]; rowCount: number };

/** Rows per INSERT statement. */
const ROWS_PER_INSERT = 2000;

@Injectable()
export class SpreadsheetsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /**
   * An uploaded workbook's record; `id` when the caller chose it (a template's copy);
   * `templateSnapshot` for a template's frozen data.
   */
  async insertSpreadsheet(
    tx: Executor,
    workspaceId: string,
    name: string,
    options: { id?: string; templateSnapshot?: boolean } = {},
  ): Promise<string> {
    const [row] = await tx
      .insert(spreadsheets)
      .values({
        ...(options.id ? { id: options.id } : {}),
        workspaceId,
        name,
        source: 'upload',
        templateSnapshot: options.templateSnapshot ?? false,
      })
      .returning({ id: spreadsheets.id });
    return row!.id;
  }

  async exists(workspaceId: string, id: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: spreadsheets.id })
      .from(spreadsheets)
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, id)));
    return row !== undefined;
  }

  async insertGoogleSpreadsheet(
    tx: Executor,
    workspaceId: string,
    google: { name: string; googleSpreadsheetId: string; googleConnectionId: string },
  ): Promise<string> {
    const [row] = await tx
      .insert(spreadsheets)
      .values({ workspaceId, source: 'google', ...google })
      .returning({ id: spreadsheets.id });
    return row!.id;
  }

  /** The workspace's spreadsheet reading this Google spreadsheet, if it was added before. */
  async findGoogle(
    tx: Executor,
    workspaceId: string,
    googleSpreadsheetId: string,
  ): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: spreadsheets.id })
      .from(spreadsheets)
      .where(
        and(
          eq(spreadsheets.workspaceId, workspaceId),
          eq(spreadsheets.googleSpreadsheetId, googleSpreadsheetId),
        ),
      )
      .for('update');
    return row?.id;
  }

  async relinkGoogleSpreadsheet(
    tx: Executor,
    workspaceId: string,
    id: string,
    link: { name: string; googleConnectionId: string },
  ): Promise<void> {
    await tx
      .update(spreadsheets)
      .set({ ...link, updatedAt: new Date() })
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, id)));
  }

  /** Replaces the sheet list of a Google spreadsheet (its rows live in Google, not here). */
  async replaceSheets(
    tx: Executor,
    workspaceId: string,
    spreadsheetId: string,
    list: readonly NewSheet[],
  ): Promise<void> {
    await this.deleteSheets(tx, workspaceId, spreadsheetId);
    for (const sheet of list) await this.insertSheet(tx, workspaceId, spreadsheetId, sheet);
  }

  /** Removes every sheet of the spreadsheet, with their rows. */
  async deleteSheets(tx: Executor, workspaceId: string, spreadsheetId: string): Promise<void> {
    await tx
      .delete(sheets)
      .where(and(eq(sheets.workspaceId, workspaceId), eq(sheets.spreadsheetId, spreadsheetId)));
  }

  async insertSheet(
    tx: Executor,
    workspaceId: string,
    spreadsheetId: string,
    sheet: NewSheet,
  ): Promise<string> {
    const [row] = await tx
      .insert(sheets)
      .values({ workspaceId, spreadsheetId, ...sheet })
      .returning({ id: sheets.id });
    return row!.id;
  }

  /**
   * Inserts rows in order, numbering their positions from 1. Each statement carries a chunk of
   * rows as one JSON parameter that the database expands: far faster than thousands of bound
   * parameters, on PGlite above all.
   */
  async insertRows(
    tx: Executor,
    workspaceId: string,
    sheetId: string,
    rows: readonly Record<string, string>[],
  ): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const chunk = JSON.stringify(rows.slice(start, start + ROWS_PER_INSERT));
      await tx.execute(sql`
        insert into ${sheetRows} (${sql.identifier(sheetRows.workspaceId.name)},
          ${sql.identifier(sheetRows.sheetId.name)}, ${sql.identifier(sheetRows.position.name)},
          ${sql.identifier(sheetRows.values.name)})
        select ${workspaceId}, ${sheetId}, (${start} + item.ordinality)::int, item.value
        from jsonb_array_elements(${chunk}::jsonb) with ordinality as item(value, ordinality)`);
    }
  }

  async list(workspaceId: string, onlyId?: string): Promise<SpreadsheetRecord[]> {
    return this.db
      .select({
        id: spreadsheets.id,
        name: spreadsheets.name,
        source: spreadsheets.source,
        createdAt: spreadsheets.createdAt,
      })
      .from(spreadsheets)
      .where(
        and(
          eq(spreadsheets.workspaceId, workspaceId),
          // Templates' frozen data are no spreadsheet of the workspace's.
          eq(spreadsheets.templateSnapshot, false),
          onlyId === undefined ? undefined : eq(spreadsheets.id, onlyId),
        ),
      )
      .orderBy(desc(spreadsheets.createdAt), asc(spreadsheets.id));
  }

  /** Renames one of the workspace's spreadsheets (not a template's data); false when none. */
  async rename(workspaceId: string, id: string, name: string): Promise<boolean> {
    const renamed = await this.db
      .update(spreadsheets)
      .set({ name, updatedAt: new Date() })
      .where(
        and(
          eq(spreadsheets.workspaceId, workspaceId),
          eq(spreadsheets.id, id),
          eq(spreadsheets.templateSnapshot, false),
        ),
      )
      .returning({ id: spreadsheets.id });
    return renamed.length > 0;
  }

  async sheetsOf(workspaceId: string, spreadsheetIds: string[]): Promise<SheetRecord[]> {
    if (spreadsheetIds.length === 0) return [];
    return this.db
      .select({
        id: sheets.id,
        spreadsheetId: sheets.spreadsheetId,
        title: sheets.title,
        columns: sheets.columns,
        rowCount: sheets.rowCount,
      })
      .from(sheets)
      .where(
        and(eq(sheets.workspaceId, workspaceId), inArray(sheets.spreadsheetId, spreadsheetIds)),
      )
      .orderBy(asc(sheets.spreadsheetId), asc(sheets.position));
  }

  /** Deletes the spreadsheet (its sheets and rows cascade); false when there was none. */
  /** Deletes one of the workspace's spreadsheets (or, `templateSnapshot`, a template's data). */
  async delete(workspaceId: string, id: string, templateSnapshot = false): Promise<boolean> {
    const deleted = await this.db
      .delete(spreadsheets)
      .where(
        and(
          eq(spreadsheets.workspaceId, workspaceId),
          eq(spreadsheets.id, id),
          eq(spreadsheets.templateSnapshot, templateSnapshot),
        ),
      )
      .returning({ id: spreadsheets.id });
    return deleted.length > 0;
  }
}
