import { Inject, Injectable, Logger } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import {
  AppError,
  CACHE,
  CONFIG,
  DATABASE,
  type CachePort,
  type Database,
  type TesseraConfig,
} from '@tessera/platform';
import { GoogleConnectionsRepository } from '../google-connections/google-connections.repository.js';
import { GoogleCredentials } from '../google-connections/google-credentials.service.js';
import { GoogleAccessRevokedError, GoogleError } from './google/google-errors.js';
import type { GoogleCredential } from './google/google-credentials.js';
import { GoogleQuota } from './google/google-quota.js';
import { googleEndpoints } from './google/google-settings.js';
import { GoogleSheetsConnector } from './google/google-sheets.connector.js';
import type { SheetReadResult, SpreadsheetConnector } from './spreadsheet-connector.port.js';
import { WorkbookConnector } from './workbook/workbook.connector.js';
import { spreadsheets } from '../db/schema.js';

/**
 * A spreadsheet's connector; or, when its Google credential was revoked or removed, why it cannot
 * be used (nothing is sent to Google until the owner reconnects).
 */
export type ResolvedConnector =
  | {
      connector: SpreadsheetConnector;
      unavailable?: undefined;
      /** Records that Google refused the credential (stops background reads and write retries). */
      markRevoked(): Promise<void>;
    }
  | { unavailable: string };

const REVOKED = new GoogleAccessRevokedError().message;
const CONNECTION_REMOVED =
  'The Google connection of this spreadsheet was removed. Connect Google again in the dashboard.';

/**
 * Finds the connector of a spreadsheet: its uploaded workbook, or its Google spreadsheet read with
 * the workspace's stored credential. One Google quota budget per process, counted in the shared
 * cache, so every replica spends the same 300 / 60 reads per minute.
 */
@Injectable()
export class SpreadsheetConnectors {
  private readonly quota: GoogleQuota;
  /**
   * Google connectors kept per spreadsheet and credential version: they hold the access token
   * (a new one would cost a token request per call) and where each sheet's `_id` column is.
   */
  private readonly googleConnectors = new LRUCache<string, GoogleSheetsConnector>({ max: 500 });

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(CACHE) cache: CachePort,
    private readonly connections: GoogleConnectionsRepository,
    private readonly credentials: GoogleCredentials,
  ) {
    this.quota = new GoogleQuota(cache, {
      perProjectPerMinute: config.GOOGLE_READS_PER_MINUTE_PER_PROJECT,
      perUserPerMinute: config.GOOGLE_READS_PER_MINUTE_PER_USER,
    });
  }

  /** Null when the spreadsheet does not exist in the workspace. */
  async forSpreadsheet(
    workspaceId: string,
    spreadsheetId: string,
  ): Promise<ResolvedConnector | null> {
    const [record] = await this.db
      .select({
        source: spreadsheets.source,
        googleSpreadsheetId: spreadsheets.googleSpreadsheetId,
        googleConnectionId: spreadsheets.googleConnectionId,
      })
      .from(spreadsheets)
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, spreadsheetId)));
    if (!record) return null;
    if (record.source === 'upload')
      return {
        connector: new WorkbookConnector(this.db, workspaceId, spreadsheetId),
        markRevoked: () => Promise.resolve(),
      };
    const connection = record.googleConnectionId
      ? await this.connections.find(workspaceId, record.googleConnectionId)
      : undefined;
    if (!connection || !record.googleSpreadsheetId) return { unavailable: CONNECTION_REMOVED };
    if (connection.status === 'revoked') return { unavailable: REVOKED };
    const key = [
      workspaceId,
      record.googleSpreadsheetId,
      connection.id,
      connection.updatedAt.getTime(),
    ].join(':');
    let connector = this.googleConnectors.get(key);
    if (!connector) {
      connector = this.googleConnector(
        record.googleSpreadsheetId,
        await this.credentials.of(connection),
      );
      this.googleConnectors.set(key, connector);
    }
    return {
      connector,
      markRevoked: () => this.connections.markRevoked(workspaceId, connection.id),
    };
  }

  /** A Google spreadsheet read with a credential (also used before the spreadsheet is stored). */
  googleConnector(
    googleSpreadsheetId: string,
    credential: GoogleCredential,
  ): GoogleSheetsConnector {
    return new GoogleSheetsConnector(
      googleSpreadsheetId,
      credential,
      googleEndpoints(this.config),
      this.quota,
    );
  }

  /**
   * The sheet cache's loader: every title gets its rows or the text it failed with. A revoked
   * credential is not tried again (no retry storm): its sheets fail with the "access revoked" text
   * until the owner reconnects.
   */
  async readSheets(
    workspaceId: string,
    spreadsheetId: string,
    titles: string[],
  ): Promise<Map<string, SheetReadResult>> {
    const failAll = (error: string) =>
      new Map(titles.map((title): [string, SheetReadResult] => [title, { ok: false, error }]));
    let resolved: ResolvedConnector | null;
    try {
      resolved = await this.forSpreadsheet(workspaceId, spreadsheetId);
    } catch (error) {
      return failAll(messageOf(error));
    }
    if (!resolved) return failAll('Sheet not found.');
    if (resolved.unavailable !== undefined) return failAll(resolved.unavailable);
    try {
      return await resolved.connector.readSheets(titles);
    } catch (error) {
      if (error instanceof GoogleAccessRevokedError) await resolved.markRevoked();
      return failAll(messageOf(error));
    }
  }
}

/**
 * The text a failed sheet is shown with: Tessera's own words about Google or the connection;
 * anything else (a database or decryption error) is logged and shown as "Data Error", since
 * visitors of public boards read these texts.
 */
function messageOf(error: unknown): string {
  if (error instanceof GoogleError || error instanceof AppError) return error.message;
  logger.error(`Reading a spreadsheet failed: ${String(error)}`);
  return 'Data Error';
}

const logger = new Logger('SpreadsheetConnectors');
