import { Injectable } from '@nestjs/common';
import { and, asc, eq, max } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';
import type { PageRow } from './app-dto.js';

const { blocks, pages } = schema;

export type NewPage = {
  /** Given when the caller chose it (a template's copy); generated otherwise. */
  id?: string;
  workspaceId: string;
  appId: string;
  pageName: string;
  pageSlug: string;
  pageType: 'home' | 'page';
  position: number;
  settings?: Record<string, unknown>;
};

@Injectable()
export class PagesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** The pages of an app, in navigation order. */
  list(workspaceId: string, appId: string, db: Executor = this.db): Promise<PageRow[]> {
    return db
      .select()
      .from(pages)
      .where(and(eq(pages.workspaceId, workspaceId), eq(pages.appId, appId)))
      .orderBy(asc(pages.position), asc(pages.createdAt));
  }

  /** The block types found on the app's pages. */
  async blockTypesOnPages(workspaceId: string, appId: string, db: Executor): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ type: blocks.type })
      .from(blocks)
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(
        and(
          eq(blocks.workspaceId, workspaceId),
          eq(pages.workspaceId, workspaceId),
          eq(pages.appId, appId),
        ),
      );
    return new Set(rows.map((row) => row.type));
  }

  async find(workspaceId: string, id: string, db: Executor = this.db): Promise<PageRow | null> {
    const [row] = await db
      .select()
      .from(pages)
      .where(and(eq(pages.workspaceId, workspaceId), eq(pages.id, id)));
    return row ?? null;
  }

  async findBySlug(
    workspaceId: string,
    appId: string,
    slug: string,
    db: Executor = this.db,
  ): Promise<PageRow | null> {
    const [row] = await db
      .select()
      .from(pages)
      .where(
        and(eq(pages.workspaceId, workspaceId), eq(pages.appId, appId), eq(pages.pageSlug, slug)),
      );
    return row ?? null;
  }

  async nextPosition(workspaceId: string, appId: string, db: Executor): Promise<number> {
    const [row] = await db
      .select({ last: max(pages.position) })
      .from(pages)
      .where(and(eq(pages.workspaceId, workspaceId), eq(pages.appId, appId)));
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  }

  async insert(db: Executor, page: NewPage): Promise<PageRow> {
    const [row] = await db.insert(pages).values(page).returning();
    if (!row) throw new Error('Inserting a page returned no row');
    return row;
  }

  async update(
    db: Executor,
    workspaceId: string,
    id: string,
    changes: Partial<Pick<PageRow, 'pageName' | 'pageSlug' | 'position'>>,
  ): Promise<PageRow | null> {
    const [row] = await db
      .update(pages)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(pages.workspaceId, workspaceId), eq(pages.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db.delete(pages).where(and(eq(pages.workspaceId, workspaceId), eq(pages.id, id)));
  }
}
