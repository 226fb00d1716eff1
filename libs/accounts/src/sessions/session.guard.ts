import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { IS_PUBLIC, requestTenant } from '@tessera/platform';
import type { FastifyRequest } from 'fastify';
import { AccountsError } from '../accounts.errors.js';
import './request-session.js';
import { SessionCookies } from './session-cookies.js';
import { SessionsService } from './sessions.service.js';

/**
 * The global guard: loads the caller's sessions into `request.owner` (and `request.adminSession`)
 * for every HTTP request, lets `@Public()` routes through, and refuses every other route without
 * a valid session.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly cookies: SessionCookies,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Event and job handlers run in the same app; sessions only concern HTTP.
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    await this.load(request);
    const isPublic = this.reflector.getAllAndOverride<boolean | undefined>(IS_PUBLIC, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (isPublic || request.owner) return true;
    throw new AccountsError('signInRequired');
  }

  private async load(request: FastifyRequest): Promise<void> {
    const ownerToken = this.cookies.read(request, 'owner');
    const adminToken = this.cookies.read(request, 'admin');
    if (!ownerToken && !adminToken) {
      request.owner = null;
      request.adminSession = null;
      return;
    }
    const on = { host: request.host, tenant: requestTenant(request) };
    const [session, admin] = await Promise.all([
      this.sessions.resolve(ownerToken, on),
      this.sessions.resolve(adminToken, on),
    ]);
    // Only an admin-kind session counts in the admin cookie; a copied dashboard token does not.
    const adminSession = admin?.kind === 'admin' ? admin : null;
    request.owner = session?.owner ?? adminSession?.owner ?? null;
    request.adminSession = adminSession
      ? { accountId: adminSession.owner.accountId, expiresAt: adminSession.expiresAt }
      : null;
  }
}
