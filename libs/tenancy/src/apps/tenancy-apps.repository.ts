import { Injectable } from '@nestjs/common';
import type { EventPayload } from '@tessera/contracts';
import { and, arrayOverlaps, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { tenancyApps } from '../db/schema.js';

/** An app as the tenancy service knows it from `app.saved`. */
export type TenancyApp = {
  appId: string;
  workspaceId: string;
  name: string;
  previousNames: string[];
  spreadsheetId: string | null;
};

/**
 * The tenancy service's read model of the apps (tenancy_apps), kept from `app.saved` and
 * `app.deleted`. Saves apply in `version` order and a deleted app stays deleted, so events
 * delivered twice, late or out of order leave the newest state.
 */
@Injectable()
export class TenancyAppsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async save(db: Executor, saved: EventPayload<'app.saved'>): Promise<void> {
    const row = {
      appId: saved.appId,
      workspaceId: saved.workspaceId,
      name: saved.name,
      previousNames: saved.previousNames,
      spreadsheetId: saved.spreadsheetId,
      version: saved.version,
    };
    await db
      .insert(tenancyApps)
      .values(row)
      .onConflictDoUpdate({
        target: tenancyApps.appId,
        set: {
          name: sql`excluded.name`,
          previousNames: sql`excluded.previous_names`,
          spreadsheetId: sql`excluded.spreadsheet_id`,
          version: sql`excluded.version`,
        },
        setWhere: and(isNull(tenancyApps.deletedAt), lte(tenancyApps.version, row.version)),
      });
  }

  /** Marks the app deleted (a tombstone: a late `app.saved` cannot bring it back). */
  async markDeleted(db: Executor, deleted: EventPayload<'app.deleted'>): Promise<void> {
    const now = new Date();
    await db
      .insert(tenancyApps)
      .values({
        appId: deleted.appId,
        workspaceId: deleted.workspaceId,
        name: deleted.name,
        version: 0,
        deletedAt: now,
      })
      .onConflictDoUpdate({ target: tenancyApps.appId, set: { deletedAt: now } });
  }

  /** The app unless it is unknown or deleted. */
  async find(db: Executor, appId: string): Promise<TenancyApp | null> {
    const [row] = await db
      .select({
        appId: tenancyApps.appId,
        workspaceId: tenancyApps.workspaceId,
        name: tenancyApps.name,
        previousNames: tenancyApps.previousNames,
        spreadsheetId: tenancyApps.spreadsheetId,
      })
      .from(tenancyApps)
      .where(and(eq(tenancyApps.appId, appId), isNull(tenancyApps.deletedAt)));
    return row ?? null;
  }

  /** The live apps other than `appId` whose name or an old name is one of the hosts. */
  async claimantsOf(db: Executor, hosts: readonly string[], appId: string): Promise<string[]> {
    if (hosts.length === 0) return [];
    const rows = await db
      .select({ appId: tenancyApps.appId })
      .from(tenancyApps)
      .where(
        and(
          isNull(tenancyApps.deletedAt),
          ne(tenancyApps.appId, appId),
          or(
            inArray(tenancyApps.name, [...hosts]),
            arrayOverlaps(tenancyApps.previousNames, [...hosts]),
          ),
        ),
      );
    return rows.map((row) => row.appId);
  }

  /**
   * The apps built on a spreadsheet: a row written to it changes what their pages show. Event
   * handlers pass their transaction (PGlite has one connection: another query would wait on it).
   */
  /** The workspace's live apps. */
  async appsOfWorkspace(workspaceId: string, db: Executor = this.db): Promise<string[]> {
    const rows = await db
      .select({ appId: tenancyApps.appId })
      .from(tenancyApps)
      .where(and(eq(tenancyApps.workspaceId, workspaceId), isNull(tenancyApps.deletedAt)));
    return rows.map((row) => row.appId);
  }

  async appsOfSpreadsheet(
    workspaceId: string,
    spreadsheetId: string,
    db: Executor = this.db,
  ): Promise<string[]> {
    const rows = await db
      .select({ appId: tenancyApps.appId })
      .from(tenancyApps)
      .where(
        and(
          eq(tenancyApps.workspaceId, workspaceId),
          eq(tenancyApps.spreadsheetId, spreadsheetId),
          isNull(tenancyApps.deletedAt),
        ),
      );
    return rows.map((row) => row.appId);
  }
}
