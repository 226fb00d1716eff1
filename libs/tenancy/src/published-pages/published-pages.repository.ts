import { Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { InjectDatabase, schema, type Database, type Executor } from '@tessera/platform';

const { apps, boards, workspaces } = schema;

/** What decides who may frame a published app or board: its embed setting and the plan. */
export type EmbedSource = { settings: Record<string, unknown>; paidPlan: boolean };
export type BoardEmbedSource = EmbedSource & { public: boolean };

/** The queries of published pages (invalidation and embed rules). */
@Injectable()
export class PublishedPagesRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /**
   * The apps built on a spreadsheet: a row written to it changes what their pages show. Event
   * handlers pass their transaction (PGlite has one connection: another query would wait on it).
   */
  async appsOfSpreadsheet(
    workspaceId: string,
    spreadsheetId: string,
    db: Executor = this.db,
  ): Promise<string[]> {
    const rows = await db
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.spreadsheetId, spreadsheetId)));
    return rows.map((row) => row.id);
  }

  async appEmbed(workspaceId: string, appId: string): Promise<EmbedSource | null> {
    const [row] = await this.db
      .select({ settings: apps.settings, plan: workspaces.plan })
      .from(apps)
      .innerJoin(workspaces, eq(workspaces.id, apps.workspaceId))
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, appId)));
    return row ? { settings: row.settings, paidPlan: row.plan === 'paid' } : null;
  }

  /** A board by its slug: slugs are global (a board is `/{slug}` on the dashboard host). */
  async boardEmbed(slug: string): Promise<BoardEmbedSource | null> {
    const [row] = await this.db
      .select({ settings: boards.settings, plan: workspaces.plan, public: boards.public })
      .from(boards)
      .innerJoin(workspaces, eq(workspaces.id, boards.workspaceId))
      .where(eq(boards.slug, slug));
    return row
      ? { settings: row.settings, paidPlan: row.plan === 'paid', public: row.public }
      : null;
  }
}
