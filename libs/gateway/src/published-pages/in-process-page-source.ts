import { Injectable } from '@nestjs/common';
import { SessionsService } from '@tessera/accounts';
import { AppUserSessionGuard } from '@tessera/app-users';
import { AppsRepository, PageMetadataService } from '@tessera/apps';
import { BoardsRepository, StoreContextService } from '@tessera/boards';
import { AppError, type AppUser, type HostApp, type RequestTenant } from '@tessera/platform';
import { SheetsService } from '@tessera/spreadsheets';
import type {
  BlockRowsRequest,
  BoardEmbedSource,
  EmbedSource,
  PageLookup,
  PublishedPageSource,
} from '@tessera/tenancy';

/**
 * Published pages read through the same services as the API answering the visitor (anonymous, or
 * the app user its session cookie names): the page store (POST /api/page/update-metadata) and the
 * block's sheet data (GET /v3/api/page/sheet/:title?block_id=), so the inline data is what the
 * viewer would have fetched; the embed rules from the app's or board's settings and the workspace's
 * plan.
 */
@Injectable()
export class InProcessPageSource implements PublishedPageSource {
  constructor(
    private readonly pages: PageMetadataService,
    private readonly sheets: SheetsService,
    private readonly sessions: SessionsService,
    private readonly apps: AppsRepository,
    private readonly boards: BoardsRepository,
    private readonly storeContext: StoreContextService,
    private readonly appUsers: AppUserSessionGuard,
  ) {}

  async loadPage(app: HostApp, path: string, appUser: AppUser | null = null): Promise<PageLookup> {
    try {
      return { kind: 'page', page: await this.pages.load(app, path, null, appUser) };
    } catch (error) {
      if (error instanceof AppError && error.status === 404) return { kind: 'not-found' };
      if (error instanceof AppError && (error.status === 401 || error.status === 403))
        return { kind: 'refused' };
      throw error;
    }
  }

  readBlockRows(
    app: HostApp,
    { sheetTitle, blockId, pageSize, scores, urlFilters }: BlockRowsRequest,
    appUser: AppUser | null = null,
  ) {
    const query = { page: 1, page_size: pageSize, block_id: blockId, scores, urlFilters };
    return this.sheets.read(null, { kind: 'app', app, appUser }, sheetTitle, query);
  }

  appUser(token: string, app: HostApp): Promise<AppUser | null> {
    return this.appUsers.ofHostApp(token, app);
  }

  async appEmbed(app: Pick<HostApp, 'id' | 'workspaceId'>): Promise<EmbedSource | null> {
    const found = await this.apps.find(app.workspaceId, app.id);
    if (!found) return null;
    return {
      settings: found.settings,
      paidPlan: await this.storeContext.paidPlan(app.workspaceId),
    };
  }

  async boardEmbed(slug: string): Promise<BoardEmbedSource | null> {
    const board = await this.boards.findBySlug(slug);
    if (!board) return null;
    const paidPlan = await this.storeContext.paidPlan(board.workspaceId);
    return { settings: board.settings, paidPlan, public: board.public };
  }

  async isOwnerSession(
    token: string,
    on: { host: string; tenant: RequestTenant | null },
  ): Promise<boolean> {
    return (await this.sessions.resolve(token, on)) !== null;
  }
}
