import { Injectable } from '@nestjs/common';
import type { SheetInfo } from '@tessera/contracts';
import { SpreadsheetsRepository } from './spreadsheets.repository.js';

/**
 * What the gateway's features (boards, apps) may ask about a workspace's spreadsheets, so that
 * they never read the sheets service's tables: whether one exists (the spreadsheet picker) and
 * its sheets (the board and page stores). Scoped by the workspace.
 */
@Injectable()
export class SpreadsheetQueries {
  constructor(private readonly spreadsheets: SpreadsheetsRepository) {}

  async exists(workspaceId: string, spreadsheetId: string): Promise<boolean> {
    return (await this.spreadsheets.list(workspaceId, spreadsheetId)).length > 0;
  }

  /** The spreadsheet's sheets in workbook order (none when the workspace has no such spreadsheet). */
  async sheets(workspaceId: string, spreadsheetId: string): Promise<SheetInfo[]> {
    const sheets = await this.spreadsheets.sheetsOf(workspaceId, [spreadsheetId]);
    return sheets.map(({ title, columns, rowCount }) => ({ title, columns, rowCount }));
  }
}
