import { Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database } from '@tessera/platform';
import type { TenantRoute } from './tenant-route.js';

const { apps, tenantRoutes } = schema;

/** The routing table's queries. Hosts are global (a name or a domain names one app anywhere). */
@Injectable()
export class TenantRoutesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async find(host: string): Promise<TenantRoute | null> {
    const [row] = await this.db
      .select({
        appId: tenantRoutes.appId,
        workspaceId: tenantRoutes.workspaceId,
        appName: tenantRoutes.appName,
        kind: tenantRoutes.kind,
      })
      .from(tenantRoutes)
      .where(eq(tenantRoutes.host, host));
    return row ?? null;
  }

  /** The app that has this name now, read from the apps themselves. */
  async appNamed(name: string): Promise<TenantRoute | null> {
    const [row] = await this.db
      .select({ appId: apps.id, workspaceId: apps.workspaceId, appName: apps.name })
      .from(apps)
      .where(eq(apps.name, name));
    return row ? { ...row, kind: 'name' } : null;
  }
}
