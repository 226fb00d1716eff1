import { Injectable } from '@nestjs/common';
import { and, eq, inArray } from 'drizzle-orm';
import { InjectDatabase, schema, type Database } from '@tessera/platform';
import type { HostApp } from '@tessera/platform';

const { apps, blocks, pages } = schema;

/** Reads of the app a host resolved to, scoped by the workspace of its route. */
@Injectable()
export class HostAppsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  async find(workspaceId: string, appId: string): Promise<HostApp | null> {
    const [row] = await this.db
      .select({
        id: apps.id,
        workspaceId: apps.workspaceId,
        name: apps.name,
        title: apps.title,
        spreadsheetId: apps.spreadsheetId,
        public: apps.public,
        signInMethod: apps.signInMethod,
      })
      .from(apps)
      .where(and(eq(apps.workspaceId, workspaceId), eq(apps.id, appId)));
    return row ?? null;
  }

  /** The slugs of the app's pages holding a block of one of these types, in page order. */
  async pagesWithBlocks(
    app: Pick<HostApp, 'id' | 'workspaceId'>,
    types: readonly string[],
  ): Promise<PageWithBlock[]> {
    return this.db
      .selectDistinct({
        pageId: pages.id,
        slug: pages.pageSlug,
        position: pages.position,
        type: blocks.type,
      })
      .from(blocks)
      .innerJoin(pages, and(eq(pages.id, blocks.pageId), eq(pages.workspaceId, app.workspaceId)))
      .where(
        and(
          eq(blocks.workspaceId, app.workspaceId),
          eq(pages.appId, app.id),
          inArray(blocks.type, [...types]),
        ),
      )
      .orderBy(pages.position, pages.pageSlug);
  }

  /** Whether the page holds a block of one of these types. */
  async pageHasBlock(workspaceId: string, pageId: string, types: readonly string[]) {
    const [row] = await this.db
      .select({ id: blocks.id })
      .from(blocks)
      .where(
        and(
          eq(blocks.workspaceId, workspaceId),
          eq(blocks.pageId, pageId),
          inArray(blocks.type, [...types]),
        ),
      )
      .limit(1);
    return row !== undefined;
  }
}

export type PageWithBlock = { pageId: string; slug: string; position: number; type: string };
