import { Module } from '@nestjs/common';
import { AppCacheVersions } from './apps/app-cache-versions.js';
import { AppDomainsController } from './domains/app-domains.controller.js';
import { AppDomainsRepository } from './domains/app-domains.repository.js';
import { AppDomainsService } from './domains/app-domains.service.js';
import { DomainCertificatesController } from './domains/domain-certificates.controller.js';
import { DNS_TXT_RESOLVER } from './domains/dns-txt-resolver.port.js';
import { NodeDnsTxtResolver } from './domains/node-dns-txt-resolver.adapter.js';
import { TenantRouteCache } from './routes/tenant-route-cache.js';
import { TenantResolver } from './routes/tenant-resolver.service.js';
import { TenantRoutesRepository } from './routes/tenant-routes.repository.js';

/**
 * Tenancy's HTTP side, hosted by the gateway: which app a host serves (names, old names, custom
 * domains, read from the routing table through the cache) and the owners' custom domains. The
 * table is kept by the tenancy service (TenancyServiceModule). What it needs of the apps comes
 * through the APP_DIRECTORY port, which the host process provides.
 */
@Module({
  controllers: [AppDomainsController, DomainCertificatesController],
  providers: [
    AppCacheVersions,
    TenantRouteCache,
    TenantResolver,
    TenantRoutesRepository,
    AppDomainsRepository,
    AppDomainsService,
    { provide: DNS_TXT_RESOLVER, useClass: NodeDnsTxtResolver },
  ],
  exports: [TenantResolver, AppCacheVersions],
})
export class TenancyModule {}
