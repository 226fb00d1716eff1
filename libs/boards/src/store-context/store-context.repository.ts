import { Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database } from '@tessera/platform';

const { ownerAccounts, workspaceMembers } = schema;

/** Reads about a workspace that every board and page store needs. */
@Injectable()
export class StoreContextRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async memberRole(workspaceId: string, accountId: string): Promise<'owner' | 'editor' | null> {
    const [member] = await this.db
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, workspaceId),
          eq(workspaceMembers.accountId, accountId),
        ),
      );
    return member?.role ?? null;
  }

  /** The e-mail of the workspace's first owner. */
  async ownerEmail(workspaceId: string): Promise<string> {
    const [owner] = await this.db
      .select({ email: ownerAccounts.email })
      .from(workspaceMembers)
      .innerJoin(ownerAccounts, eq(ownerAccounts.id, workspaceMembers.accountId))
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')))
      .orderBy(asc(workspaceMembers.createdAt))
      .limit(1);
    return owner?.email ?? '';
  }
}
