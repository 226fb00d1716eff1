import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { AdminOnly } from '@tessera/accounts';
import {
  clientErrorReportSchema,
  clientErrorsResponseSchema,
  errorResponseSchema,
  type ClientErrorReport,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentTenant,
  Public,
  SkipIdempotency,
  ZodPipe,
  type RequestTenant,
} from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { ClientErrorsService } from './client-errors.service.js';

const tag = 'client-errors';

@Controller('api')
export class ClientErrorsController {
  constructor(private readonly errors: ClientErrorsService) {}

  // Any page may report, a visitor's as well as an owner's; sent again, it is another report.
  @Public()
  @SkipIdempotency()
  @Post('client-errors')
  @HttpCode(204)
  @ApiDoc({
    tag,
    summary:
      'Report an error a browser met (30 per network and app, 1,000 in all, each ten minutes)',
    body: clientErrorReportSchema,
    responses: { 204: 'Recorded', 400: errorResponseSchema, 429: errorResponseSchema },
  })
  async report(
    @Body(new ZodPipe(clientErrorReportSchema)) body: ClientErrorReport,
    @Req() request: FastifyRequest,
    @CurrentTenant() tenant: RequestTenant | null,
  ): Promise<void> {
    await this.errors.record(body, {
      ip: request.ip,
      // Counted per app the host serves (a Host header made up names none: the dashboard's).
      site: tenant?.kind === 'app' ? tenant.app.id : tenant?.kind === 'alias' ? tenant.appId : '',
      userAgent: request.headers['user-agent'],
    });
  }

  @AdminOnly()
  @Get('admin/client-errors')
  @ApiDoc({
    tag,
    summary: 'The errors browsers reported, newest first, 50 a page (kept 30 days)',
    responses: {
      200: clientErrorsResponseSchema,
      400: errorResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
    },
  })
  list(@Query('before') before?: string) {
    return this.errors.list(before);
  }
}
