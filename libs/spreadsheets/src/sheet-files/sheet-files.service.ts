import { Inject, Injectable } from '@nestjs/common';
import type { SheetFileQuery, SheetFileResponse } from '@tessera/contracts';
import { blockFileField } from '@tessera/domain';
import {
  CACHE,
  RateLimiter,
  signInAddress,
  type CachePort,
  type ReceivedFile,
} from '@tessera/platform';
import { SheetAccessRepository } from '../sheet-data/sheet-access.repository.js';
import { SheetAccess, type SheetContext } from '../sheet-data/sheet-access.js';
import { SheetsError } from '../sheet-data/sheets.errors.js';
import { SHEET_FILES, type SheetFilesPort } from './sheet-files.port.js';

/** Files one address may send into one workspace's sheets in a window: a form's bursts, not a script's. */
export const SHEET_FILES_PER_ADDRESS = 60;
export const SHEET_FILES_WINDOW_MS = 15 * 60 * 1000;

/** Who sends a file and from where. */
export type SheetFileSender = { uploadedBy: string | null; ip: string };

/**
 * Files blocks send into their sheets: a form's file field, a table's "Upload Image" cell. The
 * block must be on this sheet and take a file for the column from this caller (blockFileField);
 * the file itself is read only then, and kept by the media service (SHEET_FILES), which checks its
 * content against what the field takes. The answer's address is what the block then writes into
 * the column with its row write.
 */
@Injectable()
export class SheetFilesService {
  private readonly limiter: RateLimiter;

  constructor(
    private readonly access: SheetAccess,
    private readonly sheets: SheetAccessRepository,
    @Inject(SHEET_FILES) private readonly files: SheetFilesPort,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  async upload(
    context: SheetContext,
    title: string,
    query: SheetFileQuery,
    sender: SheetFileSender,
    readFile: () => Promise<ReceivedFile>,
  ): Promise<SheetFileResponse> {
    const block = await this.access.block(context, query.block_id);
    const field =
      block.settings['sheet_title'] === title
        ? blockFileField(block, query.column, { admin: context.member })
        : null;
    if (!field) throw SheetsError.fileRefused(query.column);
    const columns = await this.sheets.sheetColumns(
      context.workspaceId,
      context.spreadsheetId,
      title,
    );
    if (!columns) throw SheetsError.sheetNotFound(title);
    if (!columns.includes(query.column)) throw SheetsError.unknownColumns(title, [query.column]);
    await this.takeTurn(context.workspaceId, sender.ip);
    const file = await readFile();
    const stored = await this.files.store({
      workspaceId: context.workspaceId,
      uploadedBy: sender.uploadedBy,
      purpose: field.purpose,
      accept: field.accept,
      bytes: file.bytes,
    });
    return { url: stored.url, content_type: stored.contentType };
  }

  private async takeTurn(workspaceId: string, ip: string): Promise<void> {
    const decision = await this.limiter.consume(
      `sheet-files:${workspaceId}:${signInAddress(ip)}`,
      SHEET_FILES_PER_ADDRESS,
      SHEET_FILES_WINDOW_MS,
    );
    if (!decision.allowed) throw SheetsError.tooManyFiles(decision.retryAfterMs);
  }
}
