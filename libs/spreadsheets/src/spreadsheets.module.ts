import { Module } from '@nestjs/common';
import { SheetAccessRepository } from './sheet-data/sheet-access.repository.js';
import { SheetAccess } from './sheet-data/sheet-access.js';
import { SheetDataController } from './sheet-data/sheet-data.controller.js';
import { SheetReader } from './sheet-data/sheet-reader.js';
import { SheetRowsRepository } from './sheet-data/sheet-rows.repository.js';
import { SheetsService } from './sheet-data/sheets.service.js';
import { SpreadsheetsController } from './spreadsheets.controller.js';
import { SpreadsheetsRepository } from './spreadsheets.repository.js';
import { SpreadsheetsService } from './spreadsheets.service.js';

/** Spreadsheet uploads, and the sheet data that boards and apps read and add rows to. */
@Module({
  controllers: [SpreadsheetsController, SheetDataController],
  providers: [
    SpreadsheetsRepository,
    SpreadsheetsService,
    SheetAccessRepository,
    SheetAccess,
    SheetRowsRepository,
    SheetReader,
    SheetsService,
  ],
  exports: [SpreadsheetsService, SheetReader, SheetAccess],
})
export class SpreadsheetsModule {}
