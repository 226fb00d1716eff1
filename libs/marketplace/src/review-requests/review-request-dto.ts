import type { ReviewDto, ReviewRequestDto, TemplateDto } from '@tessera/contracts';
import type { TemplateRow } from '../templates/templates.repository.js';
import type { ReviewEventRow, ReviewRequestRow } from './review-requests.repository.js';

/** US dollars from cents, as the spec's price is written (5, 19.99). */
export const dollars = (cents: number) => cents / 100;
export const cents = (price: number) => Math.round(price * 100);

/** The request as its owner reads it, with the app's privacy as it is now. */
export function reviewRequestDto(
  row: ReviewRequestRow,
  app: { public: boolean; signInMethod: string },
): ReviewRequestDto {
  return {
    id: row.id,
    status: row.status,
    description: row.description,
    category: row.category,
    price: dollars(row.priceCents),
    is_free: row.isFree,
    thumbnail: row.thumbnail,
    thumbnail_bg_color: row.thumbnailBgColor,
    additional_images: row.additionalImages,
    is_public: app.public,
    sign_in_method: app.signInMethod,
    rejection_reason: row.rejectionReason,
    submitted_at: row.submittedAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/** The request as the reviewers' queue shows it. */
export function reviewDto(
  row: ReviewRequestRow,
  history: readonly ReviewEventRow[],
  previewUrl: string,
): ReviewDto {
  return {
    id: row.id,
    status: row.status,
    app_id: row.appId,
    app_name: row.appName,
    app_title: row.appTitle,
    description: row.description,
    category: row.category,
    price: dollars(row.priceCents),
    is_free: row.isFree,
    thumbnail: row.thumbnail,
    thumbnail_bg_color: row.thumbnailBgColor,
    additional_images: row.additionalImages,
    submitter_email: row.submitterEmail,
    submitted_at: row.submittedAt.toISOString(),
    preview_url: previewUrl,
    rejection_reason: row.rejectionReason,
    history: history.map((event) => ({
      action: event.action,
      actor_email: event.actorEmail,
      reason: event.reason,
      at: event.at.toISOString(),
    })),
  };
}

export function templateDto(row: TemplateRow, isPurchased: boolean): TemplateDto {
  return {
    id: row.id,
    name: row.name,
    subdomain: row.subdomain,
    slug: row.slug,
    is_free: row.isFree,
    price: dollars(row.priceCents),
    isPurchased,
    description: row.description,
    category: row.category,
    thumbnail: row.thumbnail,
    thumbnail_bg_color: row.thumbnailBgColor,
    additional_images: row.additionalImages,
    published_at: row.publishedAt.toISOString(),
  };
}
