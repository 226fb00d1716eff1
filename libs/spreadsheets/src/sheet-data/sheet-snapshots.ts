import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import type { SheetFreshness, SheetSync } from '@tessera/contracts';
import { overlayWrites } from '../row-writes/row-overlay.js';
import { RowWritesRepository, type RowWrite } from '../row-writes/row-writes.repository.js';
import { SheetCache, SheetLoadError, type CachedSheet } from '../sheet-cache/index.js';
import { SheetAccessRepository } from './sheet-access.repository.js';
import type { StoredRow } from './sheet-query.js';
import { SheetsError } from './sheets.errors.js';

const CLOCK_SKEW_MS = 5_000;
/** How long a write the spreadsheet refused for good is still reported with the sheet. */
const REFUSED_SHOWN_MS = 24 * 60 * 60 * 1000;

/** A sheet as blocks see it now: the cached copy with the accepted writes laid over it. */
export type SheetSnapshot = {
  title: string;
  columns: string[];
  rows: readonly StoredRow[];
  /** The cached copy itself when no write changed it: its memo holds derived indexes. */
  cached: CachedSheet | null;
  freshness: SheetFreshness;
  sync: SheetSync;
};

export type SnapshotKey = { workspaceId: string; spreadsheetId: string; title: string };

/** Reads sheets through the sheet cache and lays not-yet-synced row writes over them. */
@Injectable()
export class SheetSnapshots {
  constructor(
    private readonly cache: SheetCache,
    private readonly writes: RowWritesRepository,
    private readonly sheets: SheetAccessRepository,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  /**
   * Only sheets the spreadsheet is known to have are read: an unknown title is refused here, so
   * visitors cannot make the cache read upstream (and spend Google quota) for made-up titles.
   */
  async current(key: SnapshotKey, options: { bypass?: boolean } = {}): Promise<SheetSnapshot> {
    const titles = await this.sheets.sheetTitles(key.workspaceId, key.spreadsheetId);
    if (!titles.includes(key.title)) throw SheetsError.sheetNotFound(key.title);
    const read = await this.cache.read(key, options).catch((error: unknown) => {
      throw error instanceof SheetLoadError ? SheetsError.loadFailed(error.message) : error;
    });
    const { sheet } = read;
    const now = Date.now();
    const found = await this.writes.overlay(
      { workspaceId: key.workspaceId, spreadsheetId: key.spreadsheetId, sheetTitle: key.title },
      // A margin for clock skew between this process and the database (the overlay is idempotent).
      new Date(sheet.fetchedAt - CLOCK_SKEW_MS),
      new Date(now - REFUSED_SHOWN_MS),
    );
    const writes = found.filter((write) => write.status !== 'failed');
    const refused = found.filter((write) => write.status === 'failed');
    const freshness: SheetFreshness = {
      fetched_at: new Date(sheet.fetchedAt).toISOString(),
      age_seconds: Math.max(0, Math.floor(read.ageMs / 1000)),
      stale: read.stale,
      ...(read.refreshError ? { refresh_error: read.refreshError } : {}),
    };
    return {
      title: sheet.title,
      columns: sheet.columns,
      rows: writes.length > 0 ? overlayWrites(sheet.rows, writes) : sheet.rows,
      cached: writes.length > 0 ? null : sheet,
      freshness,
      sync: this.syncOf(writes, refused),
    };
  }

  /**
   * Loads the spreadsheet's cold sheets in one upstream call (Google: one batchGet), so reading
   * every sheet afterwards is served from the cache. Failures are left for the reads to report.
   */
  async prefetch(workspaceId: string, spreadsheetId: string, titles: readonly string[]) {
    await this.cache.readMany(workspaceId, spreadsheetId, titles);
  }

  /** "Sync delayed" once a pending write has failed or waited longer than the configured delay. */
  private syncOf(writes: readonly RowWrite[], refused: readonly RowWrite[]): SheetSync {
    const pending = writes.filter((write) => write.status === 'pending');
    const lateBefore = Date.now() - this.config.SHEET_SYNC_DELAYED_AFTER_MS;
    const late = pending.filter(
      (write) => write.attempts > 0 || write.createdAt.getTime() <= lateBefore,
    );
    const message = late.find((write) => write.lastError)?.lastError;
    const lastRefusal = refused.at(-1)?.lastError;
    return {
      pending: pending.length,
      delayed: late.length > 0,
      ...(message ? { message } : {}),
      ...(refused.length > 0
        ? {
            failed: {
              count: refused.length,
              message: lastRefusal ?? 'Refused by the spreadsheet.',
            },
          }
        : {}),
    };
  }
}
