import { Module } from '@nestjs/common';
import { SpreadsheetCopiesConsumer } from './copies/spreadsheet-copies.consumer.js';
import { SpreadsheetCopier } from './copies/spreadsheet-copier.js';
import { SpreadsheetDuplicator } from './copies/spreadsheet-duplicator.js';
import { SpreadsheetsRepository } from './spreadsheets.repository.js';
import type { EventName } from '@tessera/contracts';
import { SpreadsheetConnectors } from './connectors/spreadsheet-connectors.js';
import { GoogleConnectionsRepository } from './google-connections/google-connections.repository.js';
import { GoogleCredentials } from './google-connections/google-credentials.service.js';
import { RowWriteApplier } from './row-writes/row-write-applier.js';
import { RowWritesConsumer } from './row-writes/row-writes.consumer.js';
import { RowWritesRepository } from './row-writes/row-writes.repository.js';
import { SheetWriteLeaseRepository } from './row-writes/sheet-write-lease.repository.js';
import { SheetCacheJobs, sheetCacheProvider } from './sheet-cache/sheet-cache.provider.js';

/**
 * What the sheets service must consume wherever it runs: accepted row writes reach their sheet,
 * and a template used in a workspace gets a copy of its spreadsheet there.
 */
export const SHEETS_SERVICE_EVENTS: readonly EventName[] = [
  'sheet.row-written',
  'marketplace.template-cloned',
];

/**
 * The sheets service: sheet loads and refreshes (the refresh job, through the connectors and their
 * Google quota), row write-back (`sheet.row-written` turned into apply jobs, and the sweep of
 * writes still pending) and templates' spreadsheets copied for the workspaces that use them. No controllers: it consumes events and works jobs. Embedded, it runs in
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
    SpreadsheetsRepository,
    SpreadsheetDuplicator,
    SpreadsheetCopier,
    SpreadsheetCopiesConsumer,
  ],
})
export class SheetsServiceModule {}
