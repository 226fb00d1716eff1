import { Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';

const { appUsers } = schema;

export type AppUserRow = typeof appUsers.$inferSelect;
export type NewAppUser = {
  workspaceId: string;
  appId: string;
  name: string;
  email: string;
  permissions: 'read' | 'read-write';
  passwordHash?: string;
};
export type AppUserChanges = Partial<
  Pick<AppUserRow, 'name' | 'email' | 'permissions' | 'passwordHash'>
>;

/** The app_users queries, every one scoped by workspace and app. */
@Injectable()
export class AppUsersRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  list(workspaceId: string, appId: string): Promise<AppUserRow[]> {
    return this.db
      .select()
      .from(appUsers)
      .where(and(eq(appUsers.workspaceId, workspaceId), eq(appUsers.appId, appId)))
      .orderBy(asc(appUsers.createdAt), asc(appUsers.id));
  }

  async find(
    workspaceId: string,
    appId: string,
    id: string,
    db: Executor = this.db,
  ): Promise<AppUserRow | null> {
    const [row] = await db
      .select()
      .from(appUsers)
      .where(
        and(eq(appUsers.workspaceId, workspaceId), eq(appUsers.appId, appId), eq(appUsers.id, id)),
      );
    return row ?? null;
  }

  async findByEmail(
    workspaceId: string,
    appId: string,
    email: string,
    db: Executor = this.db,
  ): Promise<AppUserRow | null> {
    const [row] = await db
      .select()
      .from(appUsers)
      .where(
        and(
          eq(appUsers.workspaceId, workspaceId),
          eq(appUsers.appId, appId),
          eq(appUsers.email, email),
        ),
      );
    return row ?? null;
  }

  async insert(db: Executor, user: NewAppUser): Promise<AppUserRow> {
    const [row] = await db.insert(appUsers).values(user).returning();
    if (!row) throw new Error('Inserting an app user returned no row');
    return row;
  }

  async update(
    db: Executor,
    workspaceId: string,
    appId: string,
    id: string,
    changes: AppUserChanges,
  ): Promise<AppUserRow | null> {
    const [row] = await db
      .update(appUsers)
      .set(changes)
      .where(
        and(eq(appUsers.workspaceId, workspaceId), eq(appUsers.appId, appId), eq(appUsers.id, id)),
      )
      .returning();
    return row ?? null;
  }

  /** Removes the user; their sessions and links go with them (foreign keys cascade). */
  async delete(workspaceId: string, appId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(appUsers)
      .where(
        and(eq(appUsers.workspaceId, workspaceId), eq(appUsers.appId, appId), eq(appUsers.id, id)),
      )
      .returning({ id: appUsers.id });
    return rows.length > 0;
  }

  async setPassword(
    db: Executor,
    workspaceId: string,
    id: string,
    passwordHash: string,
  ): Promise<void> {
    await db
      .update(appUsers)
      .set({ passwordHash })
      .where(and(eq(appUsers.workspaceId, workspaceId), eq(appUsers.id, id)));
  }
}
