import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '@tessera/platform';
import { sheets, spreadsheets } from '../db/schema.js';

/** The spreadsheet and sheet lookups of sheet requests, in the workspace they resolved to. */
@Injectable()
export class SheetAccessRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async spreadsheetExists(workspaceId: string, spreadsheetId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: spreadsheets.id })
      .from(spreadsheets)
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, spreadsheetId)));
    return row !== undefined;
  }

  /** The spreadsheet's sheet titles in workbook order. */
  async sheetTitles(workspaceId: string, spreadsheetId: string): Promise<string[]> {
    const rows = await this.db
      .select({ title: sheets.title })
      .from(sheets)
      .where(and(eq(sheets.workspaceId, workspaceId), eq(sheets.spreadsheetId, spreadsheetId)))
      .orderBy(asc(sheets.position));
    return rows.map((row) => row.title);
  }

  /** The header of one sheet of the spreadsheet; undefined when it has no such sheet. */
  async sheetColumns(
    workspaceId: string,
    spreadsheetId: string,
    title: string,
  ): Promise<string[] | undefined> {
    const [sheet] = await this.db
      .select({ columns: sheets.columns })
      .from(sheets)
      .where(
        and(
          eq(sheets.workspaceId, workspaceId),
          eq(sheets.spreadsheetId, spreadsheetId),
          eq(sheets.title, title),
        ),
      );
    return sheet?.columns;
  }
}
