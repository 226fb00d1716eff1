import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type Database } from '@tessera/platform';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';
import { SpreadsheetDuplicator } from './spreadsheet-duplicator.js';

/**
 * A template's data, frozen when a reviewer approves it: only the sheets its blocks read, as they
 * are then, kept hidden in the seller's workspace (no list shows it, no app reads it). Workspaces
 * using the template get a copy of this, never of the seller's live spreadsheet.
 */
@Injectable()
export class TemplateData {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly duplicator: SpreadsheetDuplicator,
    private readonly spreadsheets: SpreadsheetsRepository,
  ) {}

  /** The frozen copy's id; null when none of the titles is a sheet of the spreadsheet. */
  async freeze(
    workspaceId: string,
    spreadsheetId: string,
    titles: readonly string[],
    name: string,
  ): Promise<string | null> {
    const sheets = await this.duplicator.read(workspaceId, spreadsheetId, titles);
    if (sheets.length === 0) return null;
    return this.db.transaction((tx) =>
      this.duplicator.write(tx, workspaceId, name, sheets, { templateSnapshot: true }),
    );
  }

  /** Removes a frozen copy that no template came to hold (its approval failed). */
  async discard(workspaceId: string, frozenId: string): Promise<void> {
    await this.spreadsheets.delete(workspaceId, frozenId, true);
  }
}
