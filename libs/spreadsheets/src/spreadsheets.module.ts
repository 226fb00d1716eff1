import { Module } from '@nestjs/common';
import { CommentsController } from './comments/comments.controller.js';
import { CommentsRepository } from './comments/comments.repository.js';
import { CommentsService } from './comments/comments.service.js';
import { SpreadsheetConnectors } from './connectors/spreadsheet-connectors.js';
import { SpreadsheetDuplicator } from './copies/spreadsheet-duplicator.js';
import { TemplateData } from './copies/template-data.js';
import { GoogleConnectionsController } from './google-connections/google-connections.controller.js';
import { GoogleConnectionsRepository } from './google-connections/google-connections.repository.js';
import { GoogleConnectionsService } from './google-connections/google-connections.service.js';
import { GoogleCredentials } from './google-connections/google-credentials.service.js';
import { GoogleSpreadsheetsController } from './google-spreadsheets/google-spreadsheets.controller.js';
import { GoogleSpreadsheetsService } from './google-spreadsheets/google-spreadsheets.service.js';
import { Geocoder } from './map-places/geocoder.js';
import { MapPlacesController } from './map-places/map-places.controller.js';
import { MapPlaces } from './map-places/map-places.service.js';
import { RowWritesRepository } from './row-writes/row-writes.repository.js';
import { ApiCallsService } from './row-actions/api-calls.service.js';
import { RowPdfs } from './row-actions/row-pdfs.service.js';
import { ChartPdfs } from './pdf/chart-pdfs.service.js';
import { PdfLimits } from './pdf/pdf-limits.js';
import { ChartPdfsController } from './pdf/chart-pdfs.controller.js';
import { RowWritesService } from './row-writes/row-writes.service.js';
import { RowsGridController } from './rows-grid/rows-grid.controller.js';
import { RowsGridService } from './rows-grid/rows-grid.service.js';
import { sheetCacheProvider } from './sheet-cache/sheet-cache.provider.js';
import { SheetAccessRepository } from './sheet-data/sheet-access.repository.js';
import { SheetAccess } from './sheet-data/sheet-access.js';
import { SheetDataController } from './sheet-data/sheet-data.controller.js';
import { SheetFilesController } from './sheet-files/sheet-files.controller.js';
import { SheetFilesService } from './sheet-files/sheet-files.service.js';
import { SheetReader } from './sheet-data/sheet-reader.js';
import { SheetSnapshots } from './sheet-data/sheet-snapshots.js';
import { SheetsService } from './sheet-data/sheets.service.js';
import { SpreadsheetQueries } from './spreadsheet-queries.js';
import { SpreadsheetsController } from './spreadsheets.controller.js';
import { SpreadsheetsRepository } from './spreadsheets.repository.js';
import { SpreadsheetsService } from './spreadsheets.service.js';

/**
 * The spreadsheets' HTTP side, hosted by the gateway: uploads, Google connections, sheet data read
 * from the cache, row writes accepted (row and outbox event in one transaction), and the comments
 * of comments blocks. What runs
 * behind it (loads and refreshes, row write-back) is the sheets service (SheetsServiceModule).
 * What it needs of boards, apps and blocks comes through the BUILDER_PORT port, which the host
 * process provides; what they need of spreadsheets, through SpreadsheetQueries.
 */
@Module({
  controllers: [
    SpreadsheetsController,
    GoogleSpreadsheetsController,
    SheetDataController,
    SheetFilesController,
    ChartPdfsController,
    CommentsController,
    MapPlacesController,
    GoogleConnectionsController,
    RowsGridController,
  ],
  providers: [
    SheetFilesService,
    SpreadsheetsRepository,
    SpreadsheetsService,
    GoogleConnectionsRepository,
    GoogleConnectionsService,
    GoogleCredentials,
    GoogleSpreadsheetsService,
    SpreadsheetConnectors,
    sheetCacheProvider,
    SheetAccessRepository,
    SheetAccess,
    SheetSnapshots,
    SheetReader,
    SheetsService,
    RowWritesRepository,
    RowWritesService,
    RowsGridService,
    ApiCallsService,
    RowPdfs,
    ChartPdfs,
    PdfLimits,
    CommentsRepository,
    CommentsService,
    Geocoder,
    MapPlaces,
    SpreadsheetQueries,
    SpreadsheetDuplicator,
    TemplateData,
  ],
  exports: [
    SpreadsheetsService,
    SheetReader,
    SheetAccess,
    SheetsService,
    SpreadsheetQueries,
    TemplateData,
  ],
})
export class SpreadsheetsModule {}
