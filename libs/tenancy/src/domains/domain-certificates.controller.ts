import { Controller, Get, Query } from '@nestjs/common';
import {
  customDomainCertificateQuerySchema,
  customDomainCertificateResponseSchema,
  errorResponseSchema,
} from '@tessera/contracts';
import { ApiDoc, Public, ZodPipe } from '@tessera/platform';
import type { z } from 'zod';
import { TenantResolver } from '../routes/tenant-resolver.service.js';
import { TenancyError } from '../tenancy.errors.js';

type CustomDomainCertificateQuery = z.infer<typeof customDomainCertificateQuerySchema>;

/**
 * Asked by the TLS edge that serves custom domains (Caddy's `on_demand_tls ask`, see
 * charts/tessera and docs/operations.md) before it requests a certificate for a host: yes only for
 * a verified custom domain that routes to an app. App subdomains are not asked about: the wildcard
 * certificate covers them.
 */
@Controller('api/custom-domains')
export class DomainCertificatesController {
  constructor(private readonly resolver: TenantResolver) {}

  @Public()
  @Get('certificate-allowed')
  @ApiDoc({
    tag: 'Custom domains',
    summary: 'Whether the TLS edge may obtain a certificate for a host (a verified custom domain)',
    responses: { 200: customDomainCertificateResponseSchema, 404: errorResponseSchema },
  })
  async allowed(
    @Query(new ZodPipe(customDomainCertificateQuerySchema)) query: CustomDomainCertificateQuery,
  ) {
    // A host with a port, an address or one of Tessera's own names is never a custom domain.
    const key = this.resolver.routeKey(query.domain);
    const route = key === query.domain ? await this.resolver.resolveKey(key) : null;
    if (route?.kind !== 'domain') throw new TenancyError('domainNotFound');
    return { domain: key };
  }
}
