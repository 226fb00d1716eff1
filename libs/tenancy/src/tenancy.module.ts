import { Module } from '@nestjs/common';
import { AppDomainsController } from './domains/app-domains.controller.js';
import { AppDomainsRepository } from './domains/app-domains.repository.js';
import { AppDomainsService } from './domains/app-domains.service.js';
import { DNS_TXT_RESOLVER } from './domains/dns-txt-resolver.port.js';
import { NodeDnsTxtResolver } from './domains/node-dns-txt-resolver.adapter.js';
import { TenantResolver } from './routes/tenant-resolver.service.js';
import { TenantRoutesConsumer } from './routes/tenant-routes.consumer.js';
import { TenantRoutesRepository } from './routes/tenant-routes.repository.js';

/**
 * The tenancy service: which app a host serves (names, old names, custom domains), the routing
 * table kept from app events, and the owners' custom domains.
 */
@Module({
  controllers: [AppDomainsController],
  providers: [
    TenantResolver,
    TenantRoutesRepository,
    TenantRoutesConsumer,
    AppDomainsRepository,
    AppDomainsService,
    { provide: DNS_TXT_RESOLVER, useClass: NodeDnsTxtResolver },
  ],
  exports: [TenantResolver],
})
export class TenancyModule {}
