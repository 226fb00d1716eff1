import { Inject, Injectable } from '@nestjs/common';
import type { GoogleSpreadsheetRequest, SpreadsheetResponse } from '@tessera/contracts';
import { DATABASE, recordEvent, type Database, type Owner } from '@tessera/platform';
import {
  GoogleAccessRevokedError,
  GoogleError,
  GoogleSpreadsheetNotFoundError,
} from '../connectors/google/google-errors.js';
import type { GoogleSheetsConnector } from '../connectors/google/google-sheets.connector.js';
import { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import { GoogleConnectionsError } from '../google-connections/google-connections.errors.js';
import { GoogleConnectionsRepository } from '../google-connections/google-connections.repository.js';
import { GoogleCredentials } from '../google-connections/google-credentials.service.js';
import { SheetCache } from '../sheet-cache/sheet-cache.js';
import { SpreadsheetsRepository } from '../spreadsheets.repository.js';
import { googleSpreadsheetId } from './google-spreadsheet-id.js';
import { GoogleSpreadsheetsError } from './google-spreadsheets.errors.js';

/**
 * Adds a Google spreadsheet to a workspace: reads its sheets once with the chosen connection
 * (which also gives every sheet its hidden `_id` column), then stores the spreadsheet and its
 * sheets. Adding the same Google spreadsheet again refreshes its sheets and connection instead of
 * making a copy, which is also how a spreadsheet whose connection was removed is reconnected.
 */
@Injectable()
export class GoogleSpreadsheetsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly spreadsheets: SpreadsheetsRepository,
    private readonly connections: GoogleConnectionsRepository,
    private readonly credentials: GoogleCredentials,
    private readonly connectors: SpreadsheetConnectors,
    private readonly cache: SheetCache,
  ) {}

  async add(owner: Owner, request: GoogleSpreadsheetRequest): Promise<SpreadsheetResponse> {
    if (owner.appId !== null) throw GoogleConnectionsError.appSession();
    const workspaceId = owner.workspaceId;
    const connection = await this.connections.find(workspaceId, request.connection_id);
    if (!connection) throw GoogleConnectionsError.notFound();
    const googleId = googleSpreadsheetId(request.spreadsheet);
    if (!googleId) throw GoogleSpreadsheetsError.notALink();

    const connector = this.connectors.googleConnector(
      googleId,
      await this.credentials.of(connection),
    );
    const { name, sheets } = await this.readOutline(connector).catch(async (error: unknown) => {
      if (error instanceof GoogleAccessRevokedError) {
        await this.connections.markRevoked(workspaceId, connection.id);
        throw GoogleSpreadsheetsError.revoked(error.message);
      }
      if (error instanceof GoogleSpreadsheetNotFoundError)
        throw GoogleSpreadsheetsError.unreachable(connection.label);
      if (error instanceof GoogleError) throw GoogleSpreadsheetsError.googleFailed(error.message);
      throw error;
    });

    const store = () =>
      this.db.transaction(async (tx) => {
        const existing = await this.spreadsheets.findGoogle(tx, workspaceId, googleId);
        const spreadsheetId =
          existing ??
          (await this.spreadsheets.insertGoogleSpreadsheet(tx, workspaceId, {
            name,
            googleSpreadsheetId: googleId,
            googleConnectionId: connection.id,
          }));
        if (existing)
          await this.spreadsheets.relinkGoogleSpreadsheet(tx, workspaceId, existing, {
            name,
            googleConnectionId: connection.id,
          });
        await this.spreadsheets.replaceSheets(tx, workspaceId, spreadsheetId, sheets);
        await recordEvent(tx, 'spreadsheet.imported', {
          workspaceId,
          spreadsheetId,
          sheets: sheets.length,
        });
        return spreadsheetId;
      });
    // Two adds of the same spreadsheet racing: the later insert hits the unique index; stored
    // again, it finds the first one's record and refreshes it instead.
    const id = await store().catch((error: unknown) => {
      if (isUniqueViolation(error)) return store();
      throw error;
    });
    await this.cache.invalidateSpreadsheet(workspaceId, id);
    return {
      id,
      name,
      source: 'google',
      sheets: sheets.map(({ title, columns, rowCount }) => ({ title, columns, rowCount })),
    };
  }

  private async readOutline(connector: GoogleSheetsConnector) {
    const name = await connector.spreadsheetTitle();
    const outlines = await connector.listSheets();
    const read = await connector.readSheets(outlines.map((outline) => outline.title));
    const sheets = outlines.map((outline, position) => {
      const result = read.get(outline.title);
      return {
        title: outline.title,
        position,
        columns: result?.ok ? result.sheet.columns : outline.columns,
        rowCount: result?.ok ? result.sheet.rows.length : 0,
      };
    });
    return { name, sheets };
  }
}

/** A unique-constraint violation, also when Drizzle wraps the driver's error in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
