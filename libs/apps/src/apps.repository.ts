import { Injectable } from '@nestjs/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';
import type { AppRow } from './app-dto.js';

const { apps, appNameAliases } = schema;

export type NewApp = {
  /** Given when the caller chose it (a template's copy); generated otherwise. */
  id?: string;
  workspaceId: string;
  spreadsheetId: string | null;
  name: string;
  title: string;
  settings?: Record<string, unknown>;
};
export type AppChanges = Partial<
  Pick<AppRow, 'title' | 'spreadsheetId' | 'public' | 'signInMethod' | 'name' | 'settings'>
>;

@Injectable()
export class AppsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  list(workspaceId: string): Promise<AppRow[]> {
    return this.db
      .select()
      .from(apps)
      .where(eq(apps.workspaceId, workspaceId))
      .orderBy(asc(apps.createdAt));
  }

  async find(workspaceId: string, id: string, db: Executor = this.db): Promise<AppRow | null> {
    const [row] = await db
      .select()
      .from(apps)
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, id)));
    return row ?? null;
  }

  /**
   * Lookups for published apps, which anyone may reach: by name (the subdomain label, unique
   * across workspaces) or by id. Callers check `public` or membership before showing anything.
   */
  async findByName(name: string, db: Executor = this.db): Promise<AppRow | null> {
    const [row] = await db.select().from(apps).where(eq(apps.name, name.toLowerCase()));
    return row ?? null;
  }

  async findById(id: string): Promise<AppRow | null> {
    const [row] = await this.db.select().from(apps).where(eq(apps.id, id));
    return row ?? null;
  }

  async insert(db: Executor, app: NewApp): Promise<AppRow> {
    const [row] = await db.insert(apps).values(app).returning();
    if (!row) throw new Error('Inserting an app returned no row');
    return row;
  }

  async update(
    db: Executor,
    workspaceId: string,
    id: string,
    changes: AppChanges,
  ): Promise<AppRow | null> {
    const [row] = await db
      .update(apps)
      .set({ ...changes, version: sql`${apps.version} + 1`, updatedAt: new Date() })
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, id)))
      .returning();
    return row ?? null;
  }

  /** Leaves the workspace's apps built on the spreadsheet without one; returns them. */
  clearSpreadsheet(db: Executor, workspaceId: string, spreadsheetId: string): Promise<AppRow[]> {
    return db
      .update(apps)
      .set({ spreadsheetId: null, version: sql`${apps.version} + 1`, updatedAt: new Date() })
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.spreadsheetId, spreadsheetId)))
      .returning();
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db.delete(apps).where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, id)));
  }

  /** The app an old name belongs to (names and aliases share one namespace across workspaces). */
  async aliasOwner(name: string, db: Executor = this.db): Promise<string | null> {
    const [row] = await db
      .select({ appId: appNameAliases.appId })
      .from(appNameAliases)
      .where(eq(appNameAliases.name, name.toLowerCase()));
    return row?.appId ?? null;
  }

  /** The app's old names, sorted. */
  async aliasNames(db: Executor, workspaceId: string, appId: string): Promise<string[]> {
    const rows = await db
      .select({ name: appNameAliases.name })
      .from(appNameAliases)
      .where(and(eq(appNameAliases.workspaceId, workspaceId), eq(appNameAliases.appId, appId)))
      .orderBy(asc(appNameAliases.name));
    return rows.map((row) => row.name);
  }

  async insertAlias(
    db: Executor,
    alias: { workspaceId: string; appId: string; name: string },
  ): Promise<void> {
    await db.insert(appNameAliases).values(alias);
  }

  async deleteAlias(db: Executor, workspaceId: string, appId: string, name: string): Promise<void> {
    await db
      .delete(appNameAliases)
      .where(
        and(
          eq(appNameAliases.workspaceId, workspaceId),
          eq(appNameAliases.appId, appId),
          eq(appNameAliases.name, name),
        ),
      );
  }

  /**
   * Serialises the transactions that take or free these names (create, rename) until commit: names
   * and old names live in two tables, so no unique index alone keeps them apart. Sorted, so two
   * renames locking the same pair cannot deadlock.
   */
  async lockNames(db: Executor, names: readonly string[]): Promise<void> {
    for (const name of [...new Set(names)].sort()) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`app-name:${name}`}))`);
    }
  }
}
