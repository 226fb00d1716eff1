import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

/**
 * The app a request's host serves, with what its access rules need: the app, its workspace and
 * its access policy (public or private, and the sign-in method).
 */
export type HostApp = {
  id: string;
  workspaceId: string;
  name: string;
  title: string;
  spreadsheetId: string | null;
  public: boolean;
  signInMethod: string;
};

/**
 * What a request's Host header names, resolved once per request by the gateway (before guards and
 * handlers) and handed down through `@CurrentTenant()` / `@CurrentHostApp()`: nothing below turns a
 * host string into an app again.
 * - `app`: an app by its current name or a verified custom domain;
 * - `alias`: an app's old name, which redirects to the current one;
 * - `unknown`: a host that could name an app (a subdomain label, a custom domain) but names none.
 * `null` (no tenant): the host names no app (the dashboard and its `www` or all-digit subdomains).
 */
export type RequestTenant =
  | {
      kind: 'app';
      via: 'name' | 'domain';
      app: HostApp;
      /** The app's cache version the app was read under (what is cached from it is keyed by it). */
      cacheVersion: string;
    }
  | { kind: 'alias'; appId: string; workspaceId: string; appName: string }
  | { kind: 'unknown' };

/** How the gateway left the resolution on the request: the tenant, or the error it met. */
export type TenantResolution = { tenant: RequestTenant | null } | { error: unknown };

declare module 'fastify' {
  // Declaration merging needs an interface here.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface FastifyRequest {
    tenantResolution?: TenantResolution;
  }
}

/**
 * The tenant the gateway resolved for this request. A resolution that failed (the cache or the
 * database is down) throws its error here, so the caller answers it as its own (503).
 */
export function requestTenant(request: FastifyRequest): RequestTenant | null {
  const resolution = request.tenantResolution;
  if (!resolution) throw new Error('The request reached a handler without a resolved tenant');
  if ('error' in resolution) throw resolution.error;
  return resolution.tenant;
}

/** The app a tenant serves, or null (no app, an unknown one, or an old name that redirects). */
export function hostAppOf(tenant: RequestTenant | null): HostApp | null {
  return tenant?.kind === 'app' ? tenant.app : null;
}

/** The tenant of this request's host (see RequestTenant). */
export const CurrentTenant = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): RequestTenant | null =>
    requestTenant(ctx.switchToHttp().getRequest<FastifyRequest>()),
);

/** The app this request's host serves, or null. */
export const CurrentHostApp = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): HostApp | null =>
    hostAppOf(requestTenant(ctx.switchToHttp().getRequest<FastifyRequest>())),
);
