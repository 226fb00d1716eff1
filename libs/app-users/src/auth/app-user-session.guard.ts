import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { hostAppOf, requestTenant, type AppUser } from '@tessera/platform';
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

  /** The app user of a request (also for callers outside Nest's routing, e.g. the HTML shell). */
  async load(request: FastifyRequest): Promise<AppUser | null> {
    const user = await this.sessions.resolve(this.cookies.read(request));
    if (!user) return null;
    const app = hostAppOf(requestTenant(request));
    return app?.id === user.appId && app.workspaceId === user.workspaceId ? user : null;
  }
}
