import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
  type Transaction,
} from '@tessera/platform';
import { AppCacheVersions } from '../apps/app-cache-versions.js';
import { TenancyAppsRepository } from '../apps/tenancy-apps.repository.js';

const CONSUMER = 'published-pages';

/**
 * Keeps published pages current: a change to an app's pages or blocks, a save or deletion of the
 * app, a row written to (or a new import of) a spreadsheet, and a change of its workspace's plan,
 * give every app concerned a new version, so its pages render anew. The apps of a spreadsheet come from the tenancy service's
 * read model (kept from `app.saved`).
 */
@Injectable()
export class PublishedPagesConsumer implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly versions: AppCacheVersions,
    private readonly apps: TenancyAppsRepository,
  ) {}

  onModuleInit() {
    const bumpApp = async ({ appId }: { appId: string }) => {
      await this.versions.bump(appId);
    };
    const bumpAppsOf = async (
      sheet: { workspaceId: string; spreadsheetId: string },
      tx: Transaction,
    ) => {
      const apps = await this.apps.appsOfSpreadsheet(sheet.workspaceId, sheet.spreadsheetId, tx);
      await Promise.all(apps.map((appId) => this.versions.bump(appId)));
    };
    subscribeIdempotent(this.bus, this.db, CONSUMER, 'app.changed', bumpApp);
    // The read model is kept here too (saves apply in version order, so twice is harmless): a row
    // written to the app's new spreadsheet, handled before the tenancy consumer saw the app, would
    // otherwise miss it; this way the save's bump comes after the app is known.
    subscribeIdempotent(this.bus, this.db, CONSUMER, 'app.saved', async (saved, tx) => {
      await this.apps.save(tx, saved);
      await this.versions.bump(saved.appId);
    });
    subscribeIdempotent(this.bus, this.db, CONSUMER, 'app.deleted', bumpApp);
    subscribeIdempotent(this.bus, this.db, CONSUMER, 'sheet.row-written', bumpAppsOf);
    subscribeIdempotent(this.bus, this.db, CONSUMER, 'spreadsheet.imported', bumpAppsOf);
    // Who may frame an app's pages follows its workspace's plan (embed is a paid feature).
    subscribeIdempotent(
      this.bus,
      this.db,
      CONSUMER,
      'billing.plan-changed',
      async (changed, tx) => {
        const apps = await this.apps.appsOfWorkspace(changed.workspaceId, tx);
        await Promise.all(apps.map((appId) => this.versions.bump(appId)));
      },
    );
  }
}
