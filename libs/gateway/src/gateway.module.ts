import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from '@tessera/accounts';
import { AppUsersModule } from '@tessera/app-users';
import { AppsModule } from '@tessera/apps';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BoardsModule } from '@tessera/boards';
import {
  DatabaseModule,
  IdempotencyInterceptor,
  PlatformModule,
  type DatabaseHandle,
  type TesseraConfig,
} from '@tessera/platform';
import { SpreadsheetsModule } from '@tessera/spreadsheets';
import { PublishedPagesModule, TenancyModule } from '@tessera/tenancy';
import { WorkspacesModule } from '@tessera/workspaces';
import { HealthController } from './health/health.controller.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { InProcessPageSource } from './published-pages/in-process-page-source.js';

@Module({})
export class GatewayModule {
  static forRoot(config: TesseraConfig, database?: DatabaseHandle): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        // Accepted row writes must reach their spreadsheet, and app changes the routing table:
        // boot fails without their consumers.
        PlatformModule.forRoot(config, {
          requiredEventHandlers: ['sheet.row-written', 'app.changed', 'app.deleted'],
        }),
        DatabaseModule.forRoot(database ?? config.database),
        TenancyModule,
        PublishedPagesModule.register({
          imports: [AccountsModule, AppsModule, SpreadsheetsModule],
          source: InProcessPageSource,
        }),
        AccountsModule,
        WorkspacesModule,
        BoardsModule,
        AppsModule,
        AppUsersModule,
        BlocksApiModule,
        SpreadsheetsModule,
      ],
      controllers: [HealthController],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        // Idempotency-Key on every write route (decision 0009).
        { provide: APP_INTERCEPTOR, useClass: IdempotencyInterceptor },
      ],
    };
  }
}
