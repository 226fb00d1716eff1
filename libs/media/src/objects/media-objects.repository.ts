import { Injectable } from '@nestjs/common';
import { and, eq, inArray, isNull, lt, sql, sum } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { mediaObjects } from '../db/schema.js';

export type MediaObject = typeof mediaObjects.$inferSelect;
export type MediaField = MediaObject['field'];
export type NewMediaObject = Omit<
  typeof mediaObjects.$inferInsert,
  'status' | 'createdAt' | 'storedAt' | 'thumbnailKey' | 'claimedAt'
>;

/** Files blocks send into sheets, which a row write claims (or the sweep removes). */
export const SHEET_FILE_FIELDS = ['form_file', 'cell_image'] as const satisfies MediaField[];
export const isSheetFileField = (field: MediaField) =>
  (SHEET_FILE_FIELDS as readonly MediaField[]).includes(field);
const isSheetFile = inArray(mediaObjects.field, [...SHEET_FILE_FIELDS]);

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

  /** The bytes of the workspace's sheet files no row write has recorded yet. */
  async unclaimedBytes(tx: Executor, workspaceId: string): Promise<number> {
    const [row] = await tx
      .select({ total: sum(mediaObjects.byteSize).mapWith(Number) })
      .from(mediaObjects)
      .where(
        and(eq(mediaObjects.workspaceId, workspaceId), isSheetFile, isNull(mediaObjects.claimedAt)),
      );
    return row?.total ?? 0;
  }

  /** A new object, pending until its bytes are stored; sheet files start unclaimed. */
  async insertPending(tx: Executor, object: NewMediaObject): Promise<void> {
    const claimed = !isSheetFileField(object.field);
    await tx
      .insert(mediaObjects)
      .values({ ...object, status: 'pending', claimedAt: claimed ? new Date() : null });
  }

  /** Marks the workspace's sheet files recorded by a row write; claiming twice changes nothing. */
  async claim(tx: Executor, workspaceId: string, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await tx
      .update(mediaObjects)
      .set({ claimedAt: new Date() })
      .where(
        and(
          eq(mediaObjects.workspaceId, workspaceId),
          inArray(mediaObjects.id, [...ids]),
          eq(mediaObjects.status, 'stored'),
          isNull(mediaObjects.claimedAt),
        ),
      );
  }

  /**
   * Turns an unclaimed sheet file back to pending, so the sweep removes it like a failed upload
   * (object first, then row); false when a row write claimed it meanwhile.
   */
  async release(workspaceId: string, id: string): Promise<boolean> {
    const updated = await this.db
      .update(mediaObjects)
      .set({ status: 'pending' })
      .where(
        and(
          eq(mediaObjects.workspaceId, workspaceId),
          eq(mediaObjects.id, id),
          isNull(mediaObjects.claimedAt),
        ),
      )
      .returning({ id: mediaObjects.id });
    return updated.length > 0;
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

  /** Sheet files sent before `before` that no row write recorded: sent, then never saved. */
  async unclaimed(before: Date, limit = 100): Promise<MediaObject[]> {
    return this.db
      .select()
      .from(mediaObjects)
      .where(
        and(
          eq(mediaObjects.status, 'stored'),
          isSheetFile,
          isNull(mediaObjects.claimedAt),
          lt(mediaObjects.createdAt, before),
        ),
      )
      .limit(limit);
  }
}
