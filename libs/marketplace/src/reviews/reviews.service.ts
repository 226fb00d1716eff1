import { Inject, Injectable } from '@nestjs/common';
import type { AppSnapshot, ReviewDto } from '@tessera/contracts';
import { NO_SIGN_IN, slugifyTemplateName } from '@tessera/domain';
import {
  CONFIG,
  InjectDatabase,
  recordEvent,
  type Database,
  type Owner,
  type TesseraConfig,
  type Transaction,
} from '@tessera/platform';
import { MarketplaceError } from '../marketplace.errors.js';
import { reviewDto } from '../review-requests/review-request-dto.js';
import {
  ReviewRequestsRepository,
  type ReviewRequestRow,
} from '../review-requests/review-requests.repository.js';
import {
  MARKETPLACE_APPS,
  MARKETPLACE_DATA,
  type MarketplaceApps,
  type MarketplaceData,
} from '../ports/marketplace-ports.js';
import { sheetTitlesOf } from '../templates/template-sheets.js';
import { TemplatesRepository } from '../templates/templates.repository.js';

/**
 * The reviewers' moderation queue (issue 11): pending requests oldest first, each with the
 * address of its live app to preview and its history; approve (the template is published) or
 * reject with a reason the owner sees. Each decision is kept in the audit trail with who and
 * when, and recorded as an event (the owner is e-mailed) in the same transaction. An approved
 * template keeps the app as it was approved (its snapshot) and the sheets its blocks read, frozen
 * as they were: that is what its users get. A reviewer reads the submissions only: the app itself
 * they see as any visitor of its public pages does.
 */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly requests: ReviewRequestsRepository,
    private readonly templates: TemplatesRepository,
    @Inject(MARKETPLACE_APPS) private readonly apps: MarketplaceApps,
    @Inject(MARKETPLACE_DATA) private readonly data: MarketplaceData,
  ) {}

  async queue(): Promise<ReviewDto[]> {
    const pending = await this.requests.pending();
    const history = await this.requests.historyOf(pending.map((row) => row.id));
    return pending.map((row) => reviewDto(row, history.get(row.id) ?? [], this.previewUrl(row)));
  }

  async get(id: string): Promise<ReviewDto> {
    const row = await this.requests.findById(id);
    if (!row) throw new MarketplaceError('requestNotFound');
    return this.dto(row);
  }

  async approve(reviewer: Owner, id: string): Promise<ReviewDto> {
    const submitted = await this.requests.findById(id);
    if (!submitted) throw new MarketplaceError('requestNotFound');
    this.requireOtherWorkspace(reviewer, submitted);
    // Read before the transaction: the port reads the app's tables with its own connection.
    const current = await this.apps.app(submitted.workspaceId, submitted.appId);
    const app = await this.apps.snapshotOf(submitted.workspaceId, submitted.appId);
    if (!current || !app) throw new MarketplaceError('appGone');
    if (!current.public || current.signInMethod !== NO_SIGN_IN)
      throw new MarketplaceError('noLongerPublic');
    const frozenData = await this.freezeData(submitted, app.snapshot, app.spreadsheetId);
    try {
      return await this.publish(reviewer, id, app.snapshot, frozenData);
    } catch (error) {
      // No template holds the frozen data: it goes (it is only ever read through a template).
      if (frozenData)
        await this.data.discard(submitted.workspaceId, frozenData).catch(() => undefined);
      throw error;
    }
  }

  /** The sheets the app's blocks read, frozen as they are now; null when it reads none. */
  private async freezeData(
    request: ReviewRequestRow,
    snapshot: AppSnapshot,
    spreadsheetId: string | null,
  ): Promise<string | null> {
    const titles = sheetTitlesOf(snapshot);
    if (!spreadsheetId || titles.length === 0) return null;
    try {
      return await this.data.freeze(request.workspaceId, spreadsheetId, titles, request.appTitle);
    } catch {
      throw new MarketplaceError('dataUnavailable');
    }
  }

  private async publish(
    reviewer: Owner,
    id: string,
    snapshot: AppSnapshot,
    frozenData: string | null,
  ): Promise<ReviewDto> {
    const decided = await this.db.transaction(async (tx) => {
      const row = await this.decide(tx, id, { status: 'published', rejectionReason: null });
      const template = await this.templates.insert(
        tx,
        {
          name: row.appTitle,
          subdomain: row.appName,
          workspaceId: row.workspaceId,
          appId: row.appId,
          requestId: row.id,
          description: row.description,
          category: row.category,
          isFree: row.isFree,
          priceCents: row.priceCents,
          thumbnail: row.thumbnail,
          thumbnailBgColor: row.thumbnailBgColor,
          additionalImages: row.additionalImages,
          publishedAt: new Date(),
          publishedBy: reviewer.accountId,
          snapshot,
          spreadsheetId: frozenData,
        },
        slugifyTemplateName(row.appTitle) || slugifyTemplateName(row.appName) || 'template',
      );
      await this.requests.addEvent(tx, row, {
        action: 'approved',
        actorId: reviewer.accountId,
        actorEmail: reviewer.email,
      });
      await recordEvent(tx, 'marketplace.review-approved', {
        workspaceId: row.workspaceId,
        requestId: row.id,
        appId: row.appId,
        appTitle: row.appTitle,
        submitterEmail: row.submitterEmail,
        templateId: template.id,
        templateSlug: template.slug,
      });
      return row;
    });
    return this.dto(decided);
  }

  async reject(reviewer: Owner, id: string, reason: string): Promise<ReviewDto> {
    const trimmed = reason.trim();
    if (!trimmed) throw new MarketplaceError('reasonRequired');
    const submitted = await this.requests.findById(id);
    if (!submitted) throw new MarketplaceError('requestNotFound');
    this.requireOtherWorkspace(reviewer, submitted);
    const decided = await this.db.transaction(async (tx) => {
      const row = await this.decide(tx, id, { status: 'rejected', rejectionReason: trimmed });
      await this.requests.addEvent(tx, row, {
        action: 'rejected',
        actorId: reviewer.accountId,
        actorEmail: reviewer.email,
        reason: trimmed,
      });
      await recordEvent(tx, 'marketplace.review-rejected', {
        workspaceId: row.workspaceId,
        requestId: row.id,
        appId: row.appId,
        appTitle: row.appTitle,
        submitterEmail: row.submitterEmail,
        reason: trimmed,
      });
      return row;
    });
    return this.dto(decided);
  }

  /** A reviewer never decides a submission of their own workspace (separation of duties). */
  private requireOtherWorkspace(reviewer: Owner, request: ReviewRequestRow): void {
    if (reviewer.workspaceId === request.workspaceId || reviewer.accountId === request.submittedBy)
      throw new MarketplaceError('ownSubmission');
  }

  private async decide(
    tx: Transaction,
    id: string,
    decision: { status: 'published' | 'rejected'; rejectionReason: string | null },
  ): Promise<ReviewRequestRow> {
    const row = await this.requests.decide(tx, id, decision);
    if (row) return row;
    throw (await this.requests.findById(id, tx))
      ? new MarketplaceError('notPending')
      : new MarketplaceError('requestNotFound');
  }

  private async dto(row: ReviewRequestRow): Promise<ReviewDto> {
    const history = await this.requests.historyOf([row.id]);
    return reviewDto(row, history.get(row.id) ?? [], this.previewUrl(row));
  }

  /** The app's live address on its own host, built from BASE_URL (never from a request). */
  private previewUrl(row: Pick<ReviewRequestRow, 'appName'>): string {
    const base = new URL(this.config.BASE_URL);
    return `${base.protocol}//${row.appName}.${base.host}/`;
  }
}
