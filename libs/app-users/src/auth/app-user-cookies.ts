import type {} from '@fastify/cookie';
import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedAppSession } from './app-sessions.service.js';

/** The app user's session on the app's own host. */
export const APP_USER_COOKIE = 'tessera_app_user';

/**
 * Writes and clears the app-user cookie like the dashboard's: httpOnly, SameSite=Lax, path /,
 * host-only (no Domain: one app's cookie never reaches another app or the dashboard), Secure when
 * the public base URL is https.
 */
@Injectable()
export class AppUserCookies {
  constructor(@Inject(CONFIG) private readonly config: TesseraConfig) {}

  read(request: FastifyRequest): string | undefined {
    return request.cookies[APP_USER_COOKIE];
  }

  issue(reply: FastifyReply, session: IssuedAppSession): void {
    reply.setCookie(APP_USER_COOKIE, session.token, {
      ...this.attributes(),
      expires: session.expiresAt,
      maxAge: Math.floor((session.expiresAt.getTime() - Date.now()) / 1000),
    });
  }

  clear(reply: FastifyReply): void {
    reply.clearCookie(APP_USER_COOKIE, this.attributes());
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
