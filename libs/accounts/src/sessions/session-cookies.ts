import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type SessionCookieKind, type TesseraConfig } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from './sessions.service.js';

/** The owner's session and the expiring admin session (platform's session-cookie-names). */
export type SessionCookie = Extract<SessionCookieKind, 'owner' | 'admin'>;

/**
 * Writes and clears session cookies under the names of the config (`__Host-` prefixed over https):
 * httpOnly, SameSite=Lax, path /, host-only (no Domain, so the dashboard cookie never reaches app
 * subdomains), Secure when the public base URL is https.
 */
@Injectable()
export class SessionCookies {
  constructor(@Inject(CONFIG) private readonly config: TesseraConfig) {}

  read(request: FastifyRequest, cookie: SessionCookie): string | undefined {
    return request.cookies[this.config.sessionCookies[cookie]];
  }

  issue(reply: FastifyReply, cookie: SessionCookie, session: IssuedSession): void {
    reply.setCookie(this.config.sessionCookies[cookie], session.token, {
      ...this.attributes(),
      expires: session.expiresAt,
      maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
    });
  }

  clear(reply: FastifyReply, cookie: SessionCookie): void {
    reply.clearCookie(this.config.sessionCookies[cookie], this.attributes());
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
