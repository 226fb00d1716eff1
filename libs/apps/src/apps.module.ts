import { Module } from '@nestjs/common';
import { AppTemplatesService } from './templates/app-templates.service.js';
import { AppUsersModule } from '@tessera/app-users';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BoardsModule } from '@tessera/boards';
import { SpreadsheetsModule } from '@tessera/spreadsheets';
import { TenancyModule } from '@tessera/tenancy';
import { AppsController } from './apps.controller.js';
import { AppsRepository } from './apps.repository.js';
import { AppsService } from './apps.service.js';
import { PageMetadataService } from './page-metadata.service.js';
import { PagesController } from './pages.controller.js';
import { PagesRepository } from './pages.repository.js';
import { PagesService } from './pages.service.js';
import { StartersController } from './starters/starters.controller.js';
import { StartersService } from './starters/starters.service.js';

/** Multi-page apps and their pages: the owner's CRUD and the viewer's calls on the app's host. */
@Module({
  imports: [AppUsersModule, BlocksApiModule, BoardsModule, SpreadsheetsModule, TenancyModule],
  controllers: [AppsController, PagesController, StartersController],
  providers: [
    AppsService,
    AppsRepository,
    PagesService,
    PagesRepository,
    PageMetadataService,
    AppTemplatesService,
    StartersService,
  ],
  exports: [AppsService, AppsRepository, PagesService, PageMetadataService, AppTemplatesService],
})
export class AppsModule {}
