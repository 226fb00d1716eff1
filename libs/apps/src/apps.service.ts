import { Inject, Injectable } from '@nestjs/common';
import type { AppDto, CreateAppRequest, updateAppSettingsRequestSchema } from '@tessera/contracts';
import { BlocksRepository } from '@tessera/blocks-api';
import { isUniqueViolation, StoreContextService } from '@tessera/boards';
import {
  CONFIG,
  InjectDatabase,
  recordEvent,
  type Database,
  type Owner,
  type TesseraConfig,
} from '@tessera/platform';
import type { z } from 'zod';
import { ownedApp } from './app-access.js';
import { toAppDto, type AppRow } from './app-dto.js';
import { isReservedAppName } from './app-names.js';
import { initialFooterSettings, initialHeaderSettings } from './app-scaffold.js';
import { AppsError } from './apps.errors.js';
import { AppsRepository, type AppChanges } from './apps.repository.js';
import { PagesRepository } from './pages.repository.js';

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
   * copyright, all in one transaction with the app.changed event.
   */
  async create(owner: Owner, request: CreateAppRequest): Promise<AppDto> {
    if (owner.appId) throw new AppsError('appSession');
    if (isReservedAppName(request.name)) throw new AppsError('reservedName');
    await this.requireSpreadsheet(owner, request.spreadsheetId);
    try {
      const app = await this.db.transaction(async (tx) => {
        if (await this.apps.findByName(request.name, tx)) throw new AppsError('nameTaken');
        const created = await this.apps.insert(tx, {
          workspaceId: owner.workspaceId,
          spreadsheetId: request.spreadsheetId,
          name: request.name,
          title: request.title,
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
            settings: initialHeaderSettings(request.title, home.id),
          },
          {
            workspaceId: owner.workspaceId,
            pageId: home.id,
            type: 'footer',
            position: 1,
            settings: initialFooterSettings(request.title, new Date()),
          },
        ]);
        await recordEvent(tx, 'app.changed', {
          workspaceId: owner.workspaceId,
          appId: created.id,
          name: created.name,
        });
        return created;
      });
      return this.dto(app);
    } catch (error) {
      // Another app took the name between our check and our insert.
      if (isUniqueViolation(error)) throw new AppsError('nameTaken');
      throw error;
    }
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
      if (request.title !== undefined) changes.title = request.title;
      if (request.spreadsheetId !== undefined) changes.spreadsheetId = request.spreadsheetId;
      if (request.public !== undefined) changes.public = request.public;
      if (request.settings) changes.settings = { ...current.settings, ...request.settings };
      const updated = await this.apps.update(tx, owner.workspaceId, appId, changes);
      if (!updated) throw new AppsError('notFound');
      await recordEvent(tx, 'app.changed', {
        workspaceId: owner.workspaceId,
        appId,
        name: updated.name,
      });
      return updated;
    });
    return this.dto(app);
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
  }

  /** The id of the app with this subdomain name; the published viewer needs it, so it is public. */
  async info(appName: string): Promise<{ id: string; name: string }> {
    const app = await this.apps.findByName(appName);
    if (!app) throw new AppsError('appInfoNotFound');
    return { id: app.id, name: app.name };
  }

  private dto(row: AppRow): AppDto {
    return toAppDto(row, this.config);
  }

  private async requireSpreadsheet(owner: Owner, spreadsheetId: string): Promise<void> {
    if (!(await this.storeContext.spreadsheetExists(owner.workspaceId, spreadsheetId))) {
      throw new AppsError('spreadsheetNotFound');
    }
  }
}
