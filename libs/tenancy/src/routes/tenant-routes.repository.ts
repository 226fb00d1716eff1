import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import type { TenantRouteRow } from './route-plan.js';
import type { TenantRoute } from './tenant-route.js';
import { appDomains, tenancyApps, tenantRoutes } from '../db/schema.js';

const routeColumns = {
  appId: tenantRoutes.appId,
  workspaceId: tenantRoutes.workspaceId,
  appName: tenantRoutes.appName,
  kind: tenantRoutes.kind,
};

/** The routing table's queries. Hosts are global (a name or a domain names one app anywhere). */
@Injectable()
export class TenantRoutesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async find(host: string): Promise<TenantRoute | null> {
    const [row] = await this.db
      .select(routeColumns)
      .from(tenantRoutes)
      .where(eq(tenantRoutes.host, host));
    return row ?? null;
  }

  /** The app's rows in the routing table as they are. */
  routesOf(db: Executor, appId: string): Promise<TenantRouteRow[]> {
    return db
      .select({ host: tenantRoutes.host, ...routeColumns })
      .from(tenantRoutes)
      .where(eq(tenantRoutes.appId, appId))
      .orderBy(asc(tenantRoutes.host));
  }

  /**
   * The rows the app should have, from the tenancy service's own tables: its name and old names
   * (the read model kept from `app.saved`) and its verified custom domains, each leading to its
   * current name. None when the app is unknown or deleted.
   */
  async desiredRoutesOf(db: Executor, appId: string): Promise<TenantRouteRow[]> {
    const [known] = await db
      .select({
        workspaceId: tenancyApps.workspaceId,
        appName: tenancyApps.name,
        previousNames: tenancyApps.previousNames,
      })
      .from(tenancyApps)
      .where(and(eq(tenancyApps.appId, appId), isNull(tenancyApps.deletedAt)));
    if (!known) return [];
    const app = { appId, workspaceId: known.workspaceId, appName: known.appName };
    const domains = await db
      .select({ host: appDomains.domain })
      .from(appDomains)
      .where(
        and(
          eq(appDomains.workspaceId, app.workspaceId),
          eq(appDomains.appId, appId),
          isNotNull(appDomains.verifiedAt),
        ),
      );
    return [
      { ...app, host: app.appName, kind: 'name' },
      ...known.previousNames.map((host) => ({ ...app, host, kind: 'alias' as const })),
      ...domains.map(({ host }) => ({ ...app, host, kind: 'domain' as const })),
    ];
  }

  /**
   * Writes rows, taking over a host another app held: the apps keep names and old names unique,
   * and domains are unique, so the newest reading of them wins.
   */
  async upsert(db: Executor, rows: readonly TenantRouteRow[]): Promise<void> {
    if (rows.length === 0) return;
    await db
      .insert(tenantRoutes)
      .values([...rows])
      .onConflictDoUpdate({
        target: tenantRoutes.host,
        set: {
          kind: sql`excluded.kind`,
          appId: sql`excluded.app_id`,
          workspaceId: sql`excluded.workspace_id`,
          appName: sql`excluded.app_name`,
          updatedAt: new Date(),
        },
      });
  }

  /** Deletes the app's rows for these hosts (a host another app took over is left to it). */
  async remove(db: Executor, appId: string, hosts: readonly string[]): Promise<void> {
    if (hosts.length === 0) return;
    await db
      .delete(tenantRoutes)
      .where(and(eq(tenantRoutes.appId, appId), inArray(tenantRoutes.host, [...hosts])));
  }
}
