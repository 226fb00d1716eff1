import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { DATABASE, spreadsheets, type Database } from '@tessera/platform';
import type { SheetReadResult, SpreadsheetConnector } from './spreadsheet-connector.port.js';
import { WorkbookConnector } from './workbook/workbook.connector.js';

/** A spreadsheet's connector, and whether its Google credential is known to be revoked. */
export type ResolvedConnector = {
  connector: SpreadsheetConnector;
  revoked: boolean;
  /** Records that Google refused the credential (stops background reads and write retries). */
  markRevoked(): Promise<void>;
};

/** Finds the connector of a spreadsheet: its uploaded workbook, or its Google spreadsheet. */
@Injectable()
export class SpreadsheetConnectors {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Null when the spreadsheet does not exist in the workspace. */
  async forSpreadsheet(
    workspaceId: string,
    spreadsheetId: string,
  ): Promise<ResolvedConnector | null> {
    const [record] = await this.db
      .select({ source: spreadsheets.source })
      .from(spreadsheets)
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, spreadsheetId)));
    if (!record) return null;
    return {
      connector: new WorkbookConnector(this.db, workspaceId, spreadsheetId),
      revoked: false,
      markRevoked: () => Promise.resolve(),
    };
  }

  /** The sheet cache's loader: every title gets its rows or the text it failed with. */
  async readSheets(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
  ): Promise<Map<string, SheetReadResult>> {
    const failAll = (error: string) =>
      new Map(titles.map((title): [string, SheetReadResult] => [title, { ok: false, error }]));
    const resolved = await this.forSpreadsheet(workspaceId, spreadsheetId);
    if (!resolved) return failAll('Sheet not found.');
    try {
      return await resolved.connector.readSheets(titles);
    } catch (error) {
      return failAll(error instanceof Error && error.message ? error.message : 'Data Error');
    }
  }
}
