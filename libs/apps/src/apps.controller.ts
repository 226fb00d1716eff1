import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  appInfoRequestSchema,
  appInfoResponseSchema,
  appListResponseSchema,
  appResponseSchema,
  createAppRequestSchema,
  errorResponseSchema,
  updateAppPrivacyRequestSchema,
  updateAppSettingsRequestSchema,
  type CreateAppRequest,
  type UpdateAppPrivacyRequest,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentOwner,
  CurrentTenant,
  Public,
  SkipIdempotency,
  ZodPipe,
  type Owner,
  type RequestTenant,
} from '@tessera/platform';
import type { z } from 'zod';
import { AppsService, type UpdateAppSettingsRequest } from './apps.service.js';

@Controller('api')
export class AppsController {
  constructor(private readonly apps: AppsService) {}

  @Get('apps')
  @ApiDoc({
    tag: 'Apps',
    summary: "The workspace's apps",
    responses: { 200: appListResponseSchema },
  })
  async list(@CurrentOwner() owner: Owner) {
    return { apps: await this.apps.list(owner) };
  }

  @Post('apps')
  @ApiDoc({
    tag: 'Apps',
    summary: 'Create a multi-page app with its Home page',
    body: createAppRequestSchema,
    responses: {
      201: appResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async create(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(createAppRequestSchema)) body: CreateAppRequest,
  ) {
    return { app: await this.apps.create(owner, body) };
  }

  @Get('apps/:appId')
  @ApiDoc({
    tag: 'Apps',
    summary: 'An app of the workspace',
    responses: { 200: appResponseSchema, 404: errorResponseSchema },
  })
  async get(@CurrentOwner() owner: Owner, @Param('appId') appId: string) {
    return { app: await this.apps.get(owner, appId) };
  }

  @Put('apps/:appId')
  @ApiDoc({
    tag: 'Apps',
    summary: "Save an app's privacy: public, sign-in method and Publish URL (a rename)",
    body: updateAppPrivacyRequestSchema,
    responses: {
      200: appResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async updatePrivacy(
    @CurrentOwner() owner: Owner,
    @Param('appId') appId: string,
    @Body(new ZodPipe(updateAppPrivacyRequestSchema)) body: UpdateAppPrivacyRequest,
  ) {
    return { app: await this.apps.updatePrivacy(owner, appId, body) };
  }

  @Patch('apps/:appId/settings')
  @ApiDoc({
    tag: 'Apps',
    summary: "Change an app's title, spreadsheet, visibility or settings",
    body: updateAppSettingsRequestSchema,
    responses: { 200: appResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async updateSettings(
    @CurrentOwner() owner: Owner,
    @Param('appId') appId: string,
    @Body(new ZodPipe(updateAppSettingsRequestSchema)) body: UpdateAppSettingsRequest,
  ) {
    return { app: await this.apps.updateSettings(owner, appId, body) };
  }

  @Post('apps/:appId/duplicate')
  @ApiDoc({
    tag: 'Apps',
    summary: 'Copy an app with its pages and blocks (private, titled "Copy of …")',
    responses: { 201: 'The copy', 404: errorResponseSchema },
  })
  async duplicate(@CurrentOwner() owner: Owner, @Param('appId') appId: string) {
    return { app: await this.apps.duplicate(owner, appId) };
  }

  @Delete('apps/:appId')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Apps',
    summary: 'Delete an app with its pages, blocks and users',
    responses: { 204: 'Deleted', 404: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('appId') appId: string): Promise<void> {
    await this.apps.remove(owner, appId);
  }

  /** Public: the published viewer turns its subdomain into the app id. */
  @Public()
  @Post('app/app-info')
  @SkipIdempotency() // a read sent as POST: nothing to apply twice, nothing worth storing
  @HttpCode(200)
  @ApiDoc({
    tag: 'Apps',
    summary: 'The id and current name of the app with this subdomain name (or an old one)',
    body: appInfoRequestSchema,
    responses: { 200: appInfoResponseSchema, 404: errorResponseSchema },
  })
  async info(
    @Body(new ZodPipe(appInfoRequestSchema)) body: z.infer<typeof appInfoRequestSchema>,
    @CurrentTenant() tenant: RequestTenant | null,
  ) {
    return { app: await this.apps.info(body.appName, tenant) };
  }
}
