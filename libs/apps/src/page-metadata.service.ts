import { Inject, Injectable } from '@nestjs/common';
import type { PageMetadataResponse } from '@tessera/contracts';
import { BlocksRepository, toBlockDto } from '@tessera/blocks-api';
import { StoreContextService } from '@tessera/boards';
import { appNameFromHost, firstPathSegment, homePage } from '@tessera/domain';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import { toPageDto } from './app-dto.js';
import { withAppDefaults } from './app-settings-defaults.js';
import { AppsError } from './apps.errors.js';
import { AppsRepository } from './apps.repository.js';
import { PagesRepository } from './pages.repository.js';

/** What the multi-page viewer and editor load (POST /api/page/update-metadata). */
@Injectable()
export class PageMetadataService {
  constructor(
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly apps: AppsRepository,
    private readonly pages: PagesRepository,
    private readonly blocks: BlocksRepository,
    private readonly storeContext: StoreContextService,
  ) {}

  /**
   * The page at `path` of the app named by the host: `/` (or nothing) is the home page, `/{slug}`
   * the page with that slug. Private apps answer Access Denied to anyone who cannot edit them.
   */
  async load(
    host: string,
    path: string | undefined,
    viewer: Owner | null,
  ): Promise<PageMetadataResponse> {
    const name = appNameFromHost(host, this.config.dashboardHost);
    const app = name ? await this.apps.findByName(name) : null;
    if (!app) throw new AppsError('pageNotFound');
    const context = await this.storeContext.load(
      { workspaceId: app.workspaceId, spreadsheetId: app.spreadsheetId, appId: app.id },
      viewer,
    );
    if (!app.public && !context.can_edit) throw new AppsError('private');
    const pages = (await this.pages.list(app.workspaceId, app.id)).map(toPageDto);
    const slug = firstPathSegment(path) ?? '';
    const page = slug ? pages.find((candidate) => candidate.page_slug === slug) : homePage(pages);
    if (!page) throw new AppsError('pageNotFound');
    const blocks = await this.blocks.listBlocks(app.workspaceId, { pageId: page.id });
    return {
      ...withAppDefaults(app.settings),
      name: app.name,
      title: app.title,
      app_id: app.id,
      page_id: page.id,
      page_name: page.page_name,
      page_slug: page.page_slug,
      spreadsheetId: app.spreadsheetId,
      public: app.public,
      sign_in_method: app.signInMethod,
      blocks: blocks.map(toBlockDto),
      pages,
      ...context,
    };
  }
}
