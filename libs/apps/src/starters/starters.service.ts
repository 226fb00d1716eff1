import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { AppDto } from '@tessera/contracts';
import { BlocksService } from '@tessera/blocks-api';
import type { Owner } from '@tessera/platform';
import { SpreadsheetsService } from '@tessera/spreadsheets';
import { AppsError } from '../apps.errors.js';
import { AppsService } from '../apps.service.js';
import { PagesService } from '../pages.service.js';
import { appNameFrom } from '../templates/template-copies.js';
import { STARTER_APPS, starterApp, type StarterApp, type StarterBlock } from './starter-apps.js';

/** A starter as the dashboard offers it. */
export type StarterSummary = {
  key: string;
  title: string;
  description: string;
  sheets: string[];
  pages: string[];
};

/**
 * Starter apps (issue 15, a guided start): their list, and one made in the owner's workspace as
 * an owner would make it: the spreadsheet, the app on it (private, at a new address), its pages
 * (which join its navigation) and their blocks, each checked by its settings schema.
 */
@Injectable()
export class StartersService {
  private readonly logger = new Logger(StartersService.name);

  constructor(
    private readonly spreadsheets: SpreadsheetsService,
    private readonly apps: AppsService,
    private readonly pages: PagesService,
    private readonly blocks: BlocksService,
  ) {}

  list(): StarterSummary[] {
    return STARTER_APPS.map((starter) => ({
      key: starter.key,
      title: starter.title,
      description: starter.description,
      sheets: starter.sheets.map((sheet) => sheet.title),
      pages: ['Home', ...starter.pages.map((page) => page.name)],
    }));
  }

  /** Makes the starter's spreadsheet and app; if a step fails, what was made is removed again. */
  async create(owner: Owner, key: string): Promise<AppDto> {
    if (owner.appId) throw new AppsError('appSession');
    const starter = starterApp(key);
    if (!starter) throw new AppsError('starterNotFound');
    const spreadsheet = await this.spreadsheets.importSheets(
      owner.workspaceId,
      starter.title,
      starter.sheets,
    );
    let appId: string | null = null;
    try {
      const app = await this.apps.create(owner, {
        title: starter.title,
        // A random suffix: a free address at once, never a guess at which names are taken.
        name: `${appNameFrom(starter.title)}-${randomUUID().slice(0, 6)}`,
        spreadsheetId: spreadsheet.id,
      });
      appId = app.id;
      await this.fill(owner, app.id, starter);
      return app;
    } catch (error) {
      await this.undo(owner, appId, spreadsheet.id);
      throw error;
    }
  }

  private async fill(owner: Owner, appId: string, starter: StarterApp): Promise<void> {
    const [home] = await this.pages.list(appId, owner);
    if (!home) throw new Error('A new app was made without its home page.');
    await this.addBlocks(owner, home.id, starter.home);
    for (const page of starter.pages) {
      const made = await this.pages.create(owner, {
        appId,
        page_name: page.name,
        page_slug: page.slug,
      });
      await this.addBlocks(owner, made.id, page.blocks);
    }
  }

  private async addBlocks(owner: Owner, pageId: string, blocks: readonly StarterBlock[]) {
    for (const block of blocks) await this.blocks.create(owner, { pageId, ...block });
  }

  private async undo(owner: Owner, appId: string | null, spreadsheetId: string): Promise<void> {
    try {
      if (appId) await this.apps.remove(owner, appId);
      await this.spreadsheets.remove(owner, spreadsheetId);
    } catch (cleanup) {
      this.logger.error(`A starter app half made could not be removed: ${String(cleanup)}`);
    }
  }
}
