import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { hostAppOf, requestTenant, type AppUser, type HostApp } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { AppSessionsService } from './app-sessions.service.js';
import { AppUserCookies } from './app-user-cookies.js';

/**
 * A global guard that never refuses: it sets `request.appUser` when the app-user cookie holds a
 * valid session AND the request's host serves that session's app (by its name or a custom
 * domain: the tenant the gateway resolved). Routes decide what an app user may do.
 */
@Injectable()
export class AppUserSessionGuard implements CanActivate {
  constructor(
    private readonly sessions: AppSessionsService,
    private readonly cookies: AppUserCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.appUser = await this.load(request);
    return true;
  }

  /** The app user of a request. */
  load(request: FastifyRequest): Promise<AppUser | null> {
    return this.ofHostApp(this.cookies.read(request), hostAppOf(requestTenant(request)));
  }

  /**
   * The app user whose session token this is, when the session is of `app` (the app the request's
   * host serves); also for callers outside Nest's routing, e.g. the pages drawn on the server.
   */
  async ofHostApp(
    token: string | undefined,
    app: Pick<HostApp, 'id' | 'workspaceId'> | null,
  ): Promise<AppUser | null> {
    if (!app) return null;
    const user = await this.sessions.resolve(token);
    if (!user) return null;
    return app.id === user.appId && app.workspaceId === user.workspaceId ? user : null;
  }
}
