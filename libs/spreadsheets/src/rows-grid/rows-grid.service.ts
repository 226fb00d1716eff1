import { Injectable } from '@nestjs/common';
import type { GridRowsQuery, SheetDataResponse, SheetRow } from '@tessera/contracts';
import type { Owner } from '@tessera/platform';
import { RowWritesService } from '../row-writes/row-writes.service.js';
import type { SheetContext } from '../sheet-data/sheet-access.js';
import { SheetReader } from '../sheet-data/sheet-reader.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';

/**
 * The owner's rows grid in the dashboard: every row of a sheet, paged and searched, and cells,
 * rows added and rows deleted by a workspace member with no block between. Reads come from the
 * same cache and writes go through the same accepted-write path as blocks' (RowWritesService).
 */
@Injectable()
export class RowsGridService {
  constructor(
    private readonly spreadsheets: SpreadsheetsRepository,
    private readonly reader: SheetReader,
    private readonly writes: RowWritesService,
  ) {}

  async read(
    owner: Owner,
    spreadsheetId: string,
    title: string,
    query: GridRowsQuery,
  ): Promise<SheetDataResponse> {
    const context = await this.memberContext(owner, spreadsheetId);
    const { page, page_size, search } = query;
    return this.reader.readSheet(
      { workspaceId: context.workspaceId, spreadsheetId, title },
      { page, page_size, search },
      { viewer: { email: owner.email, name: null }, bypass: query.fresh === '1' },
    );
  }

  async add(
    owner: Owner,
    spreadsheetId: string,
    title: string,
    values: Record<string, string>,
  ): Promise<SheetRow> {
    return this.writes.addByMember(await this.memberContext(owner, spreadsheetId), title, values);
  }

  async edit(
    owner: Owner,
    spreadsheetId: string,
    title: string,
    rowId: string,
    values: Record<string, string>,
  ): Promise<SheetRow> {
    const context = await this.memberContext(owner, spreadsheetId);
    return this.writes.editByMember(context, title, rowId, values);
  }

  async remove(owner: Owner, spreadsheetId: string, title: string, rowId: string) {
    const context = await this.memberContext(owner, spreadsheetId);
    return this.writes.deleteByMember(context, title, rowId);
  }

  /**
   * A spreadsheet of the owner's workspace (not a template's data), from the dashboard: an
   * app-editor session is bound to its app and has no grid. Anything else is 'Sheet not found.'.
   */
  private async memberContext(owner: Owner, spreadsheetId: string): Promise<SheetContext> {
    if (owner.appId !== null) throw SheetsError.notFound();
    const [spreadsheet] = await this.spreadsheets.list(owner.workspaceId, spreadsheetId);
    if (!spreadsheet) throw SheetsError.notFound();
    return {
      workspaceId: owner.workspaceId,
      spreadsheetId,
      member: true,
      canWrite: true,
      blockHost: null,
    };
  }
}
