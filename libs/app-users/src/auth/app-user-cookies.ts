import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedAppSession } from './app-sessions.service.js';

/**
 * Writes and clears the app user's session cookie on the app's own host, under the config's name
 * (`__Host-` prefixed over https), like the dashboard's: httpOnly, SameSite=Lax, path /,
 * host-only (no Domain: one app's cookie never reaches another app or the dashboard), Secure when
 * the public base URL is https.
 */
@Injectable()
export class AppUserCookies {
  constructor(@Inject(CONFIG) private readonly config: TesseraConfig) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies[this.config.sessionCookies.appUser];
  }

  issue(reply: FastifyReply, session: IssuedAppSession): void {
    reply.setCookie(this.config.sessionCookies.appUser, session.token, {
      ...this.attributes(),
      expires: session.expiresAt,
      maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(this.config.sessionCookies.appUser, this.attributes());
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
