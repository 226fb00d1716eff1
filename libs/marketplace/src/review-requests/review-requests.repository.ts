import { Injectable } from '@nestjs/common';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { reviewEvents, reviewRequests } from '../db/schema.js';

export type ReviewRequestRow = typeof reviewRequests.$inferSelect;
export type ReviewEventRow = typeof reviewEvents.$inferSelect;
export type ReviewAction = ReviewEventRow['action'];

/** What a submission writes: everything but the id, the status and the decision. */
export type Submission = Omit<
  typeof reviewRequests.$inferInsert,
  'id' | 'status' | 'rejectionReason' | 'decidedAt' | 'createdAt' | 'submittedAt'
>;

/**
 * Review requests and their audit trail. The owner's side is scoped by workspace; the reviewers'
 * queue reads across workspaces by design (it is the provider's moderation queue), and only the
 * submissions themselves.
 */
@Injectable()
export class ReviewRequestsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async findByApp(
    workspaceId: string,
    appId: string,
    db: Executor = this.db,
  ): Promise<ReviewRequestRow | undefined> {
    const [row] = await db
      .select()
      .from(reviewRequests)
      .where(and(eq(reviewRequests.workspaceId, workspaceId), eq(reviewRequests.appId, appId)));
    return row;
  }

  /** Takes the app's request row (when it has one) for the rest of the transaction. */
  async lockByApp(tx: Executor, workspaceId: string, appId: string) {
    const [row] = await tx
      .select()
      .from(reviewRequests)
      .where(and(eq(reviewRequests.workspaceId, workspaceId), eq(reviewRequests.appId, appId)))
      .for('update');
    return row;
  }

  /**
   * Stores a first submission as pending; undefined when the app has a request already (another
   * submission got there first: the unique index on the app settles it).
   */
  async insertPending(tx: Executor, submission: Submission): Promise<ReviewRequestRow | undefined> {
    const [row] = await tx
      .insert(reviewRequests)
      .values({ ...submission, status: 'pending', submittedAt: sql`now()` })
      .onConflictDoNothing({ target: reviewRequests.appId })
      .returning();
    return row;
  }

  /** Submits the app's rejected request again (its row is locked by the caller). */
  async resubmit(tx: Executor, id: string, submission: Submission): Promise<ReviewRequestRow> {
    const [row] = await tx
      .update(reviewRequests)
      .set({
        ...submission,
        status: 'pending',
        submittedAt: sql`now()`,
        rejectionReason: null,
        decidedAt: null,
      })
      .where(eq(reviewRequests.id, id))
      .returning();
    if (!row) throw new Error('Resubmitting the review request returned no row');
    return row;
  }

  async remove(tx: Executor, workspaceId: string, id: string): Promise<void> {
    await tx
      .delete(reviewRequests)
      .where(and(eq(reviewRequests.workspaceId, workspaceId), eq(reviewRequests.id, id)));
  }

  /** Pending requests, oldest submission first: the reviewers' queue. */
  async pending(): Promise<ReviewRequestRow[]> {
    return this.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.status, 'pending'))
      .orderBy(asc(reviewRequests.submittedAt), asc(reviewRequests.id));
  }

  async findById(id: string, db: Executor = this.db): Promise<ReviewRequestRow | undefined> {
    const [row] = await db.select().from(reviewRequests).where(eq(reviewRequests.id, id));
    return row;
  }

  /** Decides a pending request; undefined when it is not pending any more (decided or gone). */
  async decide(
    tx: Executor,
    id: string,
    decision: { status: 'published' | 'rejected'; rejectionReason: string | null },
  ): Promise<ReviewRequestRow | undefined> {
    const [row] = await tx
      .update(reviewRequests)
      .set({ ...decision, decidedAt: sql`now()` })
      .where(and(eq(reviewRequests.id, id), eq(reviewRequests.status, 'pending')))
      .returning();
    return row;
  }

  async addEvent(
    tx: Executor,
    request: Pick<ReviewRequestRow, 'id' | 'workspaceId' | 'appId'>,
    event: { action: ReviewAction; actorId: string; actorEmail: string; reason?: string },
  ): Promise<void> {
    await tx.insert(reviewEvents).values({
      requestId: request.id,
      workspaceId: request.workspaceId,
      appId: request.appId,
      action: event.action,
      actorId: event.actorId,
      actorEmail: event.actorEmail,
      reason: event.reason ?? null,
    });
  }

  /** The audit trail of the requests, oldest first, by request. */
  async historyOf(requestIds: readonly string[]): Promise<Map<string, ReviewEventRow[]>> {
    const history = new Map<string, ReviewEventRow[]>();
    if (requestIds.length === 0) return history;
    const rows = await this.db
      .select()
      .from(reviewEvents)
      .where(inArray(reviewEvents.requestId, [...requestIds]))
      .orderBy(asc(reviewEvents.at), asc(reviewEvents.id));
    for (const row of rows)
      history.set(row.requestId, [...(history.get(row.requestId) ?? []), row]);
    return history;
  }
}
