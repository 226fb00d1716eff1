import { Body, Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import {
  authUserResponseSchema,
  errorResponseSchema,
  handoffResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  tokenExchangeRequestSchema,
  tokenResponseSchema,
  type SignInRequest,
  type SignUpRequest,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentOwner,
  Public,
  SkipIdempotency,
  ZodPipe,
  type Owner,
} from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AccountsService } from '../accounts.service.js';
import { handoffQuerySchema, type HandoffQuery } from '../dto/handoff-query.js';
import { SessionCookies } from '../sessions/session-cookies.js';
import { AuthService } from './auth.service.js';
import { HandoffService } from './handoff.service.js';

const tag = 'auth';

// Sign-in and sign-out answers set session cookies, which are never stored for a replay.
@SkipIdempotency()
@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly accounts: AccountsService,
    private readonly handoff: HandoffService,
    private readonly cookies: SessionCookies,
  ) {}

  @Public()
  @Post('signup')
  @HttpCode(201)
  @ApiDoc({
    tag,
    summary: 'Create an owner account with its workspace and sign in',
    body: signUpRequestSchema,
    responses: { 201: authUserResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
  })
  async signUp(
    @Body(new ZodPipe(signUpRequestSchema)) body: SignUpRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { user, session } = await this.auth.signUp(body);
    this.cookies.issue(reply, 'owner', session);
    return { user };
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: 'Sign in with e-mail and password',
    body: signInRequestSchema,
    responses: { 200: authUserResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
  })
  async signIn(
    @Body(new ZodPipe(signInRequestSchema)) body: SignInRequest,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const { user, session } = await this.auth.signIn(body, request.ip);
    this.cookies.issue(reply, 'owner', session);
    return { user };
  }

  @Public()
  @Post('logout')
  @HttpCode(204)
  @ApiDoc({
    tag,
    summary: 'Sign out: ends the session and clears its cookie',
    responses: { 204: 'Signed out' },
  })
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    await this.auth.signOut([
      this.cookies.read(request, 'owner'),
      this.cookies.read(request, 'admin'),
    ]);
    this.cookies.clear(reply, 'owner');
    this.cookies.clear(reply, 'admin');
  }

  @Get()
  @ApiDoc({
    tag,
    summary: 'The current user',
    responses: { 200: authUserResponseSchema, 401: errorResponseSchema },
  })
  async currentUser(@CurrentOwner() owner: Owner) {
    return { user: await this.accounts.user(owner.accountId, owner.workspaceId) };
  }

  @Post('tour')
  @HttpCode(204)
  @ApiDoc({
    tag,
    summary:
      "The dashboard's first-run tour was taken or declined: not offered to this owner again",
    responses: { 204: 'Kept', 401: errorResponseSchema },
  })
  async settleTour(@CurrentOwner() owner: Owner) {
    await this.accounts.settleTour(owner.accountId);
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiDoc({
    tag,
    summary: "Exchange a one-time hand-off token for an editor session on an app's own host",
    body: tokenExchangeRequestSchema,
    responses: { 200: tokenResponseSchema, 401: errorResponseSchema },
  })
  async exchange(
    @Body(new ZodPipe(tokenExchangeRequestSchema)) body: z.infer<typeof tokenExchangeRequestSchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const session = await this.handoff.redeem(body.token, request.host);
    this.cookies.issue(reply, 'owner', session);
    return { token: session.token };
  }

  @Get('handoff')
  @ApiDoc({
    tag,
    summary: "A one-time link (60 s) to open an app's own host as its editor",
    responses: { 200: handoffResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
  })
  handoffLink(
    @Query(new ZodPipe(handoffQuerySchema)) query: HandoffQuery,
    @CurrentOwner() owner: Owner,
  ) {
    return this.handoff.issue(owner, query.appId);
  }
}
