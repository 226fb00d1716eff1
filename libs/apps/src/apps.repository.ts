import { Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';
import type { AppRow } from './app-dto.js';

const { apps } = schema;

export type NewApp = { workspaceId: string; spreadsheetId: string; name: string; title: string };
export type AppChanges = Partial<Pick<AppRow, 'title' | 'spreadsheetId' | 'public' | 'settings'>>;

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
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db.delete(apps).where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, id)));
  }
}
