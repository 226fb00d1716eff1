import { Global, Module } from '@nestjs/common';
import { AppsModule } from '@tessera/apps';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BoardsModule } from '@tessera/boards';
import { BILLING_CATALOGUE, BillingModule } from '@tessera/billing';
import {
  MARKETPLACE_APPS,
  MARKETPLACE_DATA,
  MARKETPLACE_MEDIA,
  MARKETPLACE_PAYMENTS,
  MarketplaceModule,
} from '@tessera/marketplace';
import { MediaModule } from '@tessera/media';
import { BUILDER_PORT, SHEET_FILES, SpreadsheetsModule } from '@tessera/spreadsheets';
import { APP_DIRECTORY } from '@tessera/tenancy';
import { InProcessAppDirectory } from './app-directory.adapter.js';
import { InProcessBuilder } from './builder.adapter.js';
import {
  BillingSellerStatus,
  InProcessBillingCatalogue,
  InProcessMarketplaceApps,
  InProcessMarketplaceData,
  InProcessMarketplaceMedia,
} from './marketplace.adapters.js';
import { InProcessSheetFiles } from './sheet-files.adapter.js';

/**
 * The query ports the services' libraries declare, answered by the features that own the data.
 * Global, because the libraries that declare a port are imported by the features answering it
 * (apps imports spreadsheets and tenancy): a port is how they ask without importing them back.
 * Both sides run in the gateway in either mode, so every adapter here is in-process.
 */
@Global()
@Module({
  imports: [
    AppsModule,
    BoardsModule,
    BlocksApiModule,
    MediaModule,
    MarketplaceModule,
    BillingModule,
    SpreadsheetsModule,
  ],
  providers: [
    { provide: BUILDER_PORT, useClass: InProcessBuilder },
    { provide: SHEET_FILES, useClass: InProcessSheetFiles },
    { provide: APP_DIRECTORY, useClass: InProcessAppDirectory },
    { provide: MARKETPLACE_APPS, useClass: InProcessMarketplaceApps },
    { provide: MARKETPLACE_MEDIA, useClass: InProcessMarketplaceMedia },
    { provide: MARKETPLACE_DATA, useClass: InProcessMarketplaceData },
    { provide: MARKETPLACE_PAYMENTS, useClass: BillingSellerStatus },
    { provide: BILLING_CATALOGUE, useClass: InProcessBillingCatalogue },
  ],
  exports: [
    BUILDER_PORT,
    SHEET_FILES,
    APP_DIRECTORY,
    MARKETPLACE_APPS,
    MARKETPLACE_MEDIA,
    MARKETPLACE_DATA,
    MARKETPLACE_PAYMENTS,
    BILLING_CATALOGUE,
  ],
})
export class QueryPortsModule {}
