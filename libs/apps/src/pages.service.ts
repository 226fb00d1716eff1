import { Injectable } from '@nestjs/common';
import type { PageDto } from '@tessera/contracts';
import { AppSignInRequiredError, HostApps } from '@tessera/app-users';
import {
  BlocksRepository,
  insertionIndex,
  isPermutationOf,
  type NewBlock,
} from '@tessera/blocks-api';
import { isUniqueViolation, StoreContextService } from '@tessera/boards';
import {
  accessCanRead,
  APP_WIDE_FRAME_TYPES,
  homePage,
  isAppWide,
  parseBlockSettings,
  type AppAccess,
} from '@tessera/domain';
import {
  InjectDatabase,
  recordEvent,
  visitorAccess,
  type AppUser,
  type Database,
  type Executor,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import { ownedApp } from './app-access.js';
import { toPageDto, type AppRow, type PageRow } from './app-dto.js';
import { AppsError, privateAppDenied } from './apps.errors.js';
import { AppsRepository } from './apps.repository.js';
import {
  withoutPageLinks,
  withPageLinkAdded,
  withPageRenamed,
  withPagesInOrder,
  withPageSlugChanged,
} from './page-navigation.js';
import { PagesRepository } from './pages.repository.js';

export type CreatePageRequest = { appId: string; page_name: string; page_slug: string };
export type UpdatePageRequest = { page_name?: string | undefined; page_slug?: string | undefined };

@Injectable()
export class PagesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly hostApps: HostApps,
    private readonly apps: AppsRepository,
    private readonly pages: PagesRepository,
    private readonly blocks: BlocksRepository,
    private readonly storeContext: StoreContextService,
  ) {}

  /**
   * The pages of an app (its navigation), for its editor and its app users, or for anyone when
   * the app is public without sign-in. A guest of a password or private app gets only the pages
   * that are ways in (see HostApps.pageOpenToGuests).
   */
  async list(
    appId: string,
    viewer: Owner | null,
    appUser: AppUser | null = null,
  ): Promise<PageDto[]> {
    const app = await this.apps.findById(appId);
    if (!app) throw new AppsError('notFound');
    const access = await this.viewerAccess(app, viewer, appUser);
    const rows = await this.pages.list(app.workspaceId, app.id);
    if (accessCanRead(access)) return rows.map(toPageDto);
    const open = await this.hostApps.guestPageIds(app);
    return rows.filter((row) => open.has(row.id)).map(toPageDto);
  }

  /**
   * The page with this slug of the app the host serves; null when there is none. A guest of a
   * password or private app gets only the pages that are ways in: otherwise a password app
   * answers 401, a private app Access Denied (whether the page exists or not), both with
   * `signInPath`.
   */
  async findBySlug(
    hostApp: HostApp | null,
    slug: string,
    viewer: Owner | null,
    appUser: AppUser | null = null,
  ): Promise<PageDto | null> {
    const app = hostApp ? await this.apps.find(hostApp.workspaceId, hostApp.id) : null;
    if (!hostApp || !app) return null;
    const access = await this.viewerAccess(app, viewer, appUser);
    const page = await this.pages.findBySlug(app.workspaceId, app.id, slug.toLowerCase());
    if (accessCanRead(access)) return page ? toPageDto(page) : null;
    const open = page !== null && (await this.hostApps.pageOpenToGuests(hostApp, page.id));
    if (open) return toPageDto(page);
    const signInPath = await this.hostApps.signInPath(hostApp);
    if (access === 'denied') throw privateAppDenied(signInPath);
    if (!page) return null;
    throw new AppSignInRequiredError(signInPath);
  }

  /** Adds a page at the end, with copies of the home page's header and footer. */
  async create(owner: Owner, request: CreatePageRequest): Promise<PageDto> {
    return this.write(async (tx) => {
      const app = await ownedApp(this.apps, owner, request.appId, tx);
      if (await this.pages.findBySlug(owner.workspaceId, app.id, request.page_slug, tx)) {
        throw new AppsError('pageSlugTaken');
      }
      const existing = await this.pages.list(owner.workspaceId, app.id, tx);
      const page = await this.pages.insert(tx, {
        workspaceId: owner.workspaceId,
        appId: app.id,
        pageName: request.page_name,
        pageSlug: request.page_slug,
        pageType: 'page',
        position: await this.pages.nextPosition(owner.workspaceId, app.id, tx),
      });
      await this.copyFrame(tx, app, existing, page.id);
      // New pages join the navigation; owners remove the link to hide one.
      await this.updateHeaders(tx, owner.workspaceId, app.id, (settings) =>
        withPageLinkAdded(settings, { id: page.id, name: page.pageName, slug: page.pageSlug }),
      );
      await this.recordAppChange(tx, app);
      return toPageDto(page);
    });
  }

  /**
   * Renames a page or moves it to another slug; links in the app's headers follow (a link named
   * after the page takes its new name).
   */
  async update(owner: Owner, id: string, request: UpdatePageRequest): Promise<PageDto> {
    return this.write(async (tx) => {
      const { page, app } = await this.ownedPage(tx, owner, id);
      const slugChanges = request.page_slug !== undefined && request.page_slug !== page.pageSlug;
      if (slugChanges && page.pageType === 'home') throw new AppsError('homePageSlug');
      if (
        slugChanges &&
        (await this.pages.findBySlug(owner.workspaceId, app.id, request.page_slug!, tx))
      ) {
        throw new AppsError('pageSlugTaken');
      }
      const updated = await this.pages.update(tx, owner.workspaceId, id, {
        ...(request.page_name !== undefined ? { pageName: request.page_name } : {}),
        ...(slugChanges ? { pageSlug: request.page_slug } : {}),
      });
      if (!updated) throw new AppsError('pageNotFound');
      await this.updateHeaders(tx, owner.workspaceId, app.id, (settings) => {
        const moved = slugChanges
          ? withPageSlugChanged(settings, { id, oldSlug: page.pageSlug, newSlug: updated.pageSlug })
          : null;
        const renamed = withPageRenamed(moved ?? settings, {
          id,
          slug: updated.pageSlug,
          oldName: page.pageName,
          newName: updated.pageName,
        });
        return renamed ?? moved;
      });
      await this.recordAppChange(tx, app);
      return toPageDto(updated);
    });
  }

  /** Deletes a page and its blocks; the home page stays. Header links to it are removed. */
  async remove(owner: Owner, id: string): Promise<void> {
    await this.write(async (tx) => {
      const { page, app } = await this.ownedPage(tx, owner, id);
      if (page.pageType === 'home') throw new AppsError('homePageDelete');
      await this.pages.delete(tx, owner.workspaceId, id);
      await this.updateHeaders(tx, owner.workspaceId, app.id, (settings) =>
        withoutPageLinks(settings, { id, slug: page.pageSlug }),
      );
      await this.recordAppChange(tx, app);
    });
  }

  /** Puts the app's pages in the given order; `ids` must be exactly its pages. */
  async reorder(owner: Owner, appId: string, ids: readonly string[]): Promise<PageDto[]> {
    return this.write(async (tx) => {
      const app = await ownedApp(this.apps, owner, appId, tx);
      const current = await this.pages.list(owner.workspaceId, app.id, tx);
      const currentIds = current.map((page) => page.id);
      if (!isPermutationOf(ids, currentIds)) throw new AppsError('pageOrderMismatch');
      for (const [position, id] of ids.entries()) {
        if (current.find((page) => page.id === id)?.position !== position) {
          await this.pages.update(tx, owner.workspaceId, id, { position });
        }
      }
      const reordered = await this.pages.list(owner.workspaceId, app.id, tx);
      const links = (pages: PageRow[]) =>
        pages.map((page) => ({ id: page.id, slug: page.pageSlug }));
      const order = { before: links(current), after: links(reordered) };
      await this.updateHeaders(tx, owner.workspaceId, app.id, (settings) =>
        withPagesInOrder(settings, order),
      );
      await this.recordAppChange(tx, app);
      return reordered.map(toPageDto);
    });
  }

  /** What the visitor may do in the app (an editor of it counts as a member). */
  private async viewerAccess(
    app: AppRow,
    viewer: Owner | null,
    appUser: AppUser | null,
  ): Promise<AppAccess> {
    const role = await this.storeContext.editorRole(
      { workspaceId: app.workspaceId, spreadsheetId: app.spreadsheetId, appId: app.id },
      viewer,
    );
    return visitorAccess(app, role !== null, appUser);
  }

  private async ownedPage(
    tx: Executor,
    owner: Owner,
    id: string,
  ): Promise<{ page: PageRow; app: AppRow }> {
    const page = await this.pages.find(owner.workspaceId, id, tx);
    if (!page) throw new AppsError('pageNotFound');
    const app = await ownedApp(this.apps, owner, page.appId, tx).catch(() => {
      throw new AppsError('pageNotFound');
    });
    return { page, app };
  }

  /**
   * Gives an app switching to password sign-in, or made private, the pages its app users need: a "Sign in" page
   * with a login block and a "Forgot password" page, unless pages of the app already hold them.
   * Runs in the caller's transaction; new pages get the home page's header and footer.
   */
  async addSignInPages(tx: Executor, app: AppRow): Promise<void> {
    const existing = await this.pages.list(app.workspaceId, app.id, tx);
    const held = await this.pages.blockTypesOnPages(app.workspaceId, app.id, tx);
    for (const page of SIGN_IN_PAGES) {
      if (held.has(page.blockType)) continue;
      const slug = freeSlug(page.slug, existing);
      const created = await this.pages.insert(tx, {
        workspaceId: app.workspaceId,
        appId: app.id,
        pageName: page.name,
        pageSlug: slug,
        pageType: 'page',
        position: await this.pages.nextPosition(app.workspaceId, app.id, tx),
      });
      existing.push(created);
      await this.copyFrame(tx, app, existing, created.id);
      const frame = await this.blocks.listBlocks(app.workspaceId, { pageId: created.id }, tx);
      const settings = parseBlockSettings(page.blockType, {});
      if (!settings.success) throw new Error(`No defaults for the ${page.blockType} block`);
      const [block] = await this.blocks.insertMany(tx, [
        {
          workspaceId: app.workspaceId,
          pageId: created.id,
          type: page.blockType,
          position: frame.length,
          settings: settings.settings,
        },
      ]);
      // Between the header and the footer, like any block added to a page.
      const order = frame.map((b) => b.id);
      order.splice(insertionIndex('page', frame, undefined), 0, block!.id);
      await this.blocks.setPositions(tx, app.workspaceId, order, [...frame, block!]);
    }
  }

  /**
   * The app's header and footer, copied onto a new page so its navigation works: the app-wide
   * copies, or the home page's where every page has its own.
   */
  private async copyFrame(
    tx: Executor,
    app: AppRow,
    existingPages: PageRow[],
    pageId: string,
  ): Promise<void> {
    const home = homePage(existingPages.map(toPageDto));
    const homeBlocks = home
      ? await this.blocks.listBlocks(app.workspaceId, { pageId: home.id }, tx)
      : [];
    const frame: NewBlock[] = [];
    for (const type of APP_WIDE_FRAME_TYPES) {
      const copies = await this.blocks.appBlocksOfType(app.workspaceId, app.id, type, tx);
      const homeCopy =
        type === 'header'
          ? homeBlocks.find((block) => block.type === type)
          : homeBlocks.findLast((block) => block.type === type);
      const source = copies.find((copy) => isAppWide(copy.settings)) ?? homeCopy;
      if (!source) continue;
      frame.push({
        workspaceId: app.workspaceId,
        pageId,
        type,
        position: frame.length,
        settings: source.settings,
      });
    }
    await this.blocks.insertMany(tx, frame);
  }

  private async updateHeaders(
    tx: Executor,
    workspaceId: string,
    appId: string,
    change: (settings: Record<string, unknown>) => Record<string, unknown> | null,
  ): Promise<void> {
    for (const header of await this.blocks.appBlocksOfType(workspaceId, appId, 'header', tx)) {
      const next = change(header.settings);
      if (next) await this.blocks.updateSettings(tx, workspaceId, header.id, next);
    }
  }

  private recordAppChange(tx: Executor, app: AppRow) {
    return recordEvent(tx, 'app.changed', {
      workspaceId: app.workspaceId,
      appId: app.id,
      name: app.name,
    });
  }

  /** Runs a page change in one transaction; a slug taken concurrently is still a clear 409. */
  private async write<T>(work: (tx: Executor) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppsError('pageSlugTaken');
      throw error;
    }
  }
}

/** The pages a password app gets when it has none holding these blocks. */
const SIGN_IN_PAGES = [
  { name: 'Sign in', slug: 'sign-in', blockType: 'login' },
  { name: 'Forgot password', slug: 'forgot-password', blockType: 'forgot password' },
] as const;

/** `slug`, or `slug-2`, `slug-3`... when a page of the app already has it. */
function freeSlug(slug: string, pages: readonly PageRow[]): string {
  const taken = new Set(pages.map((page) => page.pageSlug));
  let candidate = slug;
  for (let n = 2; taken.has(candidate); n++) candidate = `${slug}-${n}`;
  return candidate;
}
