import { Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '@tessera/platform';
import { blockComments } from '../db/schema.js';

/** The comments of one block about one item ('' for the page itself), in one workspace. */
export type CommentThread = { workspaceId: string; blockId: string; item: string };

export type CommentAuthor =
  | { kind: 'member'; name: string; accountId: string }
  | { kind: 'app_user'; name: string; appUserId: string }
  | { kind: 'guest'; name: string };

export type StoredComment = {
  id: string;
  authorName: string;
  authorKind: CommentAuthor['kind'];
  authorAccountId: string | null;
  authorAppUserId: string | null;
  body: string;
  createdAt: Date;
};

const columns = {
  id: blockComments.id,
  authorName: blockComments.authorName,
  authorKind: blockComments.authorKind,
  authorAccountId: blockComments.authorAccountId,
  authorAppUserId: blockComments.authorAppUserId,
  body: blockComments.body,
  createdAt: blockComments.createdAt,
};

/** Comments of comments blocks, always scoped by workspace and block. */
@Injectable()
export class CommentsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** A page of the thread, newest first, and how many comments it has in all. */
  async page(
    thread: CommentThread,
    page: number,
    pageSize: number,
  ): Promise<{ comments: StoredComment[]; total: number }> {
    const where = this.ofThread(thread);
    const [comments, [counted]] = await Promise.all([
      this.db
        .select(columns)
        .from(blockComments)
        .where(where)
        .orderBy(desc(blockComments.sequence))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ total: count() }).from(blockComments).where(where),
    ]);
    return { comments, total: counted?.total ?? 0 };
  }

  async insert(thread: CommentThread, author: CommentAuthor, body: string): Promise<StoredComment> {
    const [row] = await this.db
      .insert(blockComments)
      .values({
        ...thread,
        authorName: author.name,
        authorKind: author.kind,
        authorAccountId: author.kind === 'member' ? author.accountId : null,
        authorAppUserId: author.kind === 'app_user' ? author.appUserId : null,
        body,
      })
      .returning(columns);
    return row!;
  }

  /** A comment of this block (any item), or null. */
  async find(workspaceId: string, blockId: string, id: string): Promise<StoredComment | null> {
    const [row] = await this.db
      .select(columns)
      .from(blockComments)
      .where(
        and(
          eq(blockComments.workspaceId, workspaceId),
          eq(blockComments.blockId, blockId),
          eq(blockComments.id, id),
        ),
      );
    return row ?? null;
  }

  async delete(workspaceId: string, blockId: string, id: string): Promise<void> {
    await this.db
      .delete(blockComments)
      .where(
        and(
          eq(blockComments.workspaceId, workspaceId),
          eq(blockComments.blockId, blockId),
          eq(blockComments.id, id),
        ),
      );
  }

  private ofThread(thread: CommentThread) {
    return and(
      eq(blockComments.workspaceId, thread.workspaceId),
      eq(blockComments.blockId, thread.blockId),
      eq(blockComments.item, thread.item),
    );
  }
}
