import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { type Database } from '@tessera/platform';
import type { StoredRow } from '../../sheet-data/sheet-query.js';
import {
  WriteRefusedError,
  type SheetOutline,
  type SheetReadResult,
  type SpreadsheetConnector,
} from '../spreadsheet-connector.port.js';
import { sheetRows, sheets } from '../../db/schema.js';

/**
 * An uploaded CSV/XLSX workbook: its rows live in the database (`sheet_rows`, the row id is the
 * `_id`). Writes are idempotent so that a row write applied twice (at-least-once delivery) is
 * harmless: an append of an id that exists replaces its values.
 */
export class WorkbookConnector implements SpreadsheetConnector {
  constructor(
    private readonly db: Database,
    private readonly workspaceId: string,
    private readonly spreadsheetId: string,
  ) {}

  async listSheets(): Promise<SheetOutline[]> {
    return this.db
      .select({ title: sheets.title, columns: sheets.columns })
      .from(sheets)
      .where(this.ofSpreadsheet())
      .orderBy(asc(sheets.position));
  }

  async readSheets(titles: readonly string[]): Promise<Map<string, SheetReadResult>> {
    const found = titles.length
      ? await this.db
          .select({ id: sheets.id, title: sheets.title, columns: sheets.columns })
          .from(sheets)
          .where(and(this.ofSpreadsheet(), inArray(sheets.title, [...titles])))
      : [];
    const results = new Map<string, SheetReadResult>();
    for (const title of titles) {
      const sheet = found.find((candidate) => candidate.title === title);
      if (!sheet) {
        results.set(title, { ok: false, error: `Sheet "${title}" not found.` });
        continue;
      }
      const stored = await this.db
        .select({ id: sheetRows.id, values: sheetRows.values })
        .from(sheetRows)
        .where(and(eq(sheetRows.workspaceId, this.workspaceId), eq(sheetRows.sheetId, sheet.id)))
        .orderBy(asc(sheetRows.position), asc(sheetRows.id));
      const rows: StoredRow[] = stored.map((row) => ({
        id: row.id,
        values: everyColumn(sheet.columns, row.values),
      }));
      results.set(title, { ok: true, sheet: { title, columns: sheet.columns, rows } });
    }
    return results;
  }

  async appendRow(title: string, row: StoredRow): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Locking the sheet row gives concurrent appends distinct positions and an exact row_count.
      const [sheet] = await tx
        .select({ id: sheets.id, columns: sheets.columns })
        .from(sheets)
        .where(and(this.ofSpreadsheet(), eq(sheets.title, title)))
        .for('update');
      if (!sheet) throw new WriteRefusedError(`Sheet "${title}" not found.`);
      const [last] = await tx
        .select({ position: max(sheetRows.position) })
        .from(sheetRows)
        .where(and(eq(sheetRows.workspaceId, this.workspaceId), eq(sheetRows.sheetId, sheet.id)));
      const inserted = await tx
        .insert(sheetRows)
        .values({
          id: row.id,
          workspaceId: this.workspaceId,
          sheetId: sheet.id,
          position: (last?.position ?? 0) + 1,
          values: everyColumn(sheet.columns, row.values),
        })
        .onConflictDoNothing()
        .returning({ id: sheetRows.id });
      if (inserted.length === 0) {
        await tx
          .update(sheetRows)
          .set({ values: everyColumn(sheet.columns, row.values), updatedAt: new Date() })
          .where(and(eq(sheetRows.workspaceId, this.workspaceId), eq(sheetRows.id, row.id)));
        return;
      }
      await tx
        .update(sheets)
        .set({ rowCount: sql`${sheets.rowCount} + 1` })
        .where(eq(sheets.id, sheet.id));
    });
  }

  async updateRow(title: string, id: string, values: Record<string, string>): Promise<void> {
    const sheet = await this.sheetId(title);
    const updated = await this.db
      .update(sheetRows)
      .set({
        values: sql`${sheetRows.values} || ${JSON.stringify(values)}::jsonb`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(sheetRows.workspaceId, this.workspaceId),
          eq(sheetRows.sheetId, sheet),
          eq(sheetRows.id, id),
        ),
      )
      .returning({ id: sheetRows.id });
    if (updated.length === 0)
      throw new WriteRefusedError(`Row "${id}" not found in sheet "${title}".`);
  }

  async deleteRow(title: string, id: string): Promise<void> {
    const sheet = await this.sheetId(title);
    await this.db.transaction(async (tx) => {
      const deleted = await tx
        .delete(sheetRows)
        .where(
          and(
            eq(sheetRows.workspaceId, this.workspaceId),
            eq(sheetRows.sheetId, sheet),
            eq(sheetRows.id, id),
          ),
        )
        .returning({ id: sheetRows.id });
      if (deleted.length > 0)
        await tx
          .update(sheets)
          .set({ rowCount: sql`${sheets.rowCount} - 1` })
          .where(eq(sheets.id, sheet));
    });
  }

  private async sheetId(title: string): Promise<string> {
    const [sheet] = await this.db
      .select({ id: sheets.id })
      .from(sheets)
      .where(and(this.ofSpreadsheet(), eq(sheets.title, title)));
    if (!sheet) throw new WriteRefusedError(`Sheet "${title}" not found.`);
    return sheet.id;
  }

  private ofSpreadsheet() {
    return and(
      eq(sheets.workspaceId, this.workspaceId),
      eq(sheets.spreadsheetId, this.spreadsheetId),
    );
  }
}

/** One value per column of the sheet, in its order; a column without a value is empty. */
function everyColumn(
  columns: readonly string[],
  values: Record<string, string>,
): Record<string, string> {
  return Object.fromEntries(
    columns.map((column) => [column, Object.hasOwn(values, column) ? values[column]! : '']),
  );
}
