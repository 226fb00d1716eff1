import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  adminSessionResponseSchema,
  adminUsersResponseSchema,
  errorResponseSchema,
  signInRequestSchema,
  type SignInRequest,
} from '@tessera/contracts';
import { ApiDoc, Public, SkipIdempotency, ZodPipe } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SessionCookies } from '../sessions/session-cookies.js';
import '../sessions/request-session.js';
import { AdminOnly } from './admin-only.decorator.js';
import { AdminService } from './admin.service.js';

const tag = 'admin';

// Sign-in and sign-out answers set session cookies, which are never stored for a replay.
@SkipIdempotency()
@Controller('api/admin')
export class AdminController {
  constructor(
    private readonly admin: AdminService,
    private readonly cookies: SessionCookies,
  ) {}

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
}
