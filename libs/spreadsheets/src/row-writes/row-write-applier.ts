import { Inject, Injectable, Logger } from '@nestjs/common';
import { CACHE, type CachePort } from '@tessera/platform';
import {
  GoogleAccessRevokedError,
  GoogleError,
  GoogleRateLimitedError,
} from '../connectors/google/google-errors.js';
import { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import {
  WriteRefusedError,
  type SpreadsheetConnector,
} from '../connectors/spreadsheet-connector.port.js';
import { RowWritesRepository, type RowWrite, type SheetRef } from './row-writes.repository.js';

/** How long one process may hold a sheet's write lock before another may take over. */
const LOCK_TTL_MS = 60_000;

/** Thrown so the job queue retries later; the writes stay pending in the database meanwhile. */
export class RowWritesNotAppliedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowWritesNotAppliedError';
  }
}

/**
 * Applies a sheet's pending row writes to its spreadsheet, oldest first, one drain per sheet at a
 * time (an in-process chain, and a lock in the shared cache across processes). A failing write
 * stops the drain, so later writes never overtake it; it is counted and retried by the job queue
 * and the sweeper. Revoked credentials stop the drain without a retry: the connection is marked
 * revoked and nothing is attempted until the owner reconnects.
 */
@Injectable()
export class RowWriteApplier {
  private readonly logger = new Logger(RowWriteApplier.name);
  private readonly chains = new Map<string, Promise<void>>();

  constructor(
    private readonly writes: RowWritesRepository,
    private readonly connectors: SpreadsheetConnectors,
    @Inject(CACHE) private readonly cache: CachePort,
  ) {}

  drain(sheet: SheetRef): Promise<void> {
    const key = `${sheet.workspaceId}:${sheet.spreadsheetId}:${sheet.sheetTitle}`;
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.drainLocked(key, sheet));
    this.chains.set(key, next);
    void next
      .finally(() => {
        if (this.chains.get(key) === next) this.chains.delete(key);
      })
      .catch(() => undefined);
    return next;
  }

  private async drainLocked(key: string, sheet: SheetRef): Promise<void> {
    const lock = `row-writes-lock:${key}`;
    if ((await this.cache.increment(lock, LOCK_TTL_MS)) !== 1)
      throw new RowWritesNotAppliedError('Another process is applying this sheet’s writes.');
    try {
      await this.applyPending(sheet);
    } finally {
      await this.cache.delete(lock);
    }
  }

  private async applyPending(sheet: SheetRef): Promise<void> {
    const pending = await this.writes.pending(sheet);
    if (pending.length === 0) return;
    const resolved = await this.connectors.forSpreadsheet(sheet.workspaceId, sheet.spreadsheetId);
    if (!resolved) return; // the spreadsheet was deleted; its writes went with it
    if (resolved.unavailable !== undefined) {
      // Revoked or removed credential: the writes wait, with the reason the UI shows.
      for (const write of pending.filter((candidate) => candidate.attempts === 0))
        await this.writes.markFailed(sheet.workspaceId, write.id, resolved.unavailable);
      return;
    }
    for (const write of pending) {
      try {
        await apply(resolved.connector, sheet.sheetTitle, write);
        await this.writes.markApplied(sheet.workspaceId, write.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (error instanceof GoogleAccessRevokedError) {
          await this.writes.markFailed(sheet.workspaceId, write.id, message);
          await resolved.markRevoked();
          this.logger.warn(`Row writes of ${sheet.spreadsheetId} wait: ${message}`);
          return;
        }
        if (refusedForGood(error)) {
          // Later writes of the sheet must not wait behind one that can never be applied.
          await this.writes.markRefused(sheet.workspaceId, write.id, message);
          this.logger.warn(`Row write ${write.id} refused by the spreadsheet: ${message}`);
          continue;
        }
        await this.writes.markFailed(sheet.workspaceId, write.id, message);
        throw new RowWritesNotAppliedError(message);
      }
    }
  }
}

/**
 * A refusal that trying again cannot change: the row or column is gone, Google refused the
 * request itself. Rate limits (also Tessera's own budget) and outages are worth retrying.
 */
function refusedForGood(error: unknown): boolean {
  if (error instanceof WriteRefusedError) return true;
  return (
    error instanceof GoogleError && !error.retryable && !(error instanceof GoogleRateLimitedError)
  );
}

function apply(connector: SpreadsheetConnector, title: string, write: RowWrite): Promise<void> {
  switch (write.kind) {
    case 'add':
      return connector.appendRow(title, { id: write.rowId, values: write.values });
    case 'update':
      return connector.updateRow(title, write.rowId, write.values);
    case 'delete':
      return connector.deleteRow(title, write.rowId);
  }
}
