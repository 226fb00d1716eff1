import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { PublishedPageCache } from './published-pages/published-page-cache.js';
import { PublishedPagesConsumer } from './published-pages/published-pages.consumer.js';
import { PublishedPagesRepository } from './published-pages/published-pages.repository.js';
import { TenantResolver } from './routes/tenant-resolver.service.js';
import { TenantRoutesConsumer } from './routes/tenant-routes.consumer.js';
import { TenantRoutesRepository } from './routes/tenant-routes.repository.js';

/** What the tenancy service must consume wherever it runs: app changes reach the routing table. */
export const TENANCY_SERVICE_EVENTS: readonly EventName[] = ['app.changed', 'app.deleted'];

/**
 * The tenancy service: keeps the routing table from app events (and forgets the cached routes that
 * changed) and invalidates published pages when their app or spreadsheet changes. No controllers:
 * it consumes events. Embedded, it runs in the one process beside the gateway; split, it is
 * apps/tenancy.
 */
@Module({
  providers: [
    TenantResolver,
    TenantRoutesRepository,
    TenantRoutesConsumer,
    PublishedPageCache,
    PublishedPagesRepository,
    PublishedPagesConsumer,
  ],
})
export class TenancyServiceModule {}
