/**
 * Test helpers for the builder's integration tests (boards, apps, pages, blocks): signed-in owners
 * and editors, app-editor sessions, spreadsheets with sheets, and the outbox. Used by *.int-spec.ts
 * only (imported as `@tessera/blocks-api/testing`, never from the library's index).
 */
import { createHash, randomBytes } from 'node:crypto';
import { schema, type Database } from '@tessera/platform';
import { sheetsSchema } from '@tessera/spreadsheets';

export type SignedIn = {
  accountId: string;
  workspaceId: string;
  email: string;
  /** The Cookie header of the session. */
  cookie: string;
};

let counter = 0;

/** A new owner with their own workspace and a dashboard session. */
export async function signedInOwner(db: Database, email?: string): Promise<SignedIn> {
  counter += 1;
  const address = email ?? `owner${counter}@example.com`;
  const [workspace] = await db
    .insert(schema.workspaces)
    .values({ name: `Workspace ${counter}` })
    .returning();
  const account = await insertAccount(db, address);
  await db
    .insert(schema.workspaceMembers)
    .values({ workspaceId: workspace!.id, accountId: account.id, role: 'owner' });
  const cookie = await sessionCookie(db, account.id);
  return { accountId: account.id, workspaceId: workspace!.id, email: address, cookie };
}

/** Another account made a member (editor) of an existing workspace, signed in. */
export async function signedInEditor(db: Database, workspaceId: string): Promise<SignedIn> {
  counter += 1;
  const email = `editor${counter}@example.com`;
  const account = await insertAccount(db, email);
  await db
    .insert(schema.workspaceMembers)
    .values({ workspaceId, accountId: account.id, role: 'editor' });
  return { accountId: account.id, workspaceId, email, cookie: await sessionCookie(db, account.id) };
}

/** A session of an existing account: a dashboard one, or an app-editor one bound to `appId`. */
export async function sessionCookie(
  db: Database,
  accountId: string,
  appId: string | null = null,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(schema.sessions).values({
    tokenHash: createHash('sha256').update(token, 'utf8').digest('hex'),
    accountId,
    kind: appId ? 'app-editor' : 'dashboard',
    appId,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return `tessera_session=${token}`;
}

export type TestSheet = { title: string; columns: string[]; rows?: Record<string, string>[] };

/** An uploaded spreadsheet with its sheets and rows, in the workspace. */
export async function insertSpreadsheet(
  db: Database,
  workspaceId: string,
  sheets: TestSheet[] = [{ title: 'Products', columns: ['Name', 'Stock'] }],
): Promise<string> {
  const [spreadsheet] = await db
    .insert(sheetsSchema.spreadsheets)
    .values({ workspaceId, name: 'Shop.xlsx', source: 'upload' })
    .returning();
  for (const [position, sheet] of sheets.entries()) {
    const rows = sheet.rows ?? [];
    const [inserted] = await db
      .insert(sheetsSchema.sheets)
      .values({
        workspaceId,
        spreadsheetId: spreadsheet!.id,
        title: sheet.title,
        position,
        columns: sheet.columns,
        rowCount: rows.length,
      })
      .returning();
    if (rows.length > 0) {
      await db.insert(sheetsSchema.sheetRows).values(
        rows.map((values, index) => ({
          workspaceId,
          sheetId: inserted!.id,
          position: index,
          values,
        })),
      );
    }
  }
  return spreadsheet!.id;
}

/** The events written to the outbox, oldest first. */
export async function outboxEvents(db: Database): Promise<{ name: string; payload: unknown }[]> {
  const rows = await db
    .select({ name: schema.outbox.name, payload: schema.outbox.payload })
    .from(schema.outbox)
    .orderBy(schema.outbox.occurredAt);
  return rows;
}

async function insertAccount(db: Database, email: string) {
  const [account] = await db
    .insert(schema.ownerAccounts)
    .values({ email, name: email.split('@')[0] ?? email, passwordHash: 'not-used-in-tests' })
    .returning();
  return account!;
}
