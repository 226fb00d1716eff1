import { Inject, Injectable } from '@nestjs/common';
import type { SpreadsheetResponse } from '@tessera/contracts';
import { spreadsheetName } from '@tessera/domain';
import { DATABASE, recordEvent, type Database, type Owner } from '@tessera/platform';
import { BUILDER_PORT, type BuilderPort } from './builder/builder.port.js';
import { parseWorkbook } from './import/parse-workbook.js';
import type { WorkbookFile } from './import/workbook.js';
import { SpreadsheetsError } from './spreadsheets.errors.js';
import { SpreadsheetsRepository, type SpreadsheetRecord } from './spreadsheets.repository.js';

export type SpreadsheetListItem = SpreadsheetResponse & { createdAt: string };

@Injectable()
export class SpreadsheetsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly spreadsheets: SpreadsheetsRepository,
    @Inject(BUILDER_PORT) private readonly builder: BuilderPort,
  ) {}

  /**
   * Imports an uploaded CSV or XLSX file into the workspace: the spreadsheet, its sheets, every row
   * and the `spreadsheet.imported` event in one transaction, so a failure leaves nothing behind.
   * A file that cannot be imported throws a WorkbookRejectedError before anything is written.
   */
  async importWorkbook(workspaceId: string, file: WorkbookFile): Promise<SpreadsheetResponse> {
    const { sheets } = await parseWorkbook(file);
    const name = spreadsheetName(file.fileName);
    return this.db.transaction(async (tx) => {
      const id = await this.spreadsheets.insertSpreadsheet(tx, workspaceId, name);
      for (const [position, sheet] of sheets.entries()) {
        const sheetId = await this.spreadsheets.insertSheet(tx, workspaceId, id, {
          title: sheet.title,
          position,
          columns: sheet.columns,
          rowCount: sheet.rows.length,
        });
        await this.spreadsheets.insertRows(tx, workspaceId, sheetId, sheet.rows);
      }
      await recordEvent(tx, 'spreadsheet.imported', {
        workspaceId,
        spreadsheetId: id,
        sheets: sheets.length,
      });
      return {
        id,
        name,
        source: 'upload' as const,
        sheets: sheets.map(({ title, columns, rows }) => ({
          title,
          columns,
          rowCount: rows.length,
        })),
      };
    });
  }

  async list(owner: Owner): Promise<SpreadsheetListItem[]> {
    const only = await this.onlySpreadsheetOf(owner);
    if (only === null) return [];
    const records = await this.spreadsheets.list(owner.workspaceId, only);
    return this.withSheets(owner.workspaceId, records);
  }

  async get(owner: Owner, id: string): Promise<SpreadsheetResponse> {
    await this.assertReachable(owner, id);
    const [found] = await this.withSheets(
      owner.workspaceId,
      await this.spreadsheets.list(owner.workspaceId, id),
    );
    if (!found) throw new SpreadsheetsError('notFound');
    const { createdAt: _createdAt, ...spreadsheet } = found;
    return spreadsheet;
  }

  /** Gives the spreadsheet another name; its boards and apps keep using it. */
  async rename(owner: Owner, id: string, name: string): Promise<SpreadsheetResponse> {
    await this.assertReachable(owner, id);
    if (!(await this.spreadsheets.rename(owner.workspaceId, id, name)))
      throw new SpreadsheetsError('notFound');
    return this.get(owner, id);
  }

  async remove(owner: Owner, id: string): Promise<void> {
    await this.assertReachable(owner, id);
    const deleted = await this.spreadsheets.delete(owner.workspaceId, id);
    // Also when it was already gone: a retry after a failed notification completes it.
    await this.builder.spreadsheetRemoved(owner.workspaceId, id);
    if (!deleted) throw new SpreadsheetsError('notFound');
  }

  private async assertReachable(owner: Owner, id: string): Promise<void> {
    const only = await this.onlySpreadsheetOf(owner);
    if (only === null || (only !== undefined && only !== id))
      throw new SpreadsheetsError('notFound');
  }

  /**
   * An app-editor session may only touch its app, so it sees that app's spreadsheet alone
   * (null: none). Undefined: no restriction beyond the workspace.
   */
  private async onlySpreadsheetOf(owner: Owner): Promise<string | null | undefined> {
    if (owner.appId === null) return undefined;
    return this.builder.appSpreadsheetId(owner.workspaceId, owner.appId);
  }

  private async withSheets(
    workspaceId: string,
    records: SpreadsheetRecord[],
  ): Promise<SpreadsheetListItem[]> {
    const sheets = await this.spreadsheets.sheetsOf(
      workspaceId,
      records.map((r) => r.id),
    );
    return records.map((record) => ({
      id: record.id,
      name: record.name,
      source: record.source,
      createdAt: record.createdAt.toISOString(),
      sheets: sheets
        .filter((sheet) => sheet.spreadsheetId === record.id)
        .map(({ title, columns, rowCount }) => ({ title, columns, rowCount })),
    }));
  }
}
