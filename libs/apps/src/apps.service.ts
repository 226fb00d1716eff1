import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type {
  AppDto,
  CreateAppRequest,
  UpdateAppPrivacyRequest,
  updateAppSettingsRequestSchema,
} from '@tessera/contracts';
import { BlocksRepository, sanitiseHtmlText } from '@tessera/blocks-api';
import { isUniqueViolation, StoreContextService } from '@tessera/boards';
import {
  copyName,
  EMBED_ORIGINS_SETTING,
  parseEmbedOrigins,
  PASSWORD_SIGN_IN,
} from '@tessera/domain';
import {
  CONFIG,
  InjectDatabase,
  recordEvent,
  type Database,
  type Executor,
  type Owner,
  type RequestTenant,
  type TesseraConfig,
} from '@tessera/platform';
import { AppCacheVersions, TenantResolver } from '@tessera/tenancy';
import type { z } from 'zod';
import { ownedApp } from './app-access.js';
import { recordAppSaved } from './app-events.js';
import { toAppDto, type AppRow } from './app-dto.js';
import { isReservedAppName } from './app-names.js';
import { initialFooterSettings, initialHeaderSettings } from './app-scaffold.js';
import { AppsError } from './apps.errors.js';
import { AppsRepository, type AppChanges } from './apps.repository.js';
import { PagesRepository } from './pages.repository.js';
import { PagesService } from './pages.service.js';
import { AppTemplatesService } from './templates/app-templates.service.js';

export type UpdateAppSettingsRequest = z.infer<typeof updateAppSettingsRequestSchema>;

@Injectable()
export class AppsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly apps: AppsRepository,
    private readonly pages: PagesRepository,
    private readonly blocks: BlocksRepository,
    private readonly storeContext: StoreContextService,
    private readonly tenants: TenantResolver,
    private readonly pageService: PagesService,
    private readonly cacheVersions: AppCacheVersions,
    private readonly templates: AppTemplatesService,
  ) {}

  /** The workspace's apps; an app-editor session sees only its own app. */
  async list(owner: Owner): Promise<AppDto[]> {
    const rows = await this.apps.list(owner.workspaceId);
    return rows.filter((row) => !owner.appId || row.id === owner.appId).map((row) => this.dto(row));
  }

  async get(owner: Owner, appId: string): Promise<AppDto> {
    return this.dto(await ownedApp(this.apps, owner, appId));
  }

  /**
   * Creates the app with its Home page, whose header links home and whose footer carries the
   * copyright, all in one transaction with the app.saved event.
   */
  async create(owner: Owner, request: CreateAppRequest): Promise<AppDto> {
    if (owner.appId) throw new AppsError('appSession');
    if (isReservedAppName(request.name)) throw new AppsError('reservedName');
    await this.requireSpreadsheet(owner, request.spreadsheetId);
    // The title is shown as the header's and footer's title, settings that may hold HTML.
    const title = sanitiseHtmlText(request.title);
    try {
      const app = await this.db.transaction(async (tx) => {
        await this.apps.lockNames(tx, [request.name]);
        await this.requireFreeName(tx, request.name, null);
        const created = await this.apps.insert(tx, {
          workspaceId: owner.workspaceId,
          spreadsheetId: request.spreadsheetId,
          name: request.name,
          title,
        });
        const home = await this.pages.insert(tx, {
          workspaceId: owner.workspaceId,
          appId: created.id,
          pageName: 'Home',
          pageSlug: '',
          pageType: 'home',
          position: 0,
        });
        await this.blocks.insertMany(tx, [
          {
            workspaceId: owner.workspaceId,
            pageId: home.id,
            type: 'header',
            position: 0,
            settings: initialHeaderSettings(title, home.id),
          },
          {
            workspaceId: owner.workspaceId,
            pageId: home.id,
            type: 'footer',
            position: 1,
            settings: initialFooterSettings(title, new Date()),
          },
        ]);
        await recordAppSaved(tx, this.apps, created);
        return created;
      });
      return this.dto(app);
    } catch (error) {
      // Another app took the name between our check and our insert.
      if (isUniqueViolation(error)) throw new AppsError('nameTaken');
      throw error;
    }
  }

  /**
   * A copy of the app on the same spreadsheet: its pages and blocks (their stored secrets too: the
   * workspace is the same), private and without sign-in, titled "Copy of …", at a new address.
   * Its app users and comments stay with the original.
   */
  async duplicate(owner: Owner, appId: string): Promise<AppDto> {
    if (owner.appId) throw new AppsError('appSession');
    const source = await ownedApp(this.apps, owner, appId);
    const snapshot = await this.templates.snapshotOf(owner.workspaceId, source.id, 'stored');
    if (!snapshot) throw new AppsError('notFound');
    const copy = await this.templates.createFromTemplate(owner.workspaceId, {
      appId: randomUUID(),
      title: copyName(source.title),
      spreadsheetId: source.spreadsheetId,
      snapshot,
    });
    return this.get(owner, copy.id);
  }

  /** Changes the title, the spreadsheet, `public` and any of the given settings. */
  async updateSettings(
    owner: Owner,
    appId: string,
    request: UpdateAppSettingsRequest,
  ): Promise<AppDto> {
    if (request.spreadsheetId) await this.requireSpreadsheet(owner, request.spreadsheetId);
    const app = await this.db.transaction(async (tx) => {
      const current = await ownedApp(this.apps, owner, appId, tx);
      const changes: AppChanges = {};
      if (request.title !== undefined) changes.title = sanitiseHtmlText(request.title);
      if (request.spreadsheetId !== undefined) changes.spreadsheetId = request.spreadsheetId;
      if (request.public !== undefined) changes.public = request.public;
      if (request.settings) {
        changes.settings = { ...current.settings, ...withValidEmbedOrigins(request.settings) };
      }
      const updated = await this.apps.update(tx, owner.workspaceId, appId, changes);
      if (!updated) throw new AppsError('notFound');
      await recordAppSaved(tx, this.apps, updated);
      return updated;
    });
    await this.changed(app.id);
    return this.dto(app);
  }

  /**
   * The Privacy Settings dialog's Save: public, the sign-in method and the Publish URL (the app's
   * name). A rename keeps the old name as an alias of the app, so old links still lead to it;
   * renaming back to one of its own old names takes that alias back. One transaction with the
   * app.saved event, from which the tenancy service rebuilds the app's routes.
   */
  async updatePrivacy(
    owner: Owner,
    appId: string,
    request: UpdateAppPrivacyRequest,
  ): Promise<AppDto> {
    try {
      const app = await this.db.transaction(async (tx) => {
        const current = await ownedApp(this.apps, owner, appId, tx);
        const changes: AppChanges = { public: request.public };
        if (request.sign_in_method !== undefined) changes.signInMethod = request.sign_in_method;
        const newName = request.publishUrl;
        if (newName !== undefined && newName !== current.name) {
          await this.apps.lockNames(tx, [current.name, newName]);
          await this.requireFreeName(tx, newName, current.id);
          await this.apps.deleteAlias(tx, owner.workspaceId, current.id, newName);
          await this.apps.insertAlias(tx, {
            workspaceId: owner.workspaceId,
            appId: current.id,
            name: current.name,
          });
          changes.name = newName;
        }
        const updated = await this.apps.update(tx, owner.workspaceId, appId, changes);
        if (!updated) throw new AppsError('notFound');
        // App users need a way in: pages with the login and forgot-password blocks (a private
        // app's users too, or they could not sign in again after signing out).
        if (updated.signInMethod === PASSWORD_SIGN_IN || !updated.public)
          await this.pageService.addSignInPages(tx, updated);
        await recordAppSaved(tx, this.apps, updated);
        return updated;
      });
      await this.changed(app.id);
      return this.dto(app);
    } catch (error) {
      // Another app took the name (or made it an alias) between our check and our write.
      if (isUniqueViolation(error)) throw new AppsError('nameTaken');
      throw error;
    }
  }

  /** The spreadsheet was deleted: the workspace's apps built on it are left without one. */
  async forgetSpreadsheet(workspaceId: string, spreadsheetId: string): Promise<void> {
    const cleared = await this.db.transaction(async (tx) => {
      const apps = await this.apps.clearSpreadsheet(tx, workspaceId, spreadsheetId);
      for (const app of apps) await recordAppSaved(tx, this.apps, app);
      return apps;
    });
    for (const app of cleared) await this.changed(app.id);
  }

  /** Deletes the app with its pages, blocks and users. */
  async remove(owner: Owner, appId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const app = await ownedApp(this.apps, owner, appId, tx);
      await this.apps.delete(tx, owner.workspaceId, appId);
      await recordEvent(tx, 'app.deleted', {
        workspaceId: owner.workspaceId,
        appId,
        name: app.name,
      });
    });
    await this.changed(appId);
  }

  /**
   * The id and current name of the app with this subdomain name, or one of its old names; the
   * published viewer needs it, so it is public. On a verified custom domain the host decides (its
   * first label is no app name).
   */
  async info(appName: string, tenant: RequestTenant | null): Promise<{ id: string; name: string }> {
    if (tenant?.kind === 'app' && tenant.via === 'domain')
      return { id: tenant.app.id, name: tenant.app.name };
    const app = await this.tenants.resolveName(appName, (route) =>
      this.apps.find(route.workspaceId, route.appId),
    );
    if (!app) throw new AppsError('appInfoNotFound');
    return { id: app.id, name: app.name };
  }

  /**
   * Once a change of the app is committed: what is cached from it (its published pages, the app
   * its host resolves to) is read anew from the next request on, in every gateway sharing the
   * cache (Redis). The tenancy service does the same on app.saved and app.deleted, should this
   * process stop before it.
   */
  private async changed(appId: string): Promise<void> {
    await this.cacheVersions.bump(appId);
  }

  private dto(row: AppRow): AppDto {
    return toAppDto(row, this.config);
  }

  /**
   * Refuses a name an app may not take: reserved for the product, another app's name, or another
   * app's old name (which still leads to that app). `appId` is the app being renamed, if any.
   */
  private async requireFreeName(db: Executor, name: string, appId: string | null): Promise<void> {
    if (isReservedAppName(name)) throw new AppsError('reservedName');
    const named = await this.apps.findByName(name, db);
    if (named && named.id !== appId) throw new AppsError('nameTaken');
    const aliasOf = await this.apps.aliasOwner(name, db);
    if (aliasOf && aliasOf !== appId) throw new AppsError('nameTaken');
  }

  private async requireSpreadsheet(owner: Owner, spreadsheetId: string): Promise<void> {
    if (!(await this.storeContext.spreadsheetExists(owner.workspaceId, spreadsheetId))) {
      throw new AppsError('spreadsheetNotFound');
    }
  }
}

/**
 * The Embed Content popup's list of sites, kept to valid distinct origins; anything but a list is
 * refused (it would otherwise be stored and ignored, hiding the owner's mistake).
 */
function withValidEmbedOrigins(settings: Record<string, unknown>): Record<string, unknown> {
  if (!(EMBED_ORIGINS_SETTING in settings)) return settings;
  const origins = settings[EMBED_ORIGINS_SETTING];
  if (!Array.isArray(origins)) throw new AppsError('embedOrigins');
  return { ...settings, [EMBED_ORIGINS_SETTING]: parseEmbedOrigins(origins) };
}
