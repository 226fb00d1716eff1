import type { TenantRoute } from './tenant-route.js';

/** One row of the routing table: a host and where it leads. */
export type TenantRouteRow = TenantRoute & { host: string };

export type RoutePlan = {
  /** Rows to insert or overwrite (new hosts, or hosts whose kind or app name changed). */
  upserts: TenantRouteRow[];
  /** Hosts the app no longer has. */
  removed: string[];
  /** Every host whose answer changes: cached routes to forget. */
  changed: string[];
};

/**
 * What to write so an app's rows in the routing table become `desired` (read from the tenancy
 * service's tables): unchanged rows are left alone, so saves that change neither the app's names
 * nor its domains (a title, a setting) write nothing and keep the cache warm.
 */
export function planRoutes(
  current: readonly TenantRouteRow[],
  desired: readonly TenantRouteRow[],
): RoutePlan {
  const before = new Map(current.map((row) => [row.host, row]));
  // One row per host (the first wins: the name before an old name), as one upsert needs.
  const wanted = new Map<string, TenantRouteRow>();
  for (const row of desired) if (!wanted.has(row.host)) wanted.set(row.host, row);
  const upserts = [...wanted.values()].filter((row) => {
    const old = before.get(row.host);
    return (
      !old ||
      old.kind !== row.kind ||
      old.appId !== row.appId ||
      old.workspaceId !== row.workspaceId ||
      old.appName !== row.appName
    );
  });
  const removed = current.map((row) => row.host).filter((host) => !wanted.has(host));
  return { upserts, removed, changed: [...upserts.map((row) => row.host), ...removed] };
}
