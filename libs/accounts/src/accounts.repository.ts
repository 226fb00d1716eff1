import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import {
  DATABASE,
  ownerAccounts,
  workspaceMembers,
  workspaces,
  type Database,
  type Executor,
} from '@tessera/platform';

export type AccountRow = typeof ownerAccounts.$inferSelect;

/** Owner accounts and their workspace membership. Accounts are global; workspaces are the tenants. */
@Injectable()
export class AccountsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async findByEmail(email: string): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ownerAccounts)
      .where(eq(ownerAccounts.email, email))
      .limit(1);
    return row;
  }

  async findById(accountId: string): Promise<AccountRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ownerAccounts)
      .where(eq(ownerAccounts.id, accountId))
      .limit(1);
    return row;
  }

  /** The account's first workspace: the one created with it at sign-up. */
  async findHomeWorkspaceId(accountId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ workspaceId: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.accountId, accountId))
      .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
      .limit(1);
    return row?.workspaceId;
  }

  async insertAccount(
    tx: Executor,
    values: { email: string; name: string; passwordHash: string },
  ): Promise<AccountRow> {
    const [row] = await tx.insert(ownerAccounts).values(values).returning();
    if (!row) throw new Error('insert into owner_accounts returned no row');
    return row;
  }

  async insertWorkspace(tx: Executor, name: string): Promise<string> {
    const [row] = await tx.insert(workspaces).values({ name }).returning({ id: workspaces.id });
    if (!row) throw new Error('insert into workspaces returned no row');
    return row.id;
  }

  async insertMembership(tx: Executor, workspaceId: string, accountId: string): Promise<void> {
    await tx.insert(workspaceMembers).values({ workspaceId, accountId, role: 'owner' });
  }

  async setAdmin(accountId: string, isAdmin: boolean): Promise<boolean> {
    const rows = await this.db
      .update(ownerAccounts)
      .set({ isAdmin })
      .where(eq(ownerAccounts.id, accountId))
      .returning({ id: ownerAccounts.id });
    return rows.length > 0;
  }

  async setReviewer(accountId: string, isReviewer: boolean): Promise<boolean> {
    const rows = await this.db
      .update(ownerAccounts)
      .set({ isReviewer })
      .where(eq(ownerAccounts.id, accountId))
      .returning({ id: ownerAccounts.id });
    return rows.length > 0;
  }

  /** The owner took or declined the dashboard's tour: it is not offered again, on any browser. */
  async settleTour(accountId: string): Promise<void> {
    await this.db
      .update(ownerAccounts)
      .set({ tourSettledAt: sql`now()` })
      .where(and(eq(ownerAccounts.id, accountId), isNull(ownerAccounts.tourSettledAt)));
  }

  /** Every account with its number of workspaces, oldest first (the admin's user list). */
  async listWithWorkspaceCounts() {
    return this.db
      .select({
        id: ownerAccounts.id,
        email: ownerAccounts.email,
        name: ownerAccounts.name,
        isAdmin: ownerAccounts.isAdmin,
        isReviewer: ownerAccounts.isReviewer,
        createdAt: ownerAccounts.createdAt,
        workspaces: count(workspaceMembers.workspaceId),
      })
      .from(ownerAccounts)
      .leftJoin(workspaceMembers, eq(workspaceMembers.accountId, ownerAccounts.id))
      .groupBy(ownerAccounts.id)
      .orderBy(asc(ownerAccounts.createdAt), asc(ownerAccounts.id));
  }
}
