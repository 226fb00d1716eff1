import { Inject, Injectable } from '@nestjs/common';
import type { EventPayload } from '@tessera/contracts';
import { DATABASE, recordEvent, type Database } from '@tessera/platform';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';
import { SpreadsheetDuplicator } from './spreadsheet-duplicator.js';

export type CopyRequest = EventPayload<'marketplace.template-cloned'>;

/**
 * Copies a template's data (its frozen spreadsheet) into the workspace that used it, as an
 * uploaded workbook under the id its app already names, with `spreadsheet.imported` and
 * `spreadsheet.copied` in the same transaction. A copy made already (a redelivered event) is only
 * announced again.
 */
@Injectable()
export class SpreadsheetCopier {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly duplicator: SpreadsheetDuplicator,
    private readonly spreadsheets: SpreadsheetsRepository,
  ) {}

  async copy(request: CopyRequest): Promise<void> {
    if (await this.spreadsheets.exists(request.workspaceId, request.spreadsheetId)) {
      await this.announce(request, null);
      return;
    }
    const sheets = await this.duplicator.read(
      request.sourceWorkspaceId,
      request.sourceSpreadsheetId,
    );
    await this.db.transaction(async (tx) => {
      const { workspaceId, spreadsheetId } = request;
      await this.duplicator.write(tx, workspaceId, request.templateName, sheets, {
        id: spreadsheetId,
      });
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
