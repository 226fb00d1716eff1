import { Module } from '@nestjs/common';
import { TenantResolver } from './routes/tenant-resolver.service.js';
import { TenantRoutesRepository } from './routes/tenant-routes.repository.js';

/** The tenancy service: which app a host serves (names, old names, custom domains). */
@Module({
  providers: [TenantResolver, TenantRoutesRepository],
  exports: [TenantResolver],
})
export class TenancyModule {}
