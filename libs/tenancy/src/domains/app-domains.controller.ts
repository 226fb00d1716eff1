import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  addAppDomainRequestSchema,
  appDomainResponseSchema,
  appDomainsResponseSchema,
  errorResponseSchema,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import type { z } from 'zod';
import { AppDomainsService } from './app-domains.service.js';

type AddAppDomainRequest = z.infer<typeof addAppDomainRequestSchema>;

@Controller('api/apps/:appId/domains')
export class AppDomainsController {
  constructor(private readonly domains: AppDomainsService) {}

  @Get()
  @ApiDoc({
    tag: 'Custom domains',
    summary: "An app's custom domains with their verification records",
    responses: { 200: appDomainsResponseSchema, 404: errorResponseSchema },
  })
  async list(@CurrentOwner() owner: Owner, @Param('appId') appId: string) {
    return { domains: await this.domains.list(owner, appId) };
  }

  @Post()
  @ApiDoc({
    tag: 'Custom domains',
    summary: 'Add a custom domain (unverified until its TXT record is found)',
    body: addAppDomainRequestSchema,
    responses: {
      201: appDomainResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async add(
    @CurrentOwner() owner: Owner,
    @Param('appId') appId: string,
    @Body(new ZodPipe(addAppDomainRequestSchema)) body: AddAppDomainRequest,
  ) {
    return { domain: await this.domains.add(owner, appId, body.domain) };
  }

  @Post(':domainId/verify')
  @HttpCode(200)
  @ApiDoc({
    tag: 'Custom domains',
    summary: 'Verify a custom domain through its _tessera TXT record',
    responses: {
      200: appDomainResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      503: errorResponseSchema,
    },
  })
  async verify(
    @CurrentOwner() owner: Owner,
    @Param('appId') appId: string,
    @Param('domainId') domainId: string,
  ) {
    return { domain: await this.domains.verify(owner, appId, domainId) };
  }

  @Delete(':domainId')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Custom domains',
    summary: 'Remove a custom domain; it stops routing to the app',
    responses: { 204: 'Removed', 404: errorResponseSchema },
  })
  async remove(
    @CurrentOwner() owner: Owner,
    @Param('appId') appId: string,
    @Param('domainId') domainId: string,
  ): Promise<void> {
    await this.domains.remove(owner, appId, domainId);
  }
}
