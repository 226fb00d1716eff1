import { Inject, Injectable, Logger } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import { randomUUID } from 'node:crypto';
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
import { SheetWriteLeaseRepository } from './sheet-write-lease.repository.js';

/** Thrown so the job queue retries later; the writes stay pending in the database meanwhile. */
export class RowWritesNotAppliedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RowWritesNotAppliedError';
  }
}

/**
 * Applies a sheet's pending row writes to its spreadsheet, oldest first, one drain per sheet at a
 * time (an in-process chain, and a lease in the database across processes). A failing write
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
    private readonly leases: SheetWriteLeaseRepository,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  /**
   * How long a sheet's write lease lasts unless renewed (after every write): longer than one
   * Google call with its retries, so a live drain keeps it and a dead one frees the sheet soon.
   */
  private get leaseMs(): number {
    return this.config.SHEET_WRITE_LEASE_MS;
  }

  drain(sheet: SheetRef): Promise<void> {
    const key = `${sheet.workspaceId}:${sheet.spreadsheetId}:${sheet.sheetTitle}`;
    const previous = this.chains.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(() => this.drainLeased(sheet));
    this.chains.set(key, next);
    void next
      .finally(() => {
        if (this.chains.get(key) === next) this.chains.delete(key);
      })
      .catch(() => undefined);
    return next;
  }

  private async drainLeased(sheet: SheetRef): Promise<void> {
    const holder = randomUUID();
    if (!(await this.leases.acquire(sheet, holder, this.leaseMs)))
      throw new RowWritesNotAppliedError('Another process is applying this sheet’s writes.');
    const keepLease = async () => {
      if (!(await this.leases.renew(sheet, holder, this.leaseMs)))
        throw new RowWritesNotAppliedError('Another process took over this sheet’s writes.');
    };
    try {
      await this.applyPending(sheet, keepLease);
    } finally {
      // Unreleased, the lease just expires: the drain's own outcome matters more.
      await this.leases
        .release(sheet, holder)
        .catch((error: unknown) => this.logger.warn(`Write lease not released: ${String(error)}`));
    }
  }

  /** `keepLease` renews the sheet's lease, and throws once another process has it. */
  private async applyPending(sheet: SheetRef, keepLease: () => Promise<void>): Promise<void> {
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
    for (const [index, write] of pending.entries()) {
      // Renewed between writes (the first follows taking it closely). Once lost, another process
      // may be applying these same writes: this drain stops.
      if (index > 0) await keepLease();
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
