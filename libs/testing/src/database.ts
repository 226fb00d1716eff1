import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { buildCsv } from './csv.js';

/**
 * What the factories need of a database: the Drizzle handle of `openDatabase` fits. They write
 * plain SQL so this library stays free of server code (it is shared with web tests).
 */
export type SqlExecutor = { execute(query: SQL): PromiseLike<unknown> };

export type OwnerSession = {
  accountId: string;
  workspaceId: string;
  email: string;
  /** The raw session token and the Cookie header that carries it. */
  token: string;
  cookie: string;
};

let sequence = 0;
const next = () => `${Date.now().toString(36)}${(sequence += 1)}`;

/**
 * An owner account with a workspace (or a member of `workspaceId`) and a signed-in session,
 * stored as the accounts module stores them: the cookie carries a random token, the sessions
 * table its SHA-256. `appId` makes an app-editor session valid on that app's host only.
 */
export async function createOwnerSession(
  db: SqlExecutor,
  options: {
    email?: string;
    name?: string;
    workspaceId?: string;
    appId?: string;
    /** The session cookie's name: `config.sessionCookies.owner` when BASE_URL is https. */
    cookieName?: string;
  } = {},
): Promise<OwnerSession> {
  const email = options.email ?? `owner-${next()}@example.com`;
  const accountId = randomUUID();
  const workspaceId = options.workspaceId ?? randomUUID();
  if (!options.workspaceId)
    await db.execute(
      sql`insert into workspaces (id, name) values (${workspaceId}, ${`Workspace of ${email}`})`,
    );
  await db.execute(
    sql`insert into owner_accounts (id, email, name, password_hash)
        values (${accountId}, ${email}, ${options.name ?? 'Test Owner'}, 'not-a-password-hash')`,
  );
  await db.execute(
    sql`insert into workspace_members (workspace_id, account_id, role)
        values (${workspaceId}, ${accountId}, ${options.workspaceId ? 'editor' : 'owner'})`,
  );
  const token = randomBytes(32).toString('base64url');
  const tokenHash = createHash('sha256').update(token, 'utf8').digest('hex');
  const expiresAt = new Date(Date.now() + 60 * 60 * 1000).toISOString();
  await db.execute(
    sql`insert into sessions (token_hash, account_id, kind, app_id, expires_at)
        values (${tokenHash}, ${accountId}, ${options.appId ? 'app-editor' : 'dashboard'},
                ${options.appId ?? null}, ${expiresAt})`,
  );
  const cookieName = options.cookieName ?? 'tessera_session';
  return { accountId, workspaceId, email, token, cookie: `${cookieName}=${token}` };
}

/** A board of the workspace, reachable at `/{slug}`. */
export async function createBoard(
  db: SqlExecutor,
  board: {
    workspaceId: string;
    spreadsheetId: string | null;
    slug?: string;
    name?: string;
    public?: boolean;
  },
): Promise<{ id: string; slug: string }> {
  const id = randomUUID();
  const slug = board.slug ?? `board-${next()}`;
  await db.execute(
    sql`insert into boards (id, workspace_id, spreadsheet_id, name, slug, public)
        values (${id}, ${board.workspaceId}, ${board.spreadsheetId}, ${board.name ?? slug},
                ${slug}, ${board.public ?? false})`,
  );
  return { id, slug };
}

/** What imports an uploaded workbook: SpreadsheetsService, taken from the test's gateway. */
export type WorkbookImporter = {
  importWorkbook(
    workspaceId: string,
    file: { fileName: string; bytes: Buffer },
  ): Promise<{ id: string }>;
};

/**
 * A public board at `/{slug}` on a spreadsheet imported from one CSV (its sheet is titled after
 * the file name), the way an owner who uploads a CSV starts.
 */
export async function createBoardOnCsv(
  db: SqlExecutor,
  importer: WorkbookImporter,
  board: { workspaceId: string; title: string; rows: readonly (readonly string[])[]; slug: string },
): Promise<{ spreadsheetId: string; boardId: string }> {
  const { id: spreadsheetId } = await importer.importWorkbook(board.workspaceId, {
    fileName: `${board.title}.csv`,
    bytes: buildCsv(board.rows),
  });
  const { id: boardId } = await createBoard(db, {
    workspaceId: board.workspaceId,
    spreadsheetId,
    slug: board.slug,
    public: true,
  });
  return { spreadsheetId, boardId };
}

/** A multi-page app, served on `{name}.{dashboard host}`. */
export async function createApp(
  db: SqlExecutor,
  app: { workspaceId: string; spreadsheetId: string | null; name?: string; public?: boolean },
): Promise<{ id: string; name: string }> {
  const id = randomUUID();
  const name = app.name ?? `app-${next()}`;
  await db.execute(
    sql`insert into apps (id, workspace_id, spreadsheet_id, name, title, public)
        values (${id}, ${app.workspaceId}, ${app.spreadsheetId}, ${name}, ${name},
                ${app.public ?? false})`,
  );
  // What the tenancy service's read model holds once it has handled the app's `app.saved`.
  await db.execute(
    sql`insert into tenancy_apps (app_id, workspace_id, name, spreadsheet_id, version)
        values (${id}, ${app.workspaceId}, ${name}, ${app.spreadsheetId}, 1)`,
  );
  return { id, name };
}

export async function createPage(
  db: SqlExecutor,
  page: { workspaceId: string; appId: string; pageSlug?: string; pageName?: string },
): Promise<string> {
  const id = randomUUID();
  const slug = page.pageSlug ?? '';
  await db.execute(
    sql`insert into pages (id, workspace_id, app_id, page_name, page_slug, page_type, position)
        values (${id}, ${page.workspaceId}, ${page.appId}, ${page.pageName ?? (slug || 'Home')},
                ${slug}, ${slug ? 'page' : 'home'}, 0)`,
  );
  return id;
}

/** A block on a board or on a page, with its settings as stored (JSONB). */
export async function createBlock(
  db: SqlExecutor,
  block: {
    workspaceId: string;
    type: string;
    settings: Record<string, unknown>;
    boardId?: string;
    pageId?: string;
    position?: number;
  },
): Promise<string> {
  const id = randomUUID();
  await db.execute(
    sql`insert into blocks (id, workspace_id, board_id, page_id, type, position, settings)
        values (${id}, ${block.workspaceId}, ${block.boardId ?? null}, ${block.pageId ?? null},
                ${block.type}, ${block.position ?? 0}, ${JSON.stringify(block.settings)}::jsonb)`,
  );
  return id;
}

/** Puts a workspace on a plan, as the billing service does from Stripe's verified events. */
export async function setWorkspacePlan(
  db: SqlExecutor,
  workspaceId: string,
  plan: 'free' | 'paid',
): Promise<void> {
  await db.execute(
    sql`insert into billing_accounts (workspace_id, plan) values (${workspaceId}, ${plan})
        on conflict (workspace_id) do update set plan = excluded.plan`,
  );
}
