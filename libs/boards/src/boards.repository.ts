import { Injectable } from '@nestjs/common';
import { and, desc, eq, like, or } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';
import type { BoardRow } from './board-dto.js';

const { boards } = schema;

export type NewBoard = {
  workspaceId: string;
  /** None for a copy of a board whose spreadsheet was deleted. */
  spreadsheetId: string | null;
  name: string;
  slug: string;
  public?: boolean;
  settings?: Record<string, unknown>;
};

export type BoardChanges = Partial<
  Pick<BoardRow, 'name' | 'spreadsheetId' | 'public' | 'settings'>
>;

@Injectable()
export class BoardsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  list(workspaceId: string): Promise<BoardRow[]> {
    return this.db
      .select()
      .from(boards)
      .where(eq(boards.workspaceId, workspaceId))
      .orderBy(desc(boards.updatedAt));
  }

  async find(workspaceId: string, id: string, db: Executor = this.db): Promise<BoardRow | null> {
    const [row] = await db
      .select()
      .from(boards)
      .where(and(eq(boards.workspaceId, workspaceId), eq(boards.id, id)));
    return row ?? null;
  }

  /** A board by its public address. Slugs are unique across workspaces: they are URLs. */
  async findBySlug(slug: string): Promise<BoardRow | null> {
    const [row] = await this.db.select().from(boards).where(eq(boards.slug, slug));
    return row ?? null;
  }

  /** Slugs already used by any workspace that a new `base` slug could collide with. */
  async slugsLike(base: string, db: Executor = this.db): Promise<Set<string>> {
    const rows = await db
      .select({ slug: boards.slug })
      .from(boards)
      .where(or(eq(boards.slug, base), like(boards.slug, `${base}-%`)));
    return new Set(rows.map((row) => row.slug));
  }

  async insert(db: Executor, board: NewBoard): Promise<BoardRow> {
    const [row] = await db.insert(boards).values(board).returning();
    if (!row) throw new Error('Inserting a board returned no row');
    return row;
  }

  async update(
    db: Executor,
    workspaceId: string,
    id: string,
    changes: BoardChanges,
  ): Promise<BoardRow | null> {
    const [row] = await db
      .update(boards)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(boards.workspaceId, workspaceId), eq(boards.id, id)))
      .returning();
    return row ?? null;
  }

  /** Leaves the workspace's boards built on the spreadsheet without one; returns their ids. */
  async clearSpreadsheet(db: Executor, workspaceId: string, spreadsheetId: string) {
    const cleared = await db
      .update(boards)
      .set({ spreadsheetId: null, updatedAt: new Date() })
      .where(and(eq(boards.workspaceId, workspaceId), eq(boards.spreadsheetId, spreadsheetId)))
      .returning({ id: boards.id });
    return cleared.map((row) => row.id);
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<boolean> {
    const deleted = await db
      .delete(boards)
      .where(and(eq(boards.workspaceId, workspaceId), eq(boards.id, id)))
      .returning({ id: boards.id });
    return deleted.length > 0;
  }
}
