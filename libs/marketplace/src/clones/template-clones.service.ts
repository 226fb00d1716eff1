import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { appSnapshotSchema, type TemplateCloneDto } from '@tessera/contracts';
import {
  CACHE,
  CONFIG,
  InjectDatabase,
  RateLimiter,
  type CachePort,
  recordEvent,
  type Database,
  type Owner,
  type TesseraConfig,
} from '@tessera/platform';
import { MarketplaceError } from '../marketplace.errors.js';
import { MARKETPLACE_APPS, type MarketplaceApps } from '../ports/marketplace-ports.js';
import { TemplatePurchasesRepository } from '../purchases/template-purchases.repository.js';
import { TemplatesRepository } from '../templates/templates.repository.js';
import { TemplateClonesRepository, type TemplateCloneRow } from './template-clones.repository.js';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The use-template flow's copy (editor-viewer-shell §4): the template's app, as the reviewer
 * approved it, made in the owner's workspace at once (private, its pages and blocks), and its
 * spreadsheet copied there by the sheets service in a job, which the owner follows until the
 * copy is ready.
 */
@Injectable()
export class TemplateClonesService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    @Inject(MARKETPLACE_APPS) private readonly apps: MarketplaceApps,
    private readonly templates: TemplatesRepository,
    private readonly clones: TemplateClonesRepository,
    private readonly purchases: TemplatePurchasesRepository,
    @Inject(CACHE) cache: CachePort,
  ) {
    this.limiter = new RateLimiter(cache);
  }

  private readonly limiter: RateLimiter;

  async clone(owner: Owner, templateId: string): Promise<TemplateCloneDto> {
    if (owner.appId) throw new MarketplaceError('appSession');
    // Each copy costs an app, a spreadsheet and a job: a workspace makes a few an hour at most.
    const turn = await this.limiter.consume(`template-copies:${owner.workspaceId}`, 20, HOUR_MS);
    if (!turn.allowed) {
      const refused = new MarketplaceError('tooManyCopies');
      refused.retryAfterMs = turn.retryAfterMs;
      throw refused;
    }
    const template = await this.templates.findById(templateId);
    if (!template) throw new MarketplaceError('templateNotFound');
    const own = template.workspaceId === owner.workspaceId;
    if (!template.isFree && !own && !(await this.purchases.has(owner.workspaceId, template.id)))
      throw new MarketplaceError('purchaseRequired');

    const appId = randomUUID();
    const spreadsheetId = template.spreadsheetId ? randomUUID() : null;
    // The app first: a failure here leaves nothing, and a retry makes another copy.
    const app = await this.apps.createFromTemplate(owner.workspaceId, {
      appId,
      title: template.name,
      spreadsheetId,
      snapshot: appSnapshotSchema.parse(template.snapshot),
    });
    const clone = await this.db.transaction(async (tx) => {
      const row = await this.clones.insert(tx, {
        templateId: template.id,
        workspaceId: owner.workspaceId,
        requestedBy: owner.accountId,
        status: spreadsheetId ? 'copying' : 'ready',
        appId: app.id,
        appName: app.name,
        spreadsheetId,
      });
      if (spreadsheetId && template.spreadsheetId)
        await recordEvent(tx, 'marketplace.template-cloned', {
          workspaceId: owner.workspaceId,
          cloneId: row.id,
          templateId: template.id,
          templateName: template.name,
          appId: app.id,
          sourceWorkspaceId: template.workspaceId,
          sourceSpreadsheetId: template.spreadsheetId,
          spreadsheetId,
        });
      return row;
    });
    return this.dto(clone);
  }

  async get(owner: Owner, cloneId: string): Promise<TemplateCloneDto> {
    const clone = await this.clones.find(owner.workspaceId, cloneId);
    if (!clone) throw new MarketplaceError('cloneNotFound');
    return this.dto(clone);
  }

  private dto(row: TemplateCloneRow): TemplateCloneDto {
    const base = new URL(this.config.BASE_URL);
    return {
      id: row.id,
      template_id: row.templateId,
      status: row.status,
      app_id: row.appId,
      app_name: row.appName,
      app_url: `${base.protocol}//${row.appName}.${base.host}/`,
      error: row.error,
    };
  }
}
