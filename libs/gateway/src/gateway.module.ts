import { Module, type DynamicModule } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { AccountsModule } from '@tessera/accounts';
import { AppUsersModule } from '@tessera/app-users';
import { AppsModule } from '@tessera/apps';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BILLING_SERVICE_EVENTS, BillingModule, BillingServiceModule } from '@tessera/billing';
import { BoardsModule } from '@tessera/boards';
import {
  MARKETPLACE_SERVICE_EVENTS,
  MarketplaceModule,
  MarketplaceServiceModule,
} from '@tessera/marketplace';
import { MEDIA_SERVICE_EVENTS, MediaModule, MediaServiceModule } from '@tessera/media';
import {
  DatabaseModule,
  IdempotencyInterceptor,
  PlatformModule,
  type DatabaseHandle,
  type TesseraConfig,
} from '@tessera/platform';
import {
  SHEETS_SERVICE_EVENTS,
  SheetsServiceModule,
  SpreadsheetsModule,
} from '@tessera/spreadsheets';
import {
  PublishedPagesModule,
  TENANCY_SERVICE_EVENTS,
  TenancyModule,
  TenancyServiceModule,
} from '@tessera/tenancy';
import { WorkspacesModule } from '@tessera/workspaces';
import { ClientErrorsModule } from './client-errors/client-errors.module.js';
import { HealthController } from './health/health.controller.js';
import { HttpExceptionFilter } from './http/http-exception.filter.js';
import { InProcessPageSource } from './published-pages/in-process-page-source.js';
import { QueryPortsModule } from './query-ports/query-ports.module.js';

export type GatewayOptions = {
  /**
   * Whether the services (sheets, tenancy, media, marketplace, billing) run in this process too:
   * yes in the embedded mode (apps/server, the tests); no in the split mode, where each is its own
   * process (apps/sheets, apps/tenancy, apps/media, apps/marketplace, apps/billing) and the
   * gateway only takes HTTP and relays its outbox.
   */
  withServices?: boolean;
};

@Module({})
export class GatewayModule {
  static forRoot(
    config: TesseraConfig,
    database?: DatabaseHandle,
    { withServices = true }: GatewayOptions = {},
  ): DynamicModule {
    return {
      module: GatewayModule,
      imports: [
        PlatformModule.forRoot(config, {
          // Embedded, one process is everything: `server`; split, this one is the `gateway`.
          processName: withServices ? 'server' : 'gateway',
          // Boot fails when an event the services must consume has no subscriber here.
          requiredEventHandlers: withServices
            ? [
                ...SHEETS_SERVICE_EVENTS,
                ...TENANCY_SERVICE_EVENTS,
                ...MEDIA_SERVICE_EVENTS,
                ...MARKETPLACE_SERVICE_EVENTS,
                ...BILLING_SERVICE_EVENTS,
              ]
            : [],
        }),
        DatabaseModule.forRoot(database ?? config.database),
        QueryPortsModule,
        TenancyModule,
        PublishedPagesModule.register({
          imports: [AccountsModule, AppsModule, AppUsersModule, BoardsModule, SpreadsheetsModule],
          source: InProcessPageSource,
        }),
        AccountsModule,
        WorkspacesModule,
        BoardsModule,
        AppsModule,
        AppUsersModule,
        BlocksApiModule,
        SpreadsheetsModule,
        MediaModule,
        MarketplaceModule,
        BillingModule,
        ClientErrorsModule,
        ...(withServices
          ? [
              SheetsServiceModule,
              TenancyServiceModule,
              MediaServiceModule,
              MarketplaceServiceModule,
              BillingServiceModule,
            ]
          : []),
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
