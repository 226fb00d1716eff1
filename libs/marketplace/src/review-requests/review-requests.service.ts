import { Inject, Injectable } from '@nestjs/common';
import type { ReviewRequestDto, ReviewRequestForm } from '@tessera/contracts';
import {
  DEFAULT_THUMBNAIL_BG_COLOR,
  MARKETPLACE_MESSAGES,
  firstSubmissionError,
  isHexColor,
  isMarketplaceCategory,
  NO_SIGN_IN,
} from '@tessera/domain';
import { InjectDatabase, recordEvent, type Database, type Owner } from '@tessera/platform';
import { MarketplaceError, SubmissionRefusedError } from '../marketplace.errors.js';
import {
  MARKETPLACE_APPS,
  MARKETPLACE_MEDIA,
  MARKETPLACE_PAYMENTS,
  type MarketplaceApp,
  type MarketplaceApps,
  type MarketplaceMedia,
  type MarketplacePayments,
  type SellerStatus,
} from '../ports/marketplace-ports.js';
import { cents, reviewRequestDto } from './review-request-dto.js';
import { ReviewRequestsRepository } from './review-requests.repository.js';

/**
 * The owner's side of the marketplace (publishing §4, §5, §7): an app's review request read,
 * submitted (checked by the spec's rules in their order, then by what only the server knows:
 * the images are the workspace's own uploads, the app is public with 'No sign in'), and cancelled.
 * Every change is written with its audit entry, and a submission with its event, in one
 * transaction.
 */
/** A ceiling above any template's worth (and within what Stripe's Checkout takes). */
const MAX_PRICE = 10_000;

@Injectable()
export class ReviewRequestsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly requests: ReviewRequestsRepository,
    @Inject(MARKETPLACE_APPS) private readonly apps: MarketplaceApps,
    @Inject(MARKETPLACE_MEDIA) private readonly media: MarketplaceMedia,
    @Inject(MARKETPLACE_PAYMENTS) private readonly payments: MarketplacePayments,
  ) {}

  /** The app's request, or null (status none). */
  async get(owner: Owner, appId: string): Promise<ReviewRequestDto | null> {
    const app = await this.ownedApp(owner, appId);
    if (!app) return null;
    const row = await this.requests.findByApp(owner.workspaceId, app.id);
    return row ? reviewRequestDto(row, app) : null;
  }

  /** Whether the workspace may sell; the spec's message (503) when Stripe cannot say. */
  async sellerStatus(owner: Owner): Promise<SellerStatus> {
    try {
      return await this.payments.sellerStatus(owner.workspaceId);
    } catch {
      throw new SubmissionRefusedError(MARKETPLACE_MESSAGES.stripeCheckFailed);
    }
  }

  async submit(owner: Owner, form: ReviewRequestForm): Promise<ReviewRequestDto> {
    const app = await this.ownedApp(owner, form.app_id);
    const imageUrls = [form.thumbnail, ...form.additional_images].filter((url) => url !== '');
    const images = await this.media.imagesOf(owner.workspaceId, imageUrls);
    const refusal = await firstSubmissionError(form, {
      paidSubmission: () => this.paidSubmission(owner.workspaceId),
      totalImageBytes: [...images.values()].reduce(
        (total, image) => total + image.uploadedBytes,
        0,
      ),
      appDataPresent: app !== null,
    });
    if (refusal) throw new SubmissionRefusedError(refusal);
    if (!app) throw new Error('unreachable: rule 7 refuses a submission without its app');
    // Repeats would count an image's bytes once toward the 20 MB.
    if (new Set(imageUrls).size !== imageUrls.length) throw new MarketplaceError('repeatedImage');
    if (!form.is_free && form.price > MAX_PRICE) throw new MarketplaceError('priceTooHigh');
    if (imageUrls.some((url) => !images.has(url))) throw new MarketplaceError('unknownImage');
    if (!isMarketplaceCategory(form.category)) throw new MarketplaceError('badCategory');
    const color = form.thumbnail_bg_color || DEFAULT_THUMBNAIL_BG_COLOR;
    if (!isHexColor(color)) throw new MarketplaceError('badColor');
    if (!app.public || app.signInMethod !== NO_SIGN_IN) throw new MarketplaceError('notPublic');

    const saved = await this.db.transaction(async (tx) => {
      const existing = await this.requests.lockByApp(tx, owner.workspaceId, app.id);
      if (existing?.status === 'pending') throw new MarketplaceError('awaitingReview');
      if (existing?.status === 'published') throw new MarketplaceError('alreadyPublished');
      const submission = {
        workspaceId: owner.workspaceId,
        appId: app.id,
        appName: app.name,
        appTitle: app.title,
        description: form.description.trim(),
        category: form.category,
        isFree: form.is_free,
        priceCents: form.is_free ? 0 : cents(form.price),
        thumbnail: form.thumbnail,
        thumbnailBgColor: color.toLowerCase(),
        additionalImages: form.additional_images,
        submittedBy: owner.accountId,
        submitterEmail: owner.email,
      };
      const row = existing
        ? await this.requests.resubmit(tx, existing.id, submission)
        : await this.requests.insertPending(tx, submission);
      if (!row) throw new MarketplaceError('awaitingReview');
      const resubmitted = existing !== undefined;
      await this.requests.addEvent(tx, row, {
        action: resubmitted ? 'resubmitted' : 'submitted',
        actorId: owner.accountId,
        actorEmail: owner.email,
      });
      await recordEvent(tx, 'marketplace.review-requested', {
        workspaceId: owner.workspaceId,
        requestId: row.id,
        appId: app.id,
        appTitle: app.title,
        submitterEmail: owner.email,
        resubmitted,
      });
      return row;
    });
    return reviewRequestDto(saved, app);
  }

  /** Cancels a pending (or rejected) request: the status is none again. */
  async cancel(owner: Owner, appId: string): Promise<void> {
    const app = await this.ownedApp(owner, appId);
    if (!app) throw new MarketplaceError('noRequest');
    await this.db.transaction(async (tx) => {
      const existing = await this.requests.lockByApp(tx, owner.workspaceId, app.id);
      if (!existing) throw new MarketplaceError('noRequest');
      if (existing.status === 'published') throw new MarketplaceError('alreadyPublished');
      await this.requests.addEvent(tx, existing, {
        action: 'cancelled',
        actorId: owner.accountId,
        actorEmail: owner.email,
      });
      await this.requests.remove(tx, owner.workspaceId, existing.id);
    });
  }

  /** The app, when it is the caller's to submit: in their workspace, and theirs on an app host. */
  private async ownedApp(owner: Owner, appId: string): Promise<MarketplaceApp | null> {
    if (!appId || (owner.appId !== null && owner.appId !== appId)) return null;
    return this.apps.app(owner.workspaceId, appId);
  }

  private async paidSubmission(workspaceId: string) {
    try {
      const status = await this.payments.sellerStatus(workspaceId);
      return status.canSubmitPaid ? ('allowed' as const) : ('refused' as const);
    } catch {
      return 'failed' as const;
    }
  }
}
