import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Query,
  Redirect,
} from '@nestjs/common';
import {
  errorResponseSchema,
  googleConnectionListResponseSchema,
  googleConnectionSchema,
  serviceAccountConnectionRequestSchema,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentOwner,
  CurrentViewer,
  Public,
  ZodPipe,
  type Owner,
} from '@tessera/platform';
import { z } from 'zod';
import { GoogleConnectionsService } from './google-connections.service.js';

const consentAnswerSchema = z.object({
  code: z.string().max(4000).optional(),
  state: z.string().max(200).optional(),
  error: z.string().max(200).optional(),
});

/** The workspace's Google connections, and the "Sign in with Google" consent round trip. */
@Controller('api/google')
export class GoogleConnectionsController {
  constructor(private readonly connections: GoogleConnectionsService) {}

  @Get('connections')
  @ApiDoc({
    tag: 'Google Sheets',
    summary: "The workspace's Google connections (never their secrets)",
    responses: { 200: googleConnectionListResponseSchema, 401: errorResponseSchema },
  })
  list(@CurrentOwner() owner: Owner) {
    return this.connections.list(owner);
  }

  @Post('connections/service-account')
  @ApiDoc({
    tag: 'Google Sheets',
    summary: 'Connect with a service-account key (the JSON key file); stored encrypted',
    body: serviceAccountConnectionRequestSchema,
    responses: { 201: googleConnectionSchema, 400: errorResponseSchema, 401: errorResponseSchema },
  })
  addServiceAccount(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(serviceAccountConnectionRequestSchema)) body: { key: string },
  ) {
    return this.connections.addServiceAccount(owner, body.key);
  }

  @Delete('connections/:id')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Google Sheets',
    summary: 'Remove a connection (its spreadsheets stop syncing until connected again)',
    responses: { 404: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('id') id: string): Promise<void> {
    await this.connections.remove(owner, id);
  }

  @Get('oauth/start')
  @Redirect()
  @ApiDoc({
    tag: 'Google Sheets',
    summary: "Redirects to Google's consent screen (Sign in with Google)",
    responses: { 409: errorResponseSchema },
  })
  async start(@CurrentOwner() owner: Owner) {
    return { url: await this.connections.consentUrl(owner), statusCode: 302 };
  }

  /** Public so that an expired session still lands on the dashboard with a message, not JSON. */
  @Public()
  @Get('oauth/callback')
  @Redirect()
  @ApiDoc({
    tag: 'Google Sheets',
    summary: "Google's redirect back from the consent screen; redirects to the dashboard",
  })
  async callback(
    @CurrentViewer() viewer: Owner | null,
    @Query(new ZodPipe(consentAnswerSchema)) query: z.infer<typeof consentAnswerSchema>,
  ) {
    return { url: await this.connections.finishConsent(viewer, query), statusCode: 302 };
  }
}
