import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AddRowRequest, EditRowRequest, SheetRow } from '@tessera/contracts';
import { blockAllowsRowWrite, type RowWriteRequest } from '@tessera/domain';
import { DATABASE, recordEvent, type Database } from '@tessera/platform';
import { SheetAccess, type SheetContext } from '../sheet-data/sheet-access.js';
import { toSheetRow, type StoredRow } from '../sheet-data/sheet-query.js';
import { SheetSnapshots, type SheetSnapshot } from '../sheet-data/sheet-snapshots.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { RowWritesRepository, type RowWriteKind } from './row-writes.repository.js';

/**
 * Row writes from blocks: add (form, table add_new_row), edit (Edit row, editable cells),
 * duplicate and delete, each allowed by the block's permission choice for the caller. An accepted
 * write and its `sheet.row-written` event are stored in one transaction before the answer; the
 * spreadsheet gets it afterwards (RowWriteApplier), and reads show it at once (SheetSnapshots).
 * Values are plain text and never evaluated.
 */
@Injectable()
export class RowWritesService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: SheetAccess,
    private readonly snapshots: SheetSnapshots,
    private readonly writes: RowWritesRepository,
  ) {}

  async add(context: SheetContext, title: string, request: AddRowRequest): Promise<SheetRow> {
    await this.authorise(context, title, request.block_id, { kind: 'add' });
    const sheet = await this.sheetOf(context, title);
    this.checkColumns(sheet, request.values);
    if (Object.values(request.values).every((value) => value.trim() === ''))
      throw SheetsError.emptyRow();
    const row = { id: randomUUID(), values: fullRow(sheet.columns, request.values) };
    await this.accept(context, title, row.id, 'add', row.values);
    return toSheetRow(row.id, sheet.columns, row.values);
  }

  async edit(
    context: SheetContext,
    title: string,
    rowId: string,
    request: EditRowRequest,
  ): Promise<SheetRow> {
    const columns = Object.keys(request.values);
    await this.authorise(context, title, request.block_id, { kind: 'edit', columns });
    const sheet = await this.sheetOf(context, title);
    this.checkColumns(sheet, request.values);
    const row = this.rowOf(sheet, rowId);
    await this.accept(context, title, rowId, 'update', request.values);
    return toSheetRow(rowId, sheet.columns, { ...row.values, ...request.values });
  }

  async duplicate(
    context: SheetContext,
    title: string,
    rowId: string,
    blockId: string,
  ): Promise<SheetRow> {
    await this.authorise(context, title, blockId, { kind: 'duplicate' });
    const sheet = await this.sheetOf(context, title);
    const source = this.rowOf(sheet, rowId);
    const copy = { id: randomUUID(), values: fullRow(sheet.columns, source.values) };
    await this.accept(context, title, copy.id, 'add', copy.values);
    return toSheetRow(copy.id, sheet.columns, copy.values);
  }

  async delete(context: SheetContext, title: string, rowId: string, blockId: string) {
    await this.authorise(context, title, blockId, { kind: 'delete' });
    this.rowOf(await this.sheetOf(context, title), rowId);
    await this.accept(context, title, rowId, 'delete', {});
    return { deleted: rowId };
  }

  private async accept(
    context: SheetContext,
    title: string,
    rowId: string,
    kind: RowWriteKind,
    values: Record<string, string>,
  ): Promise<void> {
    const sheet = {
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      sheetTitle: title,
    };
    await this.db.transaction(async (tx) => {
      const writeId = await this.writes.insert(tx, sheet, { rowId, kind, values });
      await recordEvent(tx, 'sheet.row-written', { ...sheet, writeId, rowId, kind });
    });
  }

  private async authorise(
    context: SheetContext,
    title: string,
    blockId: string,
    write: RowWriteRequest,
  ): Promise<void> {
    const block = await this.access.block(context, blockId);
    if (
      block.settings['sheet_title'] === title &&
      blockAllowsRowWrite(block, write, { admin: context.member })
    )
      return;
    throw write.kind === 'add' ? SheetsError.addRowRefused() : SheetsError.writeRefused(write.kind);
  }

  private sheetOf(context: SheetContext, title: string): Promise<SheetSnapshot> {
    return this.snapshots.current({
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      title,
    });
  }

  private checkColumns(sheet: SheetSnapshot, values: Record<string, string>): void {
    const unknown = Object.keys(values).filter((name) => !sheet.columns.includes(name));
    if (unknown.length > 0) throw SheetsError.unknownColumns(sheet.title, unknown);
  }

  private rowOf(sheet: SheetSnapshot, rowId: string): StoredRow {
    const row = sheet.rows.find((candidate) => candidate.id === rowId);
    if (!row) throw SheetsError.rowNotFound(sheet.title);
    return row;
  }
}

/** Every column of the sheet, in order; columns not given are empty. */
function fullRow(columns: readonly string[], values: Record<string, string>) {
  return Object.fromEntries(
    columns.map((column) => [column, Object.hasOwn(values, column) ? values[column]! : '']),
  );
}
