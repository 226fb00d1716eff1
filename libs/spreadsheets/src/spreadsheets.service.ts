import { Inject, Injectable } from '@nestjs/common';
import type { SpreadsheetReplacement, SpreadsheetResponse } from '@tessera/contracts';
import { spreadsheetName } from '@tessera/domain';
import { DATABASE, recordEvent, type Database, type Executor, type Owner } from '@tessera/platform';
import { BUILDER_PORT, type BuilderPort } from './builder/builder.port.js';
import { parseWorkbook } from './import/parse-workbook.js';
import { replacingSheets, sheetChanges } from './import/sheet-changes.js';
import type { ParsedSheet, WorkbookFile } from './import/workbook.js';
import { RowWritesRepository } from './row-writes/row-writes.repository.js';
import { SheetCache } from './sheet-cache/sheet-cache.js';
import { SpreadsheetsError } from './spreadsheets.errors.js';
import { SpreadsheetsRepository, type SpreadsheetRecord } from './spreadsheets.repository.js';

export type SpreadsheetListItem = SpreadsheetResponse & { createdAt: string };

@Injectable()
export class SpreadsheetsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly spreadsheets: SpreadsheetsRepository,
    @Inject(BUILDER_PORT) private readonly builder: BuilderPort,
    private readonly writes: RowWritesRepository,
    private readonly cache: SheetCache,
  ) {}

  /**
   * Imports an uploaded CSV or XLSX file into the workspace: the spreadsheet, its sheets, every row
   * and the `spreadsheet.imported` event in one transaction, so a failure leaves nothing behind.
   * A file that cannot be imported throws a WorkbookRejectedError before anything is written.
   */
  async importWorkbook(workspaceId: string, file: WorkbookFile): Promise<SpreadsheetResponse> {
    const { sheets } = await parseWorkbook(file);
    return this.importSheets(workspaceId, spreadsheetName(file.fileName), sheets);
  }

  /**
   * Stores sheets as a new uploaded spreadsheet (a starter app's data, built in code): the same
   * transaction and event as an imported file.
   */
  async importSheets(
    workspaceId: string,
    name: string,
    sheets: readonly ParsedSheet[],
  ): Promise<SpreadsheetResponse> {
    return this.db.transaction(async (tx) => {
      const id = await this.spreadsheets.insertSpreadsheet(tx, workspaceId, name);
      await this.writeSheets(tx, workspaceId, id, sheets);
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

  /**
   * Replaces an uploaded spreadsheet's sheets and rows with a new file's, keeping the spreadsheet
   * (its boards and apps keep reading it; sheets and columns are found again by name), and says
   * what changed. Refused for a Google spreadsheet, and while row writes still wait to reach it
   * (they would be lost). One transaction with `spreadsheet.imported`; then the cache forgets it.
   */
  async replaceWorkbook(
    owner: Owner,
    id: string,
    file: WorkbookFile,
  ): Promise<SpreadsheetReplacement> {
    assertDashboardSession(owner);
    const [record] = await this.spreadsheets.list(owner.workspaceId, id);
    if (!record) throw new SpreadsheetsError('notFound');
    if (record.source !== 'upload') throw new SpreadsheetsError('replaceGoogle');
    const before = await this.spreadsheets.sheetsOf(owner.workspaceId, [id]);
    const sheets = replacingSheets(before, await parseWorkbook(file));
    await this.db.transaction(async (tx) => {
      if (await this.writes.anyPending(tx, owner.workspaceId, id))
        throw new SpreadsheetsError('writesPending');
      await this.writes.forgetSettled(tx, owner.workspaceId, id);
      await this.spreadsheets.deleteSheets(tx, owner.workspaceId, id);
      await this.writeSheets(tx, owner.workspaceId, id, sheets);
      await recordEvent(tx, 'spreadsheet.imported', {
        workspaceId: owner.workspaceId,
        spreadsheetId: id,
        sheets: sheets.length,
      });
    });
    await this.cache.invalidateSpreadsheet(owner.workspaceId, id);
    return { spreadsheet: await this.get(owner, id), changes: sheetChanges(before, sheets) };
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

  /**
   * Gives the spreadsheet another name; its boards and apps keep using it. From the dashboard
   * only: an app-editor session is bound to its app, and other boards and apps may share it.
   */
  async rename(owner: Owner, id: string, name: string): Promise<SpreadsheetResponse> {
    assertDashboardSession(owner);
    if (!(await this.spreadsheets.rename(owner.workspaceId, id, name)))
      throw new SpreadsheetsError('notFound');
    return this.get(owner, id);
  }

  /** Deletes the spreadsheet, from the dashboard only (like rename and replace). */
  async remove(owner: Owner, id: string): Promise<void> {
    assertDashboardSession(owner);
    const deleted = await this.spreadsheets.delete(owner.workspaceId, id);
    // Also when it was already gone: a retry after a failed notification completes it.
    await this.builder.spreadsheetRemoved(owner.workspaceId, id);
    if (!deleted) throw new SpreadsheetsError('notFound');
  }

  private async writeSheets(
    tx: Executor,
    workspaceId: string,
    spreadsheetId: string,
    sheets: readonly ParsedSheet[],
  ): Promise<void> {
    for (const [position, sheet] of sheets.entries()) {
      const sheetId = await this.spreadsheets.insertSheet(tx, workspaceId, spreadsheetId, {
        title: sheet.title,
        position,
        columns: sheet.columns,
        rowCount: sheet.rows.length,
      });
      await this.spreadsheets.insertRows(tx, workspaceId, sheetId, sheet.rows);
    }
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

/**
 * Renaming, replacing and deleting a spreadsheet are the dashboard's: an app-editor session is
 * bound to its app, and other boards and apps may read the same spreadsheet. To such a session,
 * the spreadsheet is not found.
 */
function assertDashboardSession(owner: Owner): void {
  if (owner.appId !== null) throw new SpreadsheetsError('notFound');
}
