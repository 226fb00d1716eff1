import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { AddRowRequest, EditRowRequest, SheetRow } from '@tessera/contracts';
import {
  blockAllowsRowWrite,
  blockFileColumns,
  fileChoiceTakes,
  parseBlockSettings,
  registrationIsSetUp,
  type RowWriteRequest,
} from '@tessera/domain';
import {
  CACHE,
  DATABASE,
  RateLimiter,
  recordEvent,
  signInAddress,
  type CachePort,
  type Database,
} from '@tessera/platform';
import type { SheetViewer } from '../sheet-data/block-row-filter.js';
import type { BuilderBlock } from '../builder/builder.port.js';
import { SheetAccessRepository } from '../sheet-data/sheet-access.repository.js';
import { SheetAccess, type SheetContext } from '../sheet-data/sheet-access.js';
import { toSheetRow } from '../sheet-data/sheet-query.js';
import { SheetSnapshots, type SheetSnapshot } from '../sheet-data/sheet-snapshots.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { visibleRow } from '../sheet-data/visible-row.js';
import { SHEET_FILES, type SheetFilesPort } from '../sheet-files/sheet-files.port.js';
import { answerProblems } from './answer-checks.js';
import { RowWritesRepository, type RowWriteKind } from './row-writes.repository.js';

/**
 * Who writes and where: the authorised context, the viewer (filters need the e-mail) and, for
 * answers to forms, the caller's address (their rate limit).
 */
export type RowWriter = { context: SheetContext; viewer: SheetViewer; ip?: string | undefined };

/**
 * Answers one network (an IPv4 address, an IPv6 /64) may send through one app's (or board's)
 * forms and events per window: room for a busy office or venue, not for a flood.
 */
export const ANSWERS_PER_WINDOW = 60;
export const ANSWERS_WINDOW_MS = 10 * 60_000;

/**
 * Row writes from blocks: add (form, event registration, table add_new_row), edit (Edit row,
 * editable cells), duplicate and delete, each allowed by the block's permission choice for the caller, on the
 * block's own columns and on rows the block shows this viewer. An accepted write and its
 * `sheet.row-written` event are stored in one transaction before the answer; the spreadsheet gets
 * it afterwards (RowWriteApplier), and reads show it at once (SheetSnapshots). Values are plain
 * text and never evaluated.
 */
@Injectable()
export class RowWritesService {
  private readonly limiter: RateLimiter;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly access: SheetAccess,
    private readonly sheets: SheetAccessRepository,
    private readonly snapshots: SheetSnapshots,
    private readonly writes: RowWritesRepository,
    @Inject(SHEET_FILES) private readonly files: SheetFilesPort,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  /**
   * Adds a row. Only the sheet's header is needed, not its rows, so a form keeps working while
   * the spreadsheet cannot be read: the write waits for it like any other.
   */
  async add({ context, ip }: RowWriter, title: string, request: AddRowRequest): Promise<SheetRow> {
    const block = await this.authorise(context, title, request.block_id, { kind: 'add' });
    await this.checkAnswers(context, block, request, ip);
    const columns = await this.sheets.sheetColumns(
      context.workspaceId,
      context.spreadsheetId,
      title,
    );
    if (!columns) throw SheetsError.sheetNotFound(title);
    checkColumns(title, columns, block, request.values);
    if (Object.values(request.values).every((value) => value.trim() === ''))
      throw SheetsError.emptyRow();
    const files = await this.sentFiles(context, block, request.values);
    const row = { id: randomUUID(), values: fullRow(columns, request.values) };
    await this.accept(context, title, row.id, 'add', row.values, files);
    return toSheetRow(row.id, columns, row.values);
  }

  async edit(
    writer: RowWriter,
    title: string,
    rowId: string,
    request: EditRowRequest,
  ): Promise<SheetRow> {
    const columns = Object.keys(request.values);
    const { context } = writer;
    const block = await this.authorise(context, title, request.block_id, { kind: 'edit', columns });
    const sheet = await this.sheetOf(context, title);
    checkColumns(title, sheet.columns, block, request.values);
    const row = visibleRow(sheet, rowId, block, writer.viewer);
    const files = await this.sentFiles(context, block, request.values);
    await this.accept(context, title, rowId, 'update', request.values, files);
    return toSheetRow(rowId, sheet.columns, { ...row.values, ...request.values });
  }

  async duplicate(writer: RowWriter, title: string, rowId: string, blockId: string) {
    const { context } = writer;
    const block = await this.authorise(context, title, blockId, { kind: 'duplicate' });
    const sheet = await this.sheetOf(context, title);
    const source = visibleRow(sheet, rowId, block, writer.viewer);
    const copy = { id: randomUUID(), values: fullRow(sheet.columns, source.values) };
    await this.accept(context, title, copy.id, 'add', copy.values);
    return toSheetRow(copy.id, sheet.columns, copy.values);
  }

  async delete(writer: RowWriter, title: string, rowId: string, blockId: string) {
    const { context } = writer;
    const block = await this.authorise(context, title, blockId, { kind: 'delete' });
    visibleRow(await this.sheetOf(context, title), rowId, block, writer.viewer);
    await this.accept(context, title, rowId, 'delete', {});
    return { deleted: rowId };
  }

  /**
   * The owner's rows grid (dashboard): a workspace member adds a row with any columns of the
   * sheet, with no block between. Accepted and applied like a block's write.
   */
  async addByMember(
    context: SheetContext,
    title: string,
    values: Record<string, string>,
  ): Promise<SheetRow> {
    requireMember(context);
    const columns = await this.sheets.sheetColumns(
      context.workspaceId,
      context.spreadsheetId,
      title,
    );
    if (!columns) throw SheetsError.sheetNotFound(title);
    checkSheetColumns(title, columns, values);
    if (Object.values(values).every((value) => value.trim() === '')) throw SheetsError.emptyRow();
    const row = { id: randomUUID(), values: fullRow(columns, values) };
    await this.accept(context, title, row.id, 'add', row.values);
    return toSheetRow(row.id, columns, row.values);
  }

  /** The owner's rows grid: a member changes cells of any row of the sheet. */
  async editByMember(
    context: SheetContext,
    title: string,
    rowId: string,
    values: Record<string, string>,
  ): Promise<SheetRow> {
    requireMember(context);
    const sheet = await this.sheetOf(context, title);
    checkSheetColumns(title, sheet.columns, values);
    const row = storedRow(sheet, rowId);
    await this.accept(context, title, rowId, 'update', values);
    return toSheetRow(rowId, sheet.columns, { ...row.values, ...values });
  }

  /** The owner's rows grid: a member deletes any row of the sheet. */
  async deleteByMember(context: SheetContext, title: string, rowId: string) {
    requireMember(context);
    storedRow(await this.sheetOf(context, title), rowId);
    await this.accept(context, title, rowId, 'delete', {});
    return { deleted: rowId };
  }

  /**
   * Answers to a form or an event's registration: the trap field empty, at most
   * ANSWERS_PER_WINDOW per visitor network and app (or board) unless a member sends them, and
   * every field as its owner set it up (required, type, length, regex).
   */
  private async checkAnswers(
    context: SheetContext,
    block: BuilderBlock,
    request: AddRowRequest,
    ip: string | undefined,
  ): Promise<void> {
    if (block.type !== 'form' && block.type !== 'event') return;
    if (request.honeypot) throw SheetsError.automatedAnswers();
    if (!context.member && ip) {
      const host = context.blockHost
        ? `${context.blockHost.kind}:${context.blockHost.kind === 'app' ? context.blockHost.appId : context.blockHost.boardId}`
        : context.spreadsheetId;
      const decision = await this.limiter.consume(
        `answers:${host}:${signInAddress(ip)}`,
        ANSWERS_PER_WINDOW,
        ANSWERS_WINDOW_MS,
      );
      if (!decision.allowed) throw SheetsError.tooManyAnswers(decision.retryAfterMs);
    }
    const problems = answerProblems(block, request.values);
    if (problems.length > 0) throw SheetsError.invalidAnswers(problems);
  }

  private async accept(
    context: SheetContext,
    title: string,
    rowId: string,
    kind: RowWriteKind,
    values: Record<string, string>,
    files: readonly string[] = [],
  ): Promise<void> {
    const sheet = {
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      sheetTitle: title,
    };
    await this.db.transaction(async (tx) => {
      const writeId = await this.writes.insert(tx, sheet, { rowId, kind, values });
      await recordEvent(tx, 'sheet.row-written', { ...sheet, writeId, rowId, kind });
      // The media service keeps the files the row records (and sweeps those never recorded).
      if (files.length > 0)
        await recordEvent(tx, 'sheet.files-recorded', {
          workspaceId: context.workspaceId,
          mediaIds: [...files],
        });
    });
  }

  /**
   * The media ids of the files the values record. A file column (a form's file field, an "Upload
   * Image" column) takes only the address of a file sent into this workspace's sheets, of a kind
   * the column takes, or nothing: never an address typed in.
   */
  private async sentFiles(
    context: SheetContext,
    block: BuilderBlock,
    values: Record<string, string>,
  ): Promise<string[]> {
    const fileColumns = blockFileColumns(block);
    const sent = Object.entries(values).filter(
      ([column, value]) => fileColumns.has(column) && value !== '',
    );
    if (sent.length === 0) return [];
    const stored = await this.files.storedFiles(
      context.workspaceId,
      sent.map(([, value]) => value),
    );
    const ids = new Set<string>();
    for (const [column, value] of sent) {
      const file = stored.get(value);
      if (!file || !fileChoiceTakes(fileColumns.get(column)!.accept, file.contentType))
        throw SheetsError.notASentFile(column);
      ids.add(file.id);
    }
    return [...ids];
  }

  private async authorise(
    context: SheetContext,
    title: string,
    blockId: string,
    write: RowWriteRequest,
  ): Promise<BuilderBlock> {
    const block = await this.access.block(context, blockId);
    if (block.settings['sheet_title'] === title) {
      if (blockAllowsRowWrite(block, write, { admin: context.member })) return block;
      if (block.type === 'event' && write.kind === 'add') refuseClosedRegistration(block);
    }
    throw write.kind === 'add' ? SheetsError.addRowRefused() : SheetsError.writeRefused(write.kind);
  }

  private sheetOf(context: SheetContext, title: string): Promise<SheetSnapshot> {
    return this.snapshots.current({
      workspaceId: context.workspaceId,
      spreadsheetId: context.spreadsheetId,
      title,
    });
  }
}

/** An event set up for registrations that no longer takes them says so. */
function refuseClosedRegistration(block: BuilderBlock): void {
  const parsed = parseBlockSettings('event', block.settings);
  if (parsed.success && registrationIsSetUp(parsed.settings))
    throw SheetsError.registrationClosed();
}

/**
 * The values must name columns of the sheet, and of the block when it lists its columns (a form's
 * fields, a table's or list's axis): a block cannot be used to write columns it does not show.
 */
function checkColumns(
  title: string,
  columns: readonly string[],
  block: BuilderBlock,
  values: Record<string, string>,
): void {
  checkSheetColumns(title, columns, values);
  const own = blockColumns(block);
  const foreign = own ? Object.keys(values).filter((name) => !own.has(name)) : [];
  if (foreign.length > 0) throw SheetsError.notBlockColumns(foreign);
}

/** The values must name columns of the sheet. */
function checkSheetColumns(
  title: string,
  columns: readonly string[],
  values: Record<string, string>,
): void {
  const unknown = Object.keys(values).filter((name) => !columns.includes(name));
  if (unknown.length > 0) throw SheetsError.unknownColumns(title, unknown);
}

/** Writes without a block are the workspace members' (the rows grid), never a visitor's. */
function requireMember(context: SheetContext): void {
  if (!context.member) throw SheetsError.notFound();
}

/** The stored row (accepted writes included); a row since deleted is said to be gone. */
function storedRow(sheet: SheetSnapshot, rowId: string) {
  const row = sheet.rows.find((candidate) => candidate.id === rowId);
  if (!row) throw SheetsError.rowNotFound(sheet.title);
  return row;
}

/** The columns a block lists in its axis; null when it lists none (it then shows every column). */
function blockColumns(block: BuilderBlock): Set<string> | null {
  const axis = block.settings['axis'];
  if (!Array.isArray(axis)) return null;
  const names = axis
    .map((entry: unknown) =>
      typeof entry === 'object' && entry !== null ? (entry as { column?: unknown }).column : null,
    )
    .filter((column): column is string => typeof column === 'string' && column !== '');
  return names.length > 0 ? new Set(names) : null;
}

/** Every column of the sheet, in order; columns not given are empty. */
function fullRow(columns: readonly string[], values: Record<string, string>) {
  return Object.fromEntries(
    columns.map((column) => [column, Object.hasOwn(values, column) ? values[column]! : '']),
  );
}
