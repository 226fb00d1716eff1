import { Body, Controller, Get, HttpCode, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  adminSessionResponseSchema,
  adminUserResponseSchema,
  adminUsersResponseSchema,
  errorResponseSchema,
  reviewerRoleRequestSchema,
  signInRequestSchema,
  type ReviewerRoleRequest,
  type SignInRequest,
} from '@tessera/contracts';
import { ApiDoc, Public, SkipIdempotency, ZodPipe } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionCookies } from '../sessions/session-cookies.js';
import '../sessions/request-session.js';
import { AdminOnly } from './admin-only.decorator.js';
import { AdminService } from './admin.service.js';

const tag = 'admin';

@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly cookies: SessionCookies,
  ) {}

  // Its answer sets a session cookie, which is never stored for a replay.
  @SkipIdempotency()
  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Open an admin session (expires after 2 hours)',
    body: signInRequestSchema,
    responses: {
      200: adminSessionResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async signIn(
    @Body(new ZodPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { flag, session } = await this.admin.signIn(body, request.ip);
    this.cookies.issue(reply, 'admin', session);
    return flag;
  }

  // Public so that a missing or expired admin session answers 401 here, whatever else is signed in.
  @Public()
  @Get('session')
  @ApiDoc({
    tag,
    summary: 'The current admin session and its expiry',
    responses: { 200: adminSessionResponseSchema, 401: errorResponseSchema },
  })
  session(@Req() request: FastifyRequest) {
    return this.admin.flag(request.adminSession);
  }

  @AdminOnly()
  @Get('users')
  @ApiDoc({
    tag,
    summary: 'Every owner account, oldest first',
    responses: {
      200: adminUsersResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
    },
  })
  users() {
    return this.admin.listUsers();
  }

  @AdminOnly()
  @Put('users/:id/reviewer')
  @ApiDoc({
    tag,
    summary: "Grant or take back an account's reviewer role (the marketplace's moderation queue)",
    body: reviewerRoleRequestSchema,
    responses: {
      200: adminUserResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  setReviewer(
    @Param('id') id: string,
    @Body(new ZodPipe(reviewerRoleRequestSchema)) body: ReviewerRoleRequest,
  ) {
    return this.admin.setReviewer(id, body.isReviewer);
  }
}
