import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { SpreadsheetConnectors } from './connectors/spreadsheet-connectors.js';
import { GoogleConnectionsRepository } from './google-connections/google-connections.repository.js';
import { GoogleCredentials } from './google-connections/google-credentials.service.js';
import { RowWriteApplier } from './row-writes/row-write-applier.js';
import { RowWritesConsumer } from './row-writes/row-writes.consumer.js';
import { RowWritesRepository } from './row-writes/row-writes.repository.js';
import { SheetWriteLeaseRepository } from './row-writes/sheet-write-lease.repository.js';
import { SheetCacheJobs, sheetCacheProvider } from './sheet-cache/sheet-cache.provider.js';

/** What the sheets service must consume wherever it runs: accepted row writes reach their sheet. */
export const SHEETS_SERVICE_EVENTS: readonly EventName[] = ['sheet.row-written'];

/**
 * The sheets service: sheet loads and refreshes (the refresh job, through the connectors and their
 * Google quota) and row write-back (`sheet.row-written` turned into apply jobs, and the sweep of
 * writes still pending). No controllers: it consumes events and works jobs. Embedded, it runs in
 * the one process beside the gateway; split, it is apps/sheets.
 */
@Module({
  providers: [
    GoogleConnectionsRepository,
    GoogleCredentials,
    SpreadsheetConnectors,
    sheetCacheProvider,
    SheetCacheJobs,
    RowWritesRepository,
    SheetWriteLeaseRepository,
    RowWriteApplier,
    RowWritesConsumer,
  ],
})
export class SheetsServiceModule {}
