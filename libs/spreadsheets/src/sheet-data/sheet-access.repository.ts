import { Inject, Injectable } from '@nestjs/common';
import { and, asc, eq } from 'drizzle-orm';
import {
  DATABASE,
  apps,
  blocks,
  boards,
  pages,
  sheets,
  spreadsheets,
  type Database,
} from '@tessera/platform';

export type PublishedContainer = {
  id: string;
  workspaceId: string;
  spreadsheetId: string | null;
  public: boolean;
};
export type BlockRecord = { id: string; type: string; settings: Record<string, unknown> };

/**
 * Looks up what a sheet request names: a board by its slug or an app by its host label. These are
 * the tenant-resolving lookups (slugs and app names are unique across workspaces); everything
 * after them is scoped by the workspace they resolve to.
 */
@Injectable()
export class SheetAccessRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async boardBySlug(slug: string): Promise<PublishedContainer | undefined> {
    const [board] = await this.db
      .select({
        id: boards.id,
        workspaceId: boards.workspaceId,
        spreadsheetId: boards.spreadsheetId,
        public: boards.public,
      })
      .from(boards)
      .where(eq(boards.slug, slug));
    return board;
  }

  async appByName(name: string): Promise<PublishedContainer | undefined> {
    const [app] = await this.db
      .select({
        id: apps.id,
        workspaceId: apps.workspaceId,
        spreadsheetId: apps.spreadsheetId,
        public: apps.public,
      })
      .from(apps)
      .where(eq(apps.name, name));
    return app;
  }

  async spreadsheetExists(workspaceId: string, spreadsheetId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: spreadsheets.id })
      .from(spreadsheets)
      .where(and(eq(spreadsheets.workspaceId, workspaceId), eq(spreadsheets.id, spreadsheetId)));
    return row !== undefined;
  }

  /** The spreadsheet's sheet titles in workbook order. */
  async sheetTitles(workspaceId: string, spreadsheetId: string): Promise<string[]> {
    const rows = await this.db
      .select({ title: sheets.title })
      .from(sheets)
      .where(and(eq(sheets.workspaceId, workspaceId), eq(sheets.spreadsheetId, spreadsheetId)))
      .orderBy(asc(sheets.position));
    return rows.map((row) => row.title);
  }

  /** The header of one sheet of the spreadsheet; undefined when it has no such sheet. */
  async sheetColumns(
    workspaceId: string,
    spreadsheetId: string,
    title: string,
  ): Promise<string[] | undefined> {
    const [sheet] = await this.db
      .select({ columns: sheets.columns })
      .from(sheets)
      .where(
        and(
          eq(sheets.workspaceId, workspaceId),
          eq(sheets.spreadsheetId, spreadsheetId),
          eq(sheets.title, title),
        ),
      );
    return sheet?.columns;
  }

  async boardBlock(
    workspaceId: string,
    boardId: string,
    blockId: string,
  ): Promise<BlockRecord | undefined> {
    const [block] = await this.db
      .select({ id: blocks.id, type: blocks.type, settings: blocks.settings })
      .from(blocks)
      .where(
        and(
          eq(blocks.workspaceId, workspaceId),
          eq(blocks.boardId, boardId),
          eq(blocks.id, blockId),
        ),
      );
    return block;
  }

  async appBlock(
    workspaceId: string,
    appId: string,
    blockId: string,
  ): Promise<BlockRecord | undefined> {
    const [block] = await this.db
      .select({ id: blocks.id, type: blocks.type, settings: blocks.settings })
      .from(blocks)
      .innerJoin(pages, and(eq(pages.id, blocks.pageId), eq(pages.workspaceId, workspaceId)))
      .where(
        and(eq(blocks.workspaceId, workspaceId), eq(pages.appId, appId), eq(blocks.id, blockId)),
      );
    return block;
  }
}
