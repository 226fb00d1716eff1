import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  appUsersResponseSchema,
  createAppUserRequestSchema,
  deleteAppUserRequestSchema,
  errorResponseSchema,
  newAppUserResponseSchema,
  updateAppUserRequestSchema,
  updatedAppUserResponseSchema,
  type CreateAppUserRequest,
  type UpdateAppUserRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import { z } from 'zod';
import { AppUsersService } from './app-users.service.js';

const tag = 'App users';
const successResponseSchema = z.object({ success: z.literal(true) });

/** The Users popup (publishing §2, §7); the path keeps the spec's spelling. */
@Controller('api/mutipageapp_users')
export class AppUsersController {
  constructor(private readonly users: AppUsersService) {}

  @Get(':appId')
  @ApiDoc({
    tag,
    summary: "The app's users, oldest first",
    responses: { 200: appUsersResponseSchema, 404: errorResponseSchema },
  })
  async list(@CurrentOwner() owner: Owner, @Param('appId') appId: string) {
    return { app_users: await this.users.list(owner, appId) };
  }

  @Post()
  @HttpCode(201)
  @ApiDoc({
    tag,
    summary: 'Add a user (Read by default); they get an e-mail to set their password',
    body: createAppUserRequestSchema,
    responses: {
      201: newAppUserResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async create(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(createAppUserRequestSchema)) body: CreateAppUserRequest,
  ) {
    return { new_app_user: await this.users.create(owner, body) };
  }

  @Put()
  @ApiDoc({
    tag,
    summary: "Change a user's name, e-mail or permission",
    body: updateAppUserRequestSchema,
    responses: {
      200: updatedAppUserResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async update(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(updateAppUserRequestSchema)) body: UpdateAppUserRequest,
  ) {
    return { updated_user: await this.users.update(owner, body) };
  }

  @Delete()
  @ApiDoc({
    tag,
    summary: 'Remove a user (body {appId, userId}); their sessions end at once',
    body: deleteAppUserRequestSchema,
    responses: { 200: successResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async remove(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(deleteAppUserRequestSchema)) body: z.infer<typeof deleteAppUserRequestSchema>,
  ) {
    await this.users.remove(owner, body.appId, body.userId);
    return { success: true as const };
  }
}
