import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { DATABASE, type Database } from '@tessera/platform';
import { googleConnections, spreadsheets } from '../db/schema.js';

export type GoogleConnectionRecord = typeof googleConnections.$inferSelect;
export type NewGoogleConnection = {
  workspaceId: string;
  kind: 'service_account' | 'oauth';
  label: string;
  projectId: string;
  /** Already sealed by SecretBox. */
  secret: string;
};

/** A workspace's Google credentials; every query is scoped by workspace. */
@Injectable()
export class GoogleConnectionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  list(workspaceId: string): Promise<GoogleConnectionRecord[]> {
    return this.db
      .select()
      .from(googleConnections)
      .where(eq(googleConnections.workspaceId, workspaceId))
      .orderBy(desc(googleConnections.createdAt));
  }

  async find(workspaceId: string, id: string): Promise<GoogleConnectionRecord | undefined> {
    const [row] = await this.db
      .select()
      .from(googleConnections)
      .where(and(eq(googleConnections.workspaceId, workspaceId), eq(googleConnections.id, id)));
    return row;
  }

  /**
   * Stores a credential; connecting the same account (kind and e-mail) again replaces its secret
   * and makes it active, so a revoked connection is repaired in place and keeps its spreadsheets.
   */
  async upsert(connection: NewGoogleConnection): Promise<GoogleConnectionRecord> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: googleConnections.id })
        .from(googleConnections)
        .where(
          and(
            eq(googleConnections.workspaceId, connection.workspaceId),
            eq(googleConnections.kind, connection.kind),
            eq(googleConnections.label, connection.label),
          ),
        )
        .for('update');
      if (existing) {
        const [row] = await tx
          .update(googleConnections)
          .set({
            secret: connection.secret,
            projectId: connection.projectId,
            status: 'active',
            updatedAt: new Date(),
          })
          .where(eq(googleConnections.id, existing.id))
          .returning();
        return row!;
      }
      const [row] = await tx.insert(googleConnections).values(connection).returning();
      return row!;
    });
  }

  /** The workspace's spreadsheets read with this connection. */
  async spreadsheetsOf(workspaceId: string, connectionId: string): Promise<string[]> {
    const rows = await this.db
      .select({ id: spreadsheets.id })
      .from(spreadsheets)
      .where(
        and(
          eq(spreadsheets.workspaceId, workspaceId),
          eq(spreadsheets.googleConnectionId, connectionId),
        ),
      );
    return rows.map((row) => row.id);
  }

  async markRevoked(workspaceId: string, id: string): Promise<void> {
    await this.db
      .update(googleConnections)
      .set({ status: 'revoked', updatedAt: new Date() })
      .where(and(eq(googleConnections.workspaceId, workspaceId), eq(googleConnections.id, id)));
  }

  async delete(workspaceId: string, id: string): Promise<boolean> {
    const deleted = await this.db
      .delete(googleConnections)
      .where(and(eq(googleConnections.workspaceId, workspaceId), eq(googleConnections.id, id)))
      .returning({ id: googleConnections.id });
    return deleted.length > 0;
  }
}
