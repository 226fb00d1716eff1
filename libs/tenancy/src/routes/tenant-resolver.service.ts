import { isIP } from 'node:net';
import { Inject, Injectable } from '@nestjs/common';
import { appNameFromHostname, hostnameOf } from '@tessera/domain';
import { CONFIG, type TesseraConfig } from '@tessera/platform';
import { APP_DIRECTORY, type AppDirectory } from '../apps/app-directory.port.js';
import type { TenantRoute } from './tenant-route.js';
import { TenantRouteCache } from './tenant-route-cache.js';
import { TenantRoutesRepository } from './tenant-routes.repository.js';

/** A DNS name is at most 253 characters (with a port, a little more): longer hosts are not kept. */
const MAX_HOST_LENGTH = 270;
const MAX_REMEMBERED_HOSTS = 1_000;

/**
 * Turns a Host header into the app it serves (the tenancy service's routing table): the first
 * label of a subdomain of the dashboard host (`www` and all-digit labels name no app), or a verified
 * custom domain. Routes are cached in the cache port so every gateway instance answers from memory.
 */
@Injectable()
export class TenantResolver {
  private readonly dashboardHostname: string;
  /** Host header values read into route keys (a few, bounded: visitors choose the header). */
  private readonly routeKeys = new Map<string, string | null>();

  constructor(
    private readonly routes: TenantRoutesRepository,
    private readonly cache: TenantRouteCache,
    @Inject(APP_DIRECTORY) private readonly apps: AppDirectory,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {
    this.dashboardHostname = hostnameOf(config.dashboardHost);
  }

  /** The route key of a host: the app label of a subdomain, a custom domain's name, or null. */
  routeKey(host: string | undefined): string | null {
    if (!host) return null;
    // Every request to an app's host asks this with one of a few Host values: each is read once.
    const known = this.routeKeys.get(host);
    if (known !== undefined) return known;
    const key = this.readRouteKey(host);
    if (host.length <= MAX_HOST_LENGTH) {
      if (this.routeKeys.size >= MAX_REMEMBERED_HOSTS) this.routeKeys.clear();
      this.routeKeys.set(host, key);
    }
    return key;
  }

  /** The route of a Host header (the gateway's resolution of a request, see HostApps.tenantOf). */
  async resolve(host: string | undefined): Promise<TenantRoute | null> {
    const key = this.routeKey(host);
    return key === null ? null : this.resolveKey(key);
  }

  /**
   * The route of an app-name label as the viewer sends it (POST /api/app/app-info): a current name
   * or an old one, so a visitor on an old link still finds the app.
   */
  async resolveName<T>(
    name: string,
    confirm: (route: TenantRoute) => Promise<T | null>,
  ): Promise<T | null> {
    const label = name.trim().toLowerCase();
    if (!/^[a-z0-9-]{1,63}$/.test(label) || label === 'www' || /^\d+$/.test(label)) return null;
    return this.resolveConfirmed(label, confirm);
  }

  /**
   * The route of a key, turned by `confirm` into what the caller needs (null: the route's app is
   * gone). A cached route that outlived its app (deleted, its name reused, before the event was
   * handled) is forgotten and looked up once more.
   */
  async resolveConfirmed<T>(
    key: string,
    confirm: (route: TenantRoute) => Promise<T | null>,
  ): Promise<T | null> {
    const route = await this.resolveKey(key);
    if (!route) return null;
    const confirmed = await confirm(route);
    if (confirmed !== null) return confirmed;
    await this.forget(key);
    const fresh = await this.resolveKey(key);
    return fresh ? confirm(fresh) : null;
  }

  /** The route of a route key (see routeKey), from the cache or the routing table. */
  async resolveKey(key: string): Promise<TenantRoute | null> {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const route = await this.lookup(key);
    if (route) await this.cache.set(key, route);
    return route;
  }

  /**
   * The cached route of a route key, read at once where the cache can (see CachePort.getNow);
   * undefined when only resolveKey can tell.
   */
  cachedRouteNow(key: string): TenantRoute | undefined {
    return this.cache.getNow(key);
  }

  /** Drops a cached route (see TenantRouteCache.forget). */
  forget(key: string): Promise<void> {
    return this.cache.forget(key);
  }

  private readRouteKey(host: string): string | null {
    const hostname = hostnameOf(host);
    const label = appNameFromHostname(hostname, this.dashboardHostname);
    if (label) return label;
    // An address (a probe, a load balancer) names no app: a custom domain is a verified name.
    if (isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return null;
    // The dashboard itself and its other subdomains (www, all digits) are never an app.
    if (!hostname.includes('.') || hostname === this.dashboardHostname) return null;
    if (hostname.endsWith(`.${this.dashboardHostname}`)) return null;
    return hostname;
  }

  private async lookup(key: string): Promise<TenantRoute | null> {
    const route = await this.routes.find(key);
    if (route) return route;
    // The table is kept from events: a just-created app may not be in it yet, its own row is.
    return key.includes('.') ? null : this.apps.appNamed(key);
  }
}
