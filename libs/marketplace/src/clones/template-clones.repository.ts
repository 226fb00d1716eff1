import { Injectable } from '@nestjs/common';
import { and, eq, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { templateClones } from '../db/schema.js';

export type TemplateCloneRow = typeof templateClones.$inferSelect;

/** Templates used in workspaces; every query is scoped by the workspace that used them. */
@Injectable()
export class TemplateClonesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async insert(
    tx: Executor,
    clone: Omit<typeof templateClones.$inferInsert, 'createdAt' | 'finishedAt' | 'error'>,
  ): Promise<TemplateCloneRow> {
    const [row] = await tx.insert(templateClones).values(clone).returning();
    if (!row) throw new Error('Recording the clone returned no row');
    return row;
  }

  async find(workspaceId: string, id: string): Promise<TemplateCloneRow | undefined> {
    const [row] = await this.db
      .select()
      .from(templateClones)
      .where(and(eq(templateClones.workspaceId, workspaceId), eq(templateClones.id, id)));
    return row;
  }

  /** Ends a copying clone: ready, or failed with the reason. A clone already ended stays as it is. */
  async finish(tx: Executor, workspaceId: string, id: string, error: string | null): Promise<void> {
    await tx
      .update(templateClones)
      .set({ status: error === null ? 'ready' : 'failed', error, finishedAt: sql`now()` })
      .where(
        and(
          eq(templateClones.workspaceId, workspaceId),
          eq(templateClones.id, id),
          eq(templateClones.status, 'copying'),
        ),
      );
  }
}
