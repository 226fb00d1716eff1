import { Injectable } from '@nestjs/common';
import type { PageMetadataResponse } from '@tessera/contracts';
import { AppSignInRequiredError, HostApps, toSessionUser } from '@tessera/app-users';
import { BlocksRepository, toBlockDto } from '@tessera/blocks-api';
import { StoreContextService } from '@tessera/boards';
import { firstPathSegment, homePage } from '@tessera/domain';
import { visitorAccess, type AppUser, type HostApp, type Owner } from '@tessera/platform';
import { toPageDto } from './app-dto.js';
import { withAppDefaults } from './app-settings-defaults.js';
import { AppsError, privateAppDenied } from './apps.errors.js';
import { AppsRepository } from './apps.repository.js';
import { PagesRepository } from './pages.repository.js';

/** What the multi-page viewer and editor load (POST /api/page/update-metadata). */
@Injectable()
export class PageMetadataService {
  constructor(
    private readonly hostApps: HostApps,
    private readonly apps: AppsRepository,
    private readonly pages: PagesRepository,
    private readonly blocks: BlocksRepository,
    private readonly storeContext: StoreContextService,
  ) {}

  /**
   * The page at `path` of the app the host serves: `/` (or nothing) is the home page, `/{slug}`
   * the page with that slug. A guest who is neither an editor nor a user of the app sees only its
   * ways in: on a private app the pages holding a login or forgot-password block (Access Denied
   * with `signInPath` otherwise), on a password app also a register block (401 with `signInPath`
   * otherwise). A guest learns nothing of the data, nor of the other pages.
   */
  async load(
    hostApp: HostApp | null,
    path: string | undefined,
    viewer: Owner | null,
    appUser: AppUser | null = null,
  ): Promise<PageMetadataResponse> {
    const app = hostApp ? await this.apps.find(hostApp.workspaceId, hostApp.id) : null;
    if (!hostApp || !app) throw new AppsError('pageNotFound');
    const context = await this.storeContext.load(
      { workspaceId: app.workspaceId, spreadsheetId: app.spreadsheetId, appId: app.id },
      viewer,
    );
    const access = visitorAccess(app, context.can_edit, appUser);
    const guest = access === 'denied' || access === 'sign-in-required';
    const allPages = (await this.pages.list(app.workspaceId, app.id)).map(toPageDto);
    const open = guest ? await this.hostApps.guestPageIds(hostApp) : null;
    const pages = open ? allPages.filter((candidate) => open.has(candidate.id)) : allPages;
    const slug = firstPathSegment(path) ?? '';
    const page = slug
      ? allPages.find((candidate) => candidate.page_slug === slug)
      : homePage(allPages);
    // A private app tells a guest nothing more of its pages than where to sign in.
    if (access === 'denied' && !(page && open?.has(page.id)))
      throw privateAppDenied(await this.hostApps.signInPath(hostApp));
    if (!page) throw new AppsError('pageNotFound');
    if (open && !open.has(page.id))
      throw new AppSignInRequiredError(await this.hostApps.signInPath(hostApp));
    const [blocks, signInPages] = await Promise.all([
      this.blocks.listBlocks(app.workspaceId, { pageId: page.id }),
      this.hostApps.signInPages(hostApp),
    ]);
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
      blocks: blocks.map((block) => toBlockDto(block, context.can_edit ? 'editor' : 'visitor')),
      pages,
      ...context,
      // A guest on a sign-in page learns nothing of the data behind the app.
      ...(guest ? { sheets: [], spreadsheet_url: '' } : {}),
      app_user: appUser?.appId === app.id ? toSessionUser(appUser) : null,
      sign_in_pages: signInPages,
    };
  }
}
