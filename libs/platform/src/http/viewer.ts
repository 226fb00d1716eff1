import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The signed-in builder account behind a request, set by the session guard. */
export type Owner = {
  accountId: string;
  email: string;
  workspaceId: string;
  isAdmin: boolean;
  /** Holds the reviewer role: may work the marketplace's moderation queue. */
  isReviewer: boolean;
  /** Set when the session is an app-editor session valid on one app's host only. */
  appId: string | null;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    owner?: Owner | null;
    appUser?: AppUser | null;
  }
}

/**
 * A published app's signed-in user (not a builder account), set by the app-user session guard
 * when the app-user session cookie (`tessera_app_user`, `__Host-` prefixed over https) is valid
 * on this host's app. Read from `app_users` on every request, so a removed or downgraded user is
 * refused at once.
 */
export type AppUser = {
  id: string;
  appId: string;
  workspaceId: string;
  name: string;
  email: string;
  permissions: 'read' | 'read-write';
};

/** The owner of a guarded route (always present there). */
export const CurrentOwner = createParamDecorator((_data: unknown, ctx: ExecutionContext): Owner => {
  const owner = ctx.switchToHttp().getRequest<FastifyRequest>().owner;
  if (!owner) throw new Error('CurrentOwner used on a route without the session guard');
  return owner;
});

/** The owner on a public route, or null for a guest. */
export const CurrentViewer = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): Owner | null =>
    ctx.switchToHttp().getRequest<FastifyRequest>().owner ?? null,
);

/** The app user signed in to the app on this host, or null. */
export const CurrentAppUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AppUser | null =>
    ctx.switchToHttp().getRequest<FastifyRequest>().appUser ?? null,
);
