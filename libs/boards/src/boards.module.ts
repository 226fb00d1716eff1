import { Module } from '@nestjs/common';
import { BillingModule } from '@tessera/billing';
import { BlocksApiModule } from '@tessera/blocks-api';
import { SpreadsheetsModule } from '@tessera/spreadsheets';
import { BoardMetadataController } from './board-metadata.controller.js';
import { BoardMetadataService } from './board-metadata.service.js';
import { BoardsController } from './boards.controller.js';
import { BoardsRepository } from './boards.repository.js';
import { BoardsService } from './boards.service.js';
import { StoreContextRepository } from './store-context/store-context.repository.js';
import { StoreContextService } from './store-context/store-context.service.js';

/** Boards (one-page dashboards): the owner's CRUD and the viewer's metadata call. */
@Module({
  imports: [BlocksApiModule, SpreadsheetsModule, BillingModule],
  controllers: [BoardsController, BoardMetadataController],
  providers: [
    BoardsService,
    BoardsRepository,
    BoardMetadataService,
    StoreContextService,
    StoreContextRepository,
  ],
  exports: [BoardsService, BoardsRepository, StoreContextService],
})
export class BoardsModule {}
