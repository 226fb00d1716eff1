import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload } from '@tessera/contracts';
import { DATABASE, recordEvent, type Database } from '@tessera/platform';
import { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';

export type CopyRequest = EventPayload<'marketplace.template-cloned'>;

/** Why a copy cannot be made, whatever the number of tries: the owner is told, nothing is kept. */
export class CopyImpossibleError extends Error {}

/**
 * Copies a template's spreadsheet into the workspace that used it: every sheet with its columns
 * and rows, read through the source's connector (an uploaded workbook, or Google with the seller's
 * credential) and stored as an uploaded workbook of the new workspace under the id its app
 * already names, with `spreadsheet.imported` and `spreadsheet.copied` in the same transaction.
 * A copy made already (a redelivered event) is only announced again.
 */
@Injectable()
export class SpreadsheetCopier {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly connectors: SpreadsheetConnectors,
    private readonly spreadsheets: SpreadsheetsRepository,
  ) {}

  async copy(request: CopyRequest): Promise<void> {
    if (await this.spreadsheets.exists(request.workspaceId, request.spreadsheetId)) {
      await this.announce(request, null);
      return;
    }
    const resolved = await this.connectors.forSpreadsheet(
      request.sourceWorkspaceId,
      request.sourceSpreadsheetId,
    );
    if (!resolved) throw new CopyImpossibleError("The template's spreadsheet no longer exists.");
    if (resolved.unavailable !== undefined)
      throw new CopyImpossibleError(
        "The template's data cannot be read right now: its spreadsheet is not reachable.",
      );
    const outlines = await resolved.connector.listSheets();
    const read = await resolved.connector.readSheets(outlines.map((sheet) => sheet.title));
    const sheets = outlines.map((outline) => {
      const result = read.get(outline.title);
      if (!result?.ok)
        throw new Error(
          `Reading the sheet "${outline.title}" failed: ${result?.error ?? 'missing'}`,
        );
      return result.sheet;
    });
    await this.db.transaction(async (tx) => {
      const { workspaceId, spreadsheetId } = request;
      await this.spreadsheets.insertSpreadsheet(
        tx,
        workspaceId,
        request.templateName,
        spreadsheetId,
      );
      for (const [position, sheet] of sheets.entries()) {
        const sheetId = await this.spreadsheets.insertSheet(tx, workspaceId, spreadsheetId, {
          title: sheet.title,
          position,
          columns: sheet.columns,
          rowCount: sheet.rows.length,
        });
        await this.spreadsheets.insertRows(
          tx,
          workspaceId,
          sheetId,
          sheet.rows.map((row) => row.values),
        );
      }
      await recordEvent(tx, 'spreadsheet.imported', {
        workspaceId,
        spreadsheetId,
        sheets: sheets.length,
      });
      await recordEvent(tx, 'spreadsheet.copied', {
        workspaceId,
        spreadsheetId,
        cloneId: request.cloneId,
        error: null,
      });
    });
  }

  /** Records `spreadsheet.copied`: done (error null), or given up with the reason. */
  async announce(request: CopyRequest, error: string | null): Promise<void> {
    await this.db.transaction((tx) =>
      recordEvent(tx, 'spreadsheet.copied', {
        workspaceId: request.workspaceId,
        spreadsheetId: request.spreadsheetId,
        cloneId: request.cloneId,
        error,
      }).then(() => undefined),
    );
  }
}
