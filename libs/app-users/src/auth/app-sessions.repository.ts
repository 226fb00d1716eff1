import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import {
  InjectDatabase,
  schema,
  type AppUser,
  type Database,
  type Executor,
} from '@tessera/platform';

const { appUserSessions, appUsers } = schema;

export type AppSessionRecord = { id: string; expiresAt: Date; user: AppUser };

/** App-user sessions, read through app_users so the user's current permission always applies. */
@Injectable()
export class AppSessionsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async insert(
    db: Executor,
    session: {
      tokenHash: string;
      appUserId: string;
      appId: string;
      workspaceId: string;
      expiresAt: Date;
    },
  ): Promise<void> {
    await db.insert(appUserSessions).values(session);
  }

  async findByTokenHash(tokenHash: string): Promise<AppSessionRecord | null> {
    const [row] = await this.db
      .select({
        id: appUserSessions.id,
        expiresAt: appUserSessions.expiresAt,
        userId: appUsers.id,
        appId: appUsers.appId,
        workspaceId: appUsers.workspaceId,
        name: appUsers.name,
        email: appUsers.email,
        permissions: appUsers.permissions,
      })
      .from(appUserSessions)
      .innerJoin(
        appUsers,
        and(
          eq(appUsers.id, appUserSessions.appUserId),
          eq(appUsers.workspaceId, appUserSessions.workspaceId),
          eq(appUsers.appId, appUserSessions.appId),
        ),
      )
      .where(eq(appUserSessions.tokenHash, tokenHash));
    if (!row) return null;
    const { id, expiresAt, userId, ...user } = row;
    return { id, expiresAt, user: { id: userId, ...user } };
  }

  async deleteById(id: string): Promise<void> {
    await this.db.delete(appUserSessions).where(eq(appUserSessions.id, id));
  }

  async deleteByTokenHash(tokenHash: string): Promise<void> {
    await this.db.delete(appUserSessions).where(eq(appUserSessions.tokenHash, tokenHash));
  }

  /** Ends every session of the user (after a password was set through a link). */
  async deleteForUser(db: Executor, workspaceId: string, appUserId: string): Promise<void> {
    await db
      .delete(appUserSessions)
      .where(
        and(eq(appUserSessions.workspaceId, workspaceId), eq(appUserSessions.appUserId, appUserId)),
      );
  }
}
