import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions.service.js';

/** The owner's session (dashboard host, or an app's own host for an app-editor session). */
export const SESSION_COOKIE = 'tessera_session';
/**
 * The expiring admin session, kept apart so signing in as admin neither replaces nor outlives the
 * dashboard session.
 */
export const ADMIN_COOKIE = 'tessera_admin';

export type SessionCookieName = typeof SESSION_COOKIE | typeof ADMIN_COOKIE;

/**
 * Writes and clears session cookies: httpOnly, SameSite=Lax, path /, host-only (no Domain, so the
 * dashboard cookie never reaches app subdomains), Secure when the public base URL is https.
 */
@Injectable()
export class SessionCookies {
  constructor(@Inject(CONFIG) private readonly config: TesseraConfig) {}

  read(request: FastifyRequest, name: SessionCookieName): string | undefined {
    return request.cookies[name];
  }

  issue(reply: FastifyReply, name: SessionCookieName, session: IssuedSession): void {
    reply.setCookie(name, session.token, {
      ...this.attributes(),
      expires: session.expiresAt,
      maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
    });
  }

  clear(reply: FastifyReply, name: SessionCookieName): void {
    reply.clearCookie(name, this.attributes());
  }

  private attributes() {
    return {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.config.secureCookies,
    } as const;
  }
}
