import { Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';
import type { BlockRow } from './block-dto.js';

const { apps, blocks, boards, pages } = schema;

/** The board or the page a block lives on. A page carries its app, whose change event names it. */
export type BlockContainer =
  | { kind: 'board'; workspaceId: string; boardId: string }
  | { kind: 'page'; workspaceId: string; pageId: string; appId: string; appName: string };

/** How callers name a container: exactly one of the two ids. */
export type ContainerRef = { boardId?: string | undefined; pageId?: string | undefined };

export type NewBlock = {
  workspaceId: string;
  boardId?: string | null;
  pageId?: string | null;
  type: string;
  position: number;
  settings: Record<string, unknown>;
};

@Injectable()
export class BlocksRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * The container in the workspace, or null. Inside a transaction the container row is locked, so
   * concurrent inserts and reorders on the same board or page take turns and positions stay dense.
   */
  async findContainer(
    workspaceId: string,
    ref: ContainerRef,
    db: Executor = this.db,
  ): Promise<BlockContainer | null> {
    if (ref.boardId) {
      const [board] = await db
        .select({ id: boards.id })
        .from(boards)
        .where(and(eq(boards.workspaceId, workspaceId), eq(boards.id, ref.boardId)))
        .for('update');
      return board ? { kind: 'board', workspaceId, boardId: board.id } : null;
    }
    if (ref.pageId) {
      const [page] = await db
        .select({ id: pages.id, appId: apps.id, appName: apps.name })
        .from(pages)
        .innerJoin(apps, and(eq(apps.id, pages.appId), eq(apps.workspaceId, workspaceId)))
        .where(and(eq(pages.workspaceId, workspaceId), eq(pages.id, ref.pageId)))
        .for('update', { of: pages });
      return page
        ? { kind: 'page', workspaceId, pageId: page.id, appId: page.appId, appName: page.appName }
        : null;
    }
    return null;
  }

  /** The blocks of a board or page, in display order. */
  async listBlocks(
    workspaceId: string,
    ref: ContainerRef,
    db: Executor = this.db,
  ): Promise<BlockRow[]> {
    const where = ref.boardId
      ? eq(blocks.boardId, ref.boardId)
      : ref.pageId
        ? eq(blocks.pageId, ref.pageId)
        : null;
    if (!where) return [];
    return db
      .select()
      .from(blocks)
      .where(and(eq(blocks.workspaceId, workspaceId), where))
      .orderBy(asc(blocks.position), asc(blocks.createdAt));
  }

  /** A block with the container it lives on. */
  async findBlock(
    workspaceId: string,
    id: string,
    db: Executor = this.db,
  ): Promise<{ block: BlockRow; container: BlockContainer } | null> {
    const [found] = await db
      .select({ block: blocks, appId: apps.id, appName: apps.name })
      .from(blocks)
      .leftJoin(pages, and(eq(pages.id, blocks.pageId), eq(pages.workspaceId, workspaceId)))
      .leftJoin(apps, and(eq(apps.id, pages.appId), eq(apps.workspaceId, workspaceId)))
      .where(and(eq(blocks.workspaceId, workspaceId), eq(blocks.id, id)));
    if (!found) return null;
    const { block, appId, appName } = found;
    if (block.boardId) {
      return { block, container: { kind: 'board', workspaceId, boardId: block.boardId } };
    }
    if (block.pageId && appId && appName !== null) {
      return {
        block,
        container: { kind: 'page', workspaceId, pageId: block.pageId, appId, appName },
      };
    }
    return null;
  }

  /** The blocks of one type on every page of an app (its headers, its footers), page by page. */
  appBlocksOfType(
    workspaceId: string,
    appId: string,
    type: string,
    db: Executor = this.db,
  ): Promise<BlockRow[]> {
    return db
      .select({ block: blocks })
      .from(blocks)
      .innerJoin(pages, and(eq(pages.id, blocks.pageId), eq(pages.workspaceId, workspaceId)))
      .where(
        and(eq(blocks.workspaceId, workspaceId), eq(pages.appId, appId), eq(blocks.type, type)),
      )
      .orderBy(asc(pages.position), asc(blocks.position))
      .then((rows) => rows.map((row) => row.block));
  }

  async insert(db: Executor, block: NewBlock): Promise<BlockRow> {
    const [row] = await db.insert(blocks).values(block).returning();
    if (!row) throw new Error('Inserting a block returned no row');
    return row;
  }

  async insertMany(db: Executor, rows: NewBlock[]): Promise<BlockRow[]> {
    if (rows.length === 0) return [];
    return db.insert(blocks).values(rows).returning();
  }

  async updateSettings(
    db: Executor,
    workspaceId: string,
    id: string,
    settings: Record<string, unknown>,
  ): Promise<BlockRow | null> {
    const [row] = await db
      .update(blocks)
      .set({ settings, updatedAt: new Date() })
      .where(and(eq(blocks.workspaceId, workspaceId), eq(blocks.id, id)))
      .returning();
    return row ?? null;
  }

  async delete(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db.delete(blocks).where(and(eq(blocks.workspaceId, workspaceId), eq(blocks.id, id)));
  }

  /** Gives each block its index in `orderedIds` as position, writing only the ones that moved. */
  async setPositions(
    db: Executor,
    workspaceId: string,
    orderedIds: readonly string[],
    current: readonly { id: string; position: number }[],
  ): Promise<void> {
    const positionOf = new Map(current.map((block) => [block.id, block.position]));
    for (const [position, id] of orderedIds.entries()) {
      if (positionOf.get(id) === position) continue;
      await db
        .update(blocks)
        .set({ position })
        .where(and(eq(blocks.workspaceId, workspaceId), eq(blocks.id, id)));
    }
  }
}
