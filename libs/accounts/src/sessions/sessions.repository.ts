import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import {
  DATABASE,
  apps,
  ownerAccounts,
  sessions,
  workspaceMembers,
  type Database,
} from '@tessera/platform';

export type SessionKind = (typeof sessions.$inferSelect)['kind'];

/** A stored session with what the guard needs to turn it into an `Owner`. */
export type SessionRecord = {
  id: string;
  kind: SessionKind;
  expiresAt: Date;
  accountId: string;
  email: string;
  isAdmin: boolean;
  isReviewer: boolean;
  /** The workspace the session acts in (for app-editor sessions: the app's workspace). */
  workspaceId: string;
  appId: string | null;
  /** The name of the app of an app-editor session: the only host label it is valid on. */
  appName: string | null;
};

@Injectable()
export class SessionsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: {
    tokenHash: string;
    accountId: string;
    kind: SessionKind;
    appId: string | null;
    expiresAt: Date;
  }): Promise<void> {
    await this.db.insert(sessions).values(values);
  }

  /**
   * The session behind a token hash. An app-editor session resolves only while its app exists and
   * the account is still a member of the app's workspace.
   */
  async findByTokenHash(tokenHash: string): Promise<SessionRecord | undefined> {
    const [row] = await this.db
      .select({
        id: sessions.id,
        kind: sessions.kind,
        expiresAt: sessions.expiresAt,
        accountId: ownerAccounts.id,
        email: ownerAccounts.email,
        isAdmin: ownerAccounts.isAdmin,
        isReviewer: ownerAccounts.isReviewer,
        workspaceId: workspaceMembers.workspaceId,
        appId: sessions.appId,
        appName: apps.name,
      })
      .from(sessions)
      .innerJoin(ownerAccounts, eq(ownerAccounts.id, sessions.accountId))
      .leftJoin(apps, eq(apps.id, sessions.appId))
      .innerJoin(
        workspaceMembers,
        and(
          eq(workspaceMembers.accountId, ownerAccounts.id),
          or(isNull(sessions.appId), eq(workspaceMembers.workspaceId, apps.workspaceId)),
        ),
      )
      .where(eq(sessions.tokenHash, tokenHash))
      .orderBy(asc(workspaceMembers.createdAt), asc(workspaceMembers.workspaceId))
      .limit(1);
    return row;
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  async deleteById(id: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.id, id));
  }

  /** The app an owner may open as its editor: found only inside the owner's workspace. */
  async findApp(
    appId: string,
    workspaceId: string,
  ): Promise<{ id: string; name: string } | undefined> {
    const [row] = await this.db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .where(and(eq(apps.id, appId), eq(apps.workspaceId, workspaceId)))
      .limit(1);
    return row;
  }
}
