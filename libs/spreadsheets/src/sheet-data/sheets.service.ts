import { Inject, Injectable } from '@nestjs/common';
import type {
  AddRowRequest,
  EditRowRequest,
  SheetDataResponse,
  SheetFileQuery,
  SheetFileResponse,
  SheetRow,
  SpreadsheetDataResponse,
} from '@tessera/contracts';
import {
  blockSheetTitle,
  CSV_DOWNLOAD_MAX_ROWS,
  csvDocument,
  downloadFileName,
  firstPathSegment,
  PDF_DOWNLOAD_MAX_ROWS,
  rowsDownloadOf,
  type RowsDownloadFormat,
} from '@tessera/domain';
import {
  AppError,
  hostAppOf,
  type AppUser,
  type HostApp,
  type Owner,
  type ReceivedFile,
  type RequestTenant,
} from '@tessera/platform';
import { BUILDER_PORT, type BuilderPort } from '../builder/builder.port.js';
import { ChartPdfs } from '../pdf/chart-pdfs.service.js';
import { pdfTableProblem, rowsPdf } from '../pdf/pdf-files.js';
import { PdfLimits } from '../pdf/pdf-limits.js';
import { RowPdfs } from '../row-actions/row-pdfs.service.js';
import { ApiCallsService } from '../row-actions/api-calls.service.js';
import { RowWritesService, type RowWriter } from '../row-writes/row-writes.service.js';
import { SheetFilesService } from '../sheet-files/sheet-files.service.js';
import type { SheetViewer } from './block-row-filter.js';
import { SheetAccessRepository } from './sheet-access.repository.js';
import { SheetAccess, type SheetContext } from './sheet-access.js';
import { SheetReader, type SheetReadQuery } from './sheet-reader.js';
import { SheetSnapshots } from './sheet-snapshots.js';
import { SheetsError } from './sheets.errors.js';
import { readsNoRows, visitorAnswer, visitorReadRequest } from './visitor-read.js';

/**
 * Where a sheet request points: a board's spreadsheet (by its path) or the app on the host, with
 * the app user signed in to it (request.appUser), if any.
 */
export type SheetTarget =
  | { kind: 'board'; spreadsheetId: string; boardPath: string | undefined }
  | { kind: 'app'; app: HostApp | null; appUser?: AppUser | null };

export type SheetReadRequest = SheetReadQuery & {
  block_id?: string | undefined;
  _vercel_no_cache?: string | undefined;
};

/** Sheet data of boards (`/api/board/...`) and multi-page apps (`/v3/api/page/...`). */
@Injectable()
export class SheetsService {
  constructor(
    private readonly access: SheetAccess,
    private readonly sheetsOfSpreadsheet: SheetAccessRepository,
    @Inject(BUILDER_PORT) private readonly builder: BuilderPort,
    private readonly reader: SheetReader,
    private readonly snapshots: SheetSnapshots,
    private readonly rowWrites: RowWritesService,
    private readonly files: SheetFilesService,
    private readonly apiCalls: ApiCallsService,
    private readonly rowPdfs: RowPdfs,
    private readonly chartPdfs: ChartPdfs,
    private readonly pdfLimits: PdfLimits,
  ) {}

  async read(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    query: SheetReadRequest,
  ): Promise<SheetDataResponse> {
    const context = await this.contextOf(viewer, target);
    const block = query.block_id ? await this.access.block(context, query.block_id) : undefined;
    // Visitors read a sheet only through a block showing it, so its filters (its data filter,
    // "current user") always apply: no other sheet, and no rows the block hides.
    if (!context.member && (!block || blockSheetTitle(block) !== title)) {
      throw SheetsError.notFound();
    }
    const visitor = !context.member && block !== undefined;
    const answer = await this.reader.readSheet(
      this.keyOf(context, title),
      visitor ? visitorReadRequest(block, query) : query,
      {
        block,
        viewer: viewerOf(viewer, target),
        // Only editors may skip the cache: visitors must never be able to drive upstream reads.
        bypass: query._vercel_no_cache === '1' && context.member,
        withoutRows: visitor && readsNoRows(block),
      },
    );
    return visitor ? visitorAnswer(block, answer) : answer;
  }

  /**
   * A table or list block's rows as a CSV or PDF file, as the caller may read them through that
   * block (its filters, then the caller's search, sort and filter bar), every page of them, at
   * most CSV_DOWNLOAD_MAX_ROWS (PDF_DOWNLOAD_MAX_ROWS). Only for a block on this board or app that
   * offers the download (csv_download, pdf_download): no block, a block of another sheet or
   * without the download is answered like a sheet the caller may not see, a block elsewhere
   * 'Block not found.'. A PDF counts against the caller's address (`ip`, see PdfLimits).
   */
  async download(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    query: SheetReadRequest,
    format: RowsDownloadFormat,
    ip: string,
  ): Promise<{ fileName: string; body: string | Buffer }> {
    const context = await this.contextOf(viewer, target);
    const block = query.block_id ? await this.access.block(context, query.block_id) : undefined;
    const download =
      block && blockSheetTitle(block) === title ? rowsDownloadOf(block, format) : null;
    if (!block || !download) throw SheetsError.notFound();
    const limit = format === 'csv' ? CSV_DOWNLOAD_MAX_ROWS : PDF_DOWNLOAD_MAX_ROWS;
    const sheet = await this.reader.readSheet(
      this.keyOf(context, title),
      { ...query, page: 1, page_size: limit, scores: undefined, period: undefined },
      { block, viewer: viewerOf(viewer, target) },
    );
    if (sheet.total > limit) throw SheetsError.tooManyRowsToDownload(limit);
    const columns = download(sheet.columns);
    if (format === 'csv')
      return { fileName: downloadFileName(title, 'csv'), body: csvDocument(columns, sheet.rows) };
    const problem = pdfTableProblem(columns, sheet.rows);
    if (problem) throw SheetsError.tooMuchForPdf(problem);
    const heading = blockHeading(block, title);
    return this.pdfLimits.make(context.workspaceId, ip, async () => ({
      fileName: downloadFileName(heading, 'pdf'),
      body: await rowsPdf(heading, columns, sheet.rows),
    }));
  }

  /** A chart block's PDF, from the picture the caller's browser drew (see ChartPdfs). */
  async chartPdf(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    blockId: string,
    ip: string,
    readImage: () => Promise<ReceivedFile>,
  ): Promise<{ fileName: string; body: Buffer }> {
    const context = await this.contextOf(viewer, target);
    return this.chartPdfs.make(context, title, blockId, ip, readImage);
  }

  /** A row as a PDF, from a block's Download pdf button (see RowPdfs). */
  async rowPdf(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    rowId: string,
    blockId: string,
    action: number,
    ip: string,
  ): Promise<{ fileName: string; body: Buffer }> {
    const context = await this.contextOf(viewer, target);
    return this.rowPdfs.make(
      { context, viewer: viewerOf(viewer, target) },
      title,
      rowId,
      blockId,
      action,
      ip,
    );
  }

  /** Every sheet of the spreadsheet, each its first page or the error it failed with. */
  async readAll(
    viewer: Owner | null,
    target: SheetTarget,
    pageSize: number,
  ): Promise<SpreadsheetDataResponse> {
    const context = await this.contextOf(viewer, target);
    // Whole sheets without any block's filters: for the workspace's own editors only.
    if (!context.member) throw SheetsError.notFound();
    const titles = await this.sheetsOfSpreadsheet.sheetTitles(
      context.workspaceId,
      context.spreadsheetId,
    );
    await this.snapshots.prefetch(context.workspaceId, context.spreadsheetId, titles);
    const sheets = await Promise.all(
      titles.map(async (title) => {
        try {
          return await this.reader.readSheet(
            this.keyOf(context, title),
            { page: 1, page_size: pageSize },
            { viewer: viewerOf(viewer, target) },
          );
        } catch (error) {
          return { title, error: errorText(error) };
        }
      }),
    );
    return { sheets };
  }

  /**
   * What POST /v3/getSpreadsheetData reads: the app on an app host, else the board named by the
   * `board` path ('Sheet not found.' when neither).
   */
  async spreadsheetTarget(
    tenant: RequestTenant | null,
    boardPath: string | undefined,
    appUser: AppUser | null = null,
  ) {
    if (tenant !== null)
      return { kind: 'app', app: hostAppOf(tenant), appUser } satisfies SheetTarget;
    const slug = firstPathSegment(boardPath);
    const found = slug ? await this.builder.boardBySlug(slug) : null;
    if (!found?.spreadsheetId) throw SheetsError.notFound();
    return { kind: 'board', spreadsheetId: found.spreadsheetId, boardPath } satisfies SheetTarget;
  }

  /** Adds a row; `ip` is the caller's address, which a form's answers are limited by. */
  async addRow(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    request: AddRowRequest,
    ip: string,
  ) {
    const writer = await this.writerOf(viewer, target);
    return this.rowWrites.add({ ...writer, ip }, title, request);
  }

  async editRow(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    rowId: string,
    request: EditRowRequest,
  ): Promise<SheetRow> {
    return this.rowWrites.edit(await this.writerOf(viewer, target), title, rowId, request);
  }

  async duplicateRow(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    rowId: string,
    blockId: string,
  ): Promise<SheetRow> {
    return this.rowWrites.duplicate(await this.writerOf(viewer, target), title, rowId, blockId);
  }

  async deleteRow(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    rowId: string,
    blockId: string,
  ) {
    return this.rowWrites.delete(await this.writerOf(viewer, target), title, rowId, blockId);
  }

  /**
   * An API call button used on a row: sent by the server (see ApiCallsService). It reaches
   * outside the app with its owner's credentials, so it takes a visitor who may change data (a
   * Read user may not), as Duplicate row and Delete row do.
   */
  async sendApiCall(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    rowId: string,
    blockId: string,
    action: number,
    ip: string,
  ) {
    const writer = await this.writerOf(viewer, target);
    return this.apiCalls.send(writer, title, rowId, blockId, action, ip);
  }

  /** A file a block sends into the sheet (see SheetFilesService), by whoever may write it. */
  async uploadFile(
    viewer: Owner | null,
    target: SheetTarget,
    title: string,
    query: SheetFileQuery,
    ip: string,
    readFile: () => Promise<ReceivedFile>,
  ): Promise<SheetFileResponse> {
    const context = await this.contextOf(viewer, target, 'write');
    const appUser = target.kind === 'app' ? (target.appUser ?? null) : null;
    const uploadedBy = appUser?.id ?? viewer?.accountId ?? null;
    return this.files.upload(context, title, query, { uploadedBy, ip }, readFile);
  }

  private async writerOf(viewer: Owner | null, target: SheetTarget): Promise<RowWriter> {
    const context = await this.contextOf(viewer, target, 'write');
    return { context, viewer: viewerOf(viewer, target) };
  }

  private async contextOf(
    viewer: Owner | null,
    target: SheetTarget,
    mode: 'read' | 'write' = 'read',
  ): Promise<SheetContext> {
    return this.access.forTarget(viewer, target, mode);
  }

  private keyOf(context: SheetContext, title: string) {
    return { workspaceId: context.workspaceId, spreadsheetId: context.spreadsheetId, title };
  }
}

/** What a block's file is called: its title, else its sheet's. */
function blockHeading(block: { settings: Record<string, unknown> }, sheetTitle: string): string {
  const title = block.settings['title'];
  return typeof title === 'string' && title.trim() ? title.trim() : sheetTitle;
}

/**
 * A failed sheet's text (editor-viewer-shell §8): the server's message when it is one of
 * Tessera's own (visitors read it), else "Data Error".
 */
function errorText(error: unknown): string {
  return error instanceof AppError && error.message.trim() ? error.message : 'Data Error';
}

/**
 * Who "current user" is: the app user signed in to the app on this host, else the signed-in
 * owner. Never an address the visitor sends.
 */
export function viewerOf(viewer: Owner | null, target: SheetTarget): SheetViewer {
  const appUser = target.kind === 'app' ? (target.appUser ?? null) : null;
  if (appUser) return { email: appUser.email, name: appUser.name };
  return { email: viewer?.email ?? null, name: null };
}
