import { Injectable } from '@nestjs/common';
import { and, eq, inArray, lt, sql, sum } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { mediaObjects } from '../db/schema.js';

export type MediaObject = typeof mediaObjects.$inferSelect;
export type MediaField = MediaObject['field'];
export type NewMediaObject = Omit<
  typeof mediaObjects.$inferInsert,
  'status' | 'createdAt' | 'storedAt' | 'thumbnailKey'
>;

/** The media service's rows: every query on a workspace's objects is scoped by its id. */
@Injectable()
export class MediaObjectsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * Takes the workspace's upload lock for the rest of the transaction, so that two uploads at once
   * cannot both fit in the last of its quota.
   */
  async lockWorkspace(tx: Executor, workspaceId: string): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`media:${workspaceId}`}))`);
  }

  /** The bytes the workspace's objects take, pending ones included (their objects may exist). */
  async bytesUsed(tx: Executor, workspaceId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sum(mediaObjects.byteSize).mapWith(Number) })
      .from(mediaObjects)
      .where(eq(mediaObjects.workspaceId, workspaceId));
    return row?.total ?? 0;
  }

  async insertPending(tx: Executor, object: NewMediaObject): Promise<void> {
    await tx.insert(mediaObjects).values({ ...object, status: 'pending' });
  }

  /** Marks a pending object stored; false when its row is gone (swept meanwhile). */
  async markStored(tx: Executor, workspaceId: string, id: string): Promise<boolean> {
    const updated = await tx
      .update(mediaObjects)
      .set({ status: 'stored', storedAt: sql`now()` })
      .where(
        and(
          eq(mediaObjects.workspaceId, workspaceId),
          eq(mediaObjects.id, id),
          eq(mediaObjects.status, 'pending'),
        ),
      )
      .returning({ id: mediaObjects.id });
    return updated.length > 0;
  }

  async remove(db: Executor, workspaceId: string, id: string): Promise<void> {
    await db
      .delete(mediaObjects)
      .where(and(eq(mediaObjects.workspaceId, workspaceId), eq(mediaObjects.id, id)));
  }

  /** A stored object by its id, in any workspace: its id is the capability to read it. */
  async findStored(id: string): Promise<MediaObject | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaObjects)
      .where(and(eq(mediaObjects.id, id), eq(mediaObjects.status, 'stored')));
    return row;
  }

  /** The workspace's stored objects among `ids`. */
  async storedOf(workspaceId: string, ids: readonly string[]): Promise<MediaObject[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(mediaObjects)
      .where(
        and(
          eq(mediaObjects.workspaceId, workspaceId),
          inArray(mediaObjects.id, [...ids]),
          eq(mediaObjects.status, 'stored'),
        ),
      );
  }

  /** Records the thumbnail's key; false when the object is gone. */
  async setThumbnail(workspaceId: string, id: string, thumbnailKey: string): Promise<boolean> {
    const updated = await this.db
      .update(mediaObjects)
      .set({ thumbnailKey })
      .where(and(eq(mediaObjects.workspaceId, workspaceId), eq(mediaObjects.id, id)))
      .returning({ id: mediaObjects.id });
    return updated.length > 0;
  }

  /** Pending rows older than `before`: uploads that failed between their row and their object. */
  async abandoned(before: Date, limit = 100): Promise<MediaObject[]> {
    return this.db
      .select()
      .from(mediaObjects)
      .where(and(eq(mediaObjects.status, 'pending'), lt(mediaObjects.createdAt, before)))
      .limit(limit);
  }
}
