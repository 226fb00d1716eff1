import { Inject, Injectable } from '@nestjs/common';
import type { AddRowRequest, SheetDataResponse, SheetRow } from '@tessera/contracts';
import { PERMISSION_CHOICES } from '@tessera/domain';
import { DATABASE, recordEvent, type Database, type Owner } from '@tessera/platform';
import { SheetAccessRepository, type BlockRecord } from './sheet-access.repository.js';
import { SheetAccess, type SheetContext } from './sheet-access.js';
import { SheetReader, type SheetReadQuery } from './sheet-reader.js';
import { SheetRowsRepository } from './sheet-rows.repository.js';
import { toSheetRow } from './sheet-query.js';
import { SheetsError } from './sheets.errors.js';

/** Block types whose `add_new_row` setting lets viewers add rows (block-configuration §3). */
const ROW_BLOCK_TYPES = new Set(['table', 'list']);

/** Sheet data of boards (`/api/board/...`) and multi-page apps (`/v3/api/page/...`). */
@Injectable()
export class SheetsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: SheetAccess,
    private readonly blocks: SheetAccessRepository,
    private readonly reader: SheetReader,
    private readonly rows: SheetRowsRepository,
  ) {}

  async readBoardSheet(
    viewer: Owner | null,
    spreadsheetId: string,
    title: string,
    query: SheetReadQuery & { board?: string | undefined },
  ): Promise<SheetDataResponse> {
    const context = await this.access.forBoard(viewer, spreadsheetId, query.board);
    return this.reader.readSheet(context.workspaceId, context.spreadsheetId, title, query);
  }

  async readPageSheet(
    viewer: Owner | null,
    host: string | undefined,
    title: string,
    query: SheetReadQuery,
  ): Promise<SheetDataResponse> {
    const context = await this.access.forApp(viewer, host);
    return this.reader.readSheet(context.workspaceId, context.spreadsheetId, title, query);
  }

  async addBoardRow(
    viewer: Owner | null,
    spreadsheetId: string,
    title: string,
    boardPath: string | undefined,
    request: AddRowRequest,
  ): Promise<SheetRow> {
    return this.addRow(
      await this.access.forBoard(viewer, spreadsheetId, boardPath),
      title,
      request,
    );
  }

  async addPageRow(
    viewer: Owner | null,
    host: string | undefined,
    title: string,
    request: AddRowRequest,
  ): Promise<SheetRow> {
    return this.addRow(await this.access.forApp(viewer, host), title, request);
  }

  /**
   * Adds a row sent by a form block, or by a table or list block whose `add_new_row` allows the
   * caller. Values are stored as plain text, never evaluated; the row, the sheet's row count and
   * the `sheet.row-added` event are written in one transaction.
   */
  private async addRow(
    context: SheetContext,
    title: string,
    request: AddRowRequest,
  ): Promise<SheetRow> {
    const block = await this.blockOf(context, request.block_id);
    if (block.settings['sheet_title'] !== title || !mayAddRows(block, context.member))
      throw SheetsError.addRowRefused();
    const sheet = await this.rows.findSheet(context.workspaceId, context.spreadsheetId, title);
    if (!sheet) throw SheetsError.sheetNotFound(title);

    const unknown = Object.keys(request.values).filter((name) => !sheet.columns.includes(name));
    if (unknown.length > 0) throw SheetsError.unknownColumns(title, unknown);
    if (Object.values(request.values).every((value) => value.trim() === ''))
      throw SheetsError.emptyRow();
    const values = Object.fromEntries(
      sheet.columns.map((column) => [
        column,
        Object.hasOwn(request.values, column) ? request.values[column]! : '',
      ]),
    );

    const id = await this.db.transaction(async (tx) => {
      const rowId = await this.rows.appendRow(tx, context.workspaceId, sheet.id, values);
      await recordEvent(tx, 'sheet.row-added', {
        workspaceId: context.workspaceId,
        spreadsheetId: context.spreadsheetId,
        sheetTitle: title,
        rowId,
      });
      return rowId;
    });
    return toSheetRow(id, sheet.columns, values);
  }

  private async blockOf(context: SheetContext, blockId: string): Promise<BlockRecord> {
    const host = context.blockHost;
    const block =
      host === null
        ? undefined
        : host.kind === 'board'
          ? await this.blocks.boardBlock(context.workspaceId, host.boardId, blockId)
          : await this.blocks.appBlock(context.workspaceId, host.appId, blockId);
    if (!block) throw SheetsError.blockNotFound();
    return block;
  }
}

/** Forms always add rows; tables and lists as their `add_new_row` permission (default None) says. */
function mayAddRows(block: BlockRecord, member: boolean): boolean {
  if (block.type === 'form') return true;
  if (!ROW_BLOCK_TYPES.has(block.type)) return false;
  const setting = block.settings['add_new_row'];
  const choice = PERMISSION_CHOICES.find((c) => c === setting) ?? 'None';
  switch (choice) {
    case 'Admins':
      return member;
    case 'Admins & Guests':
    case 'Everyone':
      return true;
    case 'None':
      return false;
  }
}
