import { Module } from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { AppCacheVersions } from './apps/app-cache-versions.js';
import { PublishedPagesConsumer } from './published-pages/published-pages.consumer.js';
import { TenancyAppsRepository } from './apps/tenancy-apps.repository.js';
import { AppDomainsRepository } from './domains/app-domains.repository.js';
import { TenantRouteCache } from './routes/tenant-route-cache.js';
import { TenantRoutesConsumer } from './routes/tenant-routes.consumer.js';
import { TenantRoutesRepository } from './routes/tenant-routes.repository.js';

/**
 * What the tenancy service must consume wherever it runs: apps saved and deleted reach its read
 * model and routing table, domain changes its routes, and app changes its published pages.
 */
export const TENANCY_SERVICE_EVENTS: readonly EventName[] = [
  'app.saved',
  'app.deleted',
  'domain.changed',
  'app.changed',
  'billing.plan-changed',
];

/**
 * The tenancy service: keeps its read model of the apps and the routing table from app events
 * (and forgets the cached routes that changed) and invalidates published pages when their app or spreadsheet changes. No controllers:
 * it consumes events. Embedded, it runs in the one process beside the gateway; split, it is
 * apps/tenancy.
 */
@Module({
  providers: [
    TenancyAppsRepository,
    AppDomainsRepository,
    TenantRouteCache,
    TenantRoutesRepository,
    TenantRoutesConsumer,
    AppCacheVersions,
    PublishedPagesConsumer,
  ],
})
export class TenancyServiceModule {}
