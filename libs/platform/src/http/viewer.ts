import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/** The signed-in builder account behind a request, set by the session guard. */
export type Owner = {
  accountId: string;
  email: string;
  workspaceId: string;
  isAdmin: boolean;
  /** Set when the session is an app-editor session valid on one app's host only. */
  appId: string | null;
};

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    owner?: Owner | null;
  }
}

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
