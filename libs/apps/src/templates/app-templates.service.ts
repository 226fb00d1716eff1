import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { AppSnapshot } from '@tessera/contracts';
import { blockSettingsFor, BlocksRepository } from '@tessera/blocks-api';
import { EMBED_ORIGINS_SETTING } from '@tessera/domain';
import { InjectDatabase, type Database } from '@tessera/platform';
import { recordAppSaved } from '../app-events.js';
import { AppsRepository } from '../apps.repository.js';
import { PagesRepository } from '../pages.repository.js';
import { appNameFrom, withAppWideFlags, withIdsReplaced } from './template-copies.js';

export type AppFromTemplate = {
  /** Chosen by the caller, so that a retried copy finds the app it made. */
  appId: string;
  /** The template's name: the new app's title, and its subdomain once made a label. */
  title: string;
  spreadsheetId: string | null;
  snapshot: AppSnapshot;
};

/**
 * Apps as templates carry them: a snapshot of an app (its pages and blocks, each block's
 * settings as a visitor would get them), and a new app made from one in another workspace.
 */
@Injectable()
export class AppTemplatesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly apps: AppsRepository,
    private readonly pages: PagesRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  /**
   * The app as a template carries it. Its blocks' settings are as a visitor gets them (no stored
   * secret leaves the workspace), or as stored for a copy in the same workspace.
   */
  async snapshotOf(
    workspaceId: string,
    appId: string,
    blockSettings: 'visitor' | 'stored' = 'visitor',
  ): Promise<AppSnapshot | null> {
    const app = await this.apps.find(workspaceId, appId);
    if (!app) return null;
    // Where a buyer's copy may be embedded is theirs to say.
    const { [EMBED_ORIGINS_SETTING]: _embedOrigins, ...settings } = app.settings;
    const pages = await this.pages.list(workspaceId, appId);
    return {
      title: app.title,
      settings,
      pages: await Promise.all(
        pages.map(async (page) => ({
          id: page.id,
          pageName: page.pageName,
          pageSlug: page.pageSlug,
          pageType: page.pageType,
          position: page.position,
          settings: page.settings,
          blocks: (await this.blocks.listBlocks(workspaceId, { pageId: page.id })).map((block) => ({
            type: block.type,
            position: block.position,
            settings:
              blockSettings === 'stored'
                ? block.settings
                : blockSettingsFor(block.type, block.settings, 'visitor'),
          })),
        })),
      ),
    };
  }

  /**
   * Makes the app of a template in `workspaceId`, private and without sign-in, under a free name
   * made from the title: its pages get new ids, and links between them follow. Its spreadsheet is
   * `spreadsheetId`, which the sheets service fills afterwards. Made already (a retry): the same.
   */
  async createFromTemplate(
    workspaceId: string,
    copy: AppFromTemplate,
  ): Promise<{ id: string; name: string }> {
    const existing = await this.apps.find(workspaceId, copy.appId);
    if (existing) return { id: existing.id, name: existing.name };
    // A random suffix: taken names are never guessed at, and a name never clashes in practice.
    const name = `${appNameFrom(copy.title)}-${randomUUID().slice(0, 6)}`;
    return this.db.transaction(async (tx) => {
      await this.apps.lockNames(tx, [name]);
      const app = await this.apps.insert(tx, {
        id: copy.appId,
        workspaceId,
        spreadsheetId: copy.spreadsheetId,
        name,
        title: copy.title,
        settings: copy.snapshot.settings,
      });
      const pageIds = new Map(copy.snapshot.pages.map((page) => [page.id, randomUUID()]));
      const newId = (oldId: string) => pageIds.get(oldId) ?? oldId;
      for (const page of copy.snapshot.pages) {
        await this.pages.insert(tx, {
          id: newId(page.id),
          workspaceId,
          appId: app.id,
          pageName: page.pageName,
          pageSlug: page.pageSlug,
          pageType: page.pageType,
          position: page.position,
          settings: withIdsReplaced(page.settings, pageIds),
        });
      }
      const blocks = withAppWideFlags(copy.snapshot.pages).flatMap((page) =>
        page.blocks.map((block) => ({
          workspaceId,
          pageId: newId(page.id),
          type: block.type,
          position: block.position,
          settings: withIdsReplaced(block.settings, pageIds),
        })),
      );
      if (blocks.length > 0) await this.blocks.insertMany(tx, blocks);
      await recordAppSaved(tx, this.apps, app);
      return { id: app.id, name: app.name };
    });
  }
}
