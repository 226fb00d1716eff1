import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import {
  appForgotPasswordRequestSchema,
  appMessageResponseSchema,
  appRegisterRequestSchema,
  appSessionResponseSchema,
  appSetPasswordRequestSchema,
  appSignInRequestSchema,
  errorResponseSchema,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  Public,
  SkipIdempotency,
  ZodPipe,
  type AppUser,
  type HostApp,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { RESET_LINK_MESSAGE } from '../app-users.errors.js';
import { AppAuthService } from './app-auth.service.js';
import { AppUserCookies } from './app-user-cookies.js';

const tag = 'App sign-in';

/**
 * Sign-in of app users, on the app's own host (the app is the one the Host serves; 404 when it
 * serves none). Public: these are the ways in.
 */
// Sign-in and sign-out answers set session cookies, which are never stored for a replay.
@SkipIdempotency()
@Controller('api/app-auth')
export class AppAuthController {
  constructor(
    private readonly auth: AppAuthService,
    private readonly cookies: AppUserCookies,
  ) {}

  @Public()
  @Get('session')
  @ApiDoc({
    tag,
    summary: 'The app user signed in to the app on this host, or null',
    responses: { 200: appSessionResponseSchema, 404: errorResponseSchema },
  })
  session(@CurrentHostApp() app: HostApp | null, @CurrentAppUser() appUser: AppUser | null) {
    return { user: this.auth.session(app, appUser) };
  }

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Sign in with e-mail and password (password or private apps)',
    body: appSignInRequestSchema,
    responses: {
      200: appSessionResponseSchema,
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async signIn(
    @Body(new ZodPipe(appSignInRequestSchema)) body: z.infer<typeof appSignInRequestSchema>,
    @CurrentHostApp() app: HostApp | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { user, session } = await this.auth.signIn(app, body, request.ip);
    this.cookies.issue(reply, session);
    return { user };
  }

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiDoc({
    tag,
    summary: 'Sign up as a Read user and sign in (when a page holds a register block)',
    body: appRegisterRequestSchema,
    responses: {
      201: appSessionResponseSchema,
      400: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async register(
    @Body(new ZodPipe(appRegisterRequestSchema)) body: z.infer<typeof appRegisterRequestSchema>,
    @CurrentHostApp() app: HostApp | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { user, session } = await this.auth.register(app, body, request.ip);
    this.cookies.issue(reply, session);
    return { user };
  }

  @Public()
  @Post('forgot-password')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'E-mail a link (1 hour) to set a new password; the same answer for any address',
    body: appForgotPasswordRequestSchema,
    responses: {
      200: appMessageResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async forgotPassword(
    @Body(new ZodPipe(appForgotPasswordRequestSchema))
    body: z.infer<typeof appForgotPasswordRequestSchema>,
    @CurrentHostApp() app: HostApp | null,
    @Req() request: FastifyRequest,
  ) {
    await this.auth.forgotPassword(app, body.email, request.ip);
    return { message: RESET_LINK_MESSAGE };
  }

  @Public()
  @Post('set-password')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary:
      "Set a password from an e-mailed link (once) and sign in (user null when the app doesn't use sign-in)",
    body: appSetPasswordRequestSchema,
    responses: {
      200: appSessionResponseSchema,
      400: errorResponseSchema,
      404: errorResponseSchema,
      429: errorResponseSchema,
    },
  })
  async setPassword(
    @Body(new ZodPipe(appSetPasswordRequestSchema))
    body: z.infer<typeof appSetPasswordRequestSchema>,
    @CurrentHostApp() app: HostApp | null,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { user, session } = await this.auth.setPassword(app, body, request.ip);
    if (session) this.cookies.issue(reply, session);
    return { user };
  }

  @Public()
  @Post('sign-out')
  @HttpCode(204)
  @ApiDoc({
    tag,
    summary: "Sign out: ends the app user's session",
    responses: { 204: 'Signed out' },
  })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.signOut(this.cookies.read(request));
    this.cookies.clear(reply);
  }
}
