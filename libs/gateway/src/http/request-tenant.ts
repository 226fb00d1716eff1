import type { HostApps } from '@tessera/app-users';
import type { TenantResolution } from '@tessera/platform';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

const ASSETS_PATH = '/assets/';
const HEALTH_PATH = /^\/health(?:[/?]|$)/;

/** Each request's resolution, made once however many steps ask (see resolveRequestTenant). */
const resolutions = new WeakMap<
  IncomingMessage,
  { host: string; resolution: Promise<TenantResolution> }
>();

/**
 * The tenant of a request's host, resolved once per request: the hot path of cached pages
 * (cached-pages-first.ts) and the hook below ask for the same request, and the second gets the
 * first's answer. A failed look-up is kept as such (see registerTenantResolution).
 */
export function resolveRequestTenant(
  raw: IncomingMessage,
  host: string,
  hostApps: HostApps,
): Promise<TenantResolution> {
  const made = resolutions.get(raw);
  if (made?.host === host) return made.resolution;
  const resolution = hostApps.tenantOf(host).then(
    (tenant): TenantResolution => ({ tenant }),
    (error: unknown): TenantResolution => ({ error }),
  );
  resolutions.set(raw, { host, resolution });
  return resolution;
}

/**
 * Resolves every request's Host header to its tenant once, before any guard or handler runs (the
 * API's and the published pages' alike), and leaves it on the request for `@CurrentTenant()`. A
 * host of the dashboard costs nothing (no app label, no look-up); an app's host one cached route.
 * A failed look-up is kept and thrown where the tenant is read, so it is answered like any error
 * of that route (503 while the cache or the database is down). The web app's hashed bundle
 * (`/assets/`) is the same on every host, and a probe of `/health` concerns the process, not an
 * app: neither asks.
 */
export function registerTenantResolution(fastify: FastifyInstance, hostApps: HostApps): void {
  fastify.addHook('onRequest', async (request) => {
    // Resolved as naming no app, so that the guards a cookie wakes up on /health find a tenant.
    if (request.url.startsWith(ASSETS_PATH) || HEALTH_PATH.test(request.url)) {
      request.tenantResolution = { tenant: null };
      return;
    }
    request.tenantResolution = await resolveRequestTenant(request.raw, request.host, hostApps);
  });
}
