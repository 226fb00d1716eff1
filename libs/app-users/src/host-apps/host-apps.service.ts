import { Injectable } from '@nestjs/common';
import { TenantResolver, type TenantRoute } from '@tessera/tenancy';
import { appUsesPassword, type HostApp, type RequestTenant } from '@tessera/platform';
import { HostAppCache, type VersionedHostApp } from './host-app-cache.js';
import { HostAppsRepository } from './host-apps.repository.js';

/** The blocks a guest of a password app may see: the ways in. */
export const SIGN_IN_BLOCK_TYPES = ['login', 'register', 'forgot password'] as const;
/** The ways in of a private app: its users are the ones its owner added, so no sign-up. */
export const PRIVATE_SIGN_IN_BLOCK_TYPES = ['login', 'forgot password'] as const;

/** The blocks whose pages a guest (not signed in to the app) may open. */
export function guestBlockTypes(app: Pick<HostApp, 'public'>): readonly string[] {
  return app.public ? SIGN_IN_BLOCK_TYPES : PRIVATE_SIGN_IN_BLOCK_TYPES;
}

function aliasTenant({ appId, workspaceId, appName }: TenantRoute): RequestTenant {
  return { kind: 'alias', appId, workspaceId, appName };
}

/** The tenant of an app reached by its name or a domain, or null when the app was not found. */
function appTenant(
  via: 'name' | 'domain',
  found: VersionedHostApp | null | undefined,
): RequestTenant | null {
  return found ? { kind: 'app', via, ...found } : null;
}

/** The paths of the pages holding the sign-in blocks (null: the app has no such page). */
export type SignInPages = {
  login: string | null;
  register: string | null;
  forgot_password: string | null;
};

/**
 * The app on a request's host, through the tenancy routes: its current name or a custom domain
 * (an old name redirects), and the ways into it (the pages holding the sign-in blocks).
 */
@Injectable()
export class HostApps {
  constructor(
    private readonly resolver: TenantResolver,
    private readonly apps: HostAppsRepository,
    private readonly hostApps: HostAppCache,
  ) {}

  /**
   * What the Host header names (see RequestTenant): the gateway asks this once per request and
   * hands the answer down. A cached route and a cached app (see HostAppCache): no database query.
   */
  async tenantOf(host: string | undefined): Promise<RequestTenant | null> {
    const key = this.resolver.routeKey(host);
    if (key === null) return null;
    const tenant = await this.resolver.resolveConfirmed(key, async (route) =>
      route.kind === 'alias'
        ? aliasTenant(route)
        : appTenant(route.kind, await this.hostApps.find(route.workspaceId, route.appId)),
    );
    return tenant ?? { kind: 'unknown' };
  }

  /**
   * What tenantOf answers, when the cache holds the host's route and app and answers at once (the
   * embedded cache, see CachePort.getNow): the hot path of cached pages asks it first. Undefined
   * when only tenantOf can tell.
   */
  tenantOfNow(host: string | undefined): RequestTenant | null | undefined {
    const key = this.resolver.routeKey(host);
    if (key === null) return null;
    const route = this.resolver.cachedRouteNow(key);
    if (!route) return undefined;
    if (route.kind === 'alias') return aliasTenant(route);
    return (
      appTenant(route.kind, this.hostApps.findNow(route.workspaceId, route.appId)) ?? undefined
    );
  }

  /**
   * The path of the first page holding a login block (where a guest is sent to sign in), or null
   * when the app has none.
   */
  async signInPath(app: HostApp): Promise<string | null> {
    return (await this.signInPages(app)).login;
  }

  /**
   * Where each sign-in block lives (the path of the first page holding it, or null), so the
   * blocks can link to each other: Login to Register and Forgot password, and back.
   */
  async signInPages(app: HostApp): Promise<SignInPages> {
    const found = await this.apps.pagesWithBlocks(app, SIGN_IN_BLOCK_TYPES);
    const pathOf = (type: string) => {
      const page = found.find((candidate) => candidate.type === type);
      return page ? `/${page.slug}` : null;
    };
    return {
      login: pathOf('login'),
      // Sign-up is open only on a public password app: elsewhere the page is no way in.
      register: appUsesPassword(app) ? pathOf('register') : null,
      forgot_password: pathOf('forgot password'),
    };
  }

  /** Sign-up is open when a page of the app holds a register block. */
  async registerOpen(app: HostApp): Promise<boolean> {
    return (await this.apps.pagesWithBlocks(app, ['register'])).length > 0;
  }

  /**
   * Whether the page is one a guest of a password or private app may open (it holds a way in; on
   * a private app, not the register block).
   */
  pageOpenToGuests(app: Pick<HostApp, 'workspaceId' | 'public'>, pageId: string): Promise<boolean> {
    return this.apps.pageHasBlock(app.workspaceId, pageId, guestBlockTypes(app));
  }

  /** The ids of the pages a guest may open (see pageOpenToGuests). */
  async guestPageIds(app: Pick<HostApp, 'id' | 'workspaceId' | 'public'>): Promise<Set<string>> {
    const found = await this.apps.pagesWithBlocks(app, guestBlockTypes(app));
    return new Set(found.map((page) => page.pageId));
  }
}
