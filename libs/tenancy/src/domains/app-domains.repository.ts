import { Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { appDomains } from '../db/schema.js';

export type AppDomainRecord = typeof appDomains.$inferSelect;

/** Custom domains of apps; every query is scoped by the workspace (domains are tenant-owned). */
@Injectable()
export class AppDomainsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Holds the app's domains until commit, so concurrent adds to one app count its domains one at
   * a time (the app row is the gateway's: this lock is the tenancy service's own).
   */
  async lockDomainsOf(db: Executor, appId: string): Promise<void> {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`app-domains:${appId}`}))`);
  }

  list(workspaceId: string, appId: string): Promise<AppDomainRecord[]> {
    return this.db
      .select()
      .from(appDomains)
      .where(and(eq(appDomains.workspaceId, workspaceId), eq(appDomains.appId, appId)))
      .orderBy(asc(appDomains.createdAt), asc(appDomains.domain));
  }

  async count(db: Executor, workspaceId: string, appId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(appDomains)
      .where(and(eq(appDomains.workspaceId, workspaceId), eq(appDomains.appId, appId)));
    return row?.n ?? 0;
  }

  async find(
    db: Executor,
    workspaceId: string,
    appId: string,
    id: string,
  ): Promise<AppDomainRecord | null> {
    const [row] = await db
      .select()
      .from(appDomains)
      .where(
        and(
          eq(appDomains.workspaceId, workspaceId),
          eq(appDomains.appId, appId),
          eq(appDomains.id, id),
        ),
      );
    return row ?? null;
  }

  /**
   * The app holding a domain, in any workspace: a domain routes to one app only. Returns only the
   * app id, to tell "yours already" from "someone else's" without revealing more.
   */
  async holder(db: Executor, domain: string): Promise<string | null> {
    const [row] = await db
      .select({ appId: appDomains.appId })
      .from(appDomains)
      .where(eq(appDomains.domain, domain));
    return row?.appId ?? null;
  }

  /** Inserts the domain, or returns null when another request took it meanwhile. */
  async insert(
    db: Executor,
    values: { workspaceId: string; appId: string; domain: string; verificationToken: string },
  ): Promise<AppDomainRecord | null> {
    const [row] = await db.insert(appDomains).values(values).onConflictDoNothing().returning();
    return row ?? null;
  }

  async markVerified(
    db: Executor,
    workspaceId: string,
    id: string,
    at: Date,
  ): Promise<AppDomainRecord | null> {
    const [row] = await db
      .update(appDomains)
      .set({ verifiedAt: at })
      .where(and(eq(appDomains.workspaceId, workspaceId), eq(appDomains.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db
      .delete(appDomains)
      .where(and(eq(appDomains.workspaceId, workspaceId), eq(appDomains.id, id)));
  }

  /** The domains of a deleted app (no foreign key cascades across services). */
  async deleteAllOf(db: Executor, workspaceId: string, appId: string): Promise<void> {
    await db
      .delete(appDomains)
      .where(and(eq(appDomains.workspaceId, workspaceId), eq(appDomains.appId, appId)));
  }
}
