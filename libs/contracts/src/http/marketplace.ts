import { z } from 'zod';

/**
 * The submit payload's form object (publishing §3). `is_public`, `publish_url`,
 * `sign_in_method` and `sign_in_password` travel with it, as the spec's client sends them; the
 * server reads the app's privacy from the app itself and never keeps a password from here.
 */
export const reviewRequestFormSchema = z.object({
  description: z.string().max(5000),
  category: z.string().max(100),
  price: z.coerce.number(),
  is_free: z.boolean(),
  thumbnail: z.string().max(500),
  thumbnail_bg_color: z.string().max(100),
  additional_images: z.array(z.string().max(500)).max(20),
  preview_url: z.string().max(2000).optional(),
  app_id: z.string().max(100),
  request_id: z.string().max(100).nullish(),
  is_public: z.boolean().optional(),
  publish_url: z.string().max(200).optional(),
  sign_in_method: z.string().max(100).optional(),
  sign_in_password: z.string().max(500).optional(),
});
export type ReviewRequestForm = z.infer<typeof reviewRequestFormSchema>;

/** PUT /api/multipage/marketplace/review-request. */
export const submitReviewRequestSchema = z.object({ form: reviewRequestFormSchema });
export type SubmitReviewRequest = z.infer<typeof submitReviewRequestSchema>;

/** The review request as the owner reads it (publishing §3), with the reviewer's answer. */
export const reviewRequestSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  is_free: z.boolean(),
  thumbnail: z.string(),
  thumbnail_bg_color: z.string(),
  additional_images: z.array(z.string()),
  is_public: z.boolean(),
  sign_in_method: z.string(),
  rejection_reason: z.string().nullable(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
});
export type ReviewRequestDto = z.infer<typeof reviewRequestSchema>;
export const reviewRequestResponseSchema = z.object({
  reviewRequest: reviewRequestSchema.nullable(),
});

/** GET /api/multipage/marketplace/check-stripe-submit-status. */
export const sellerStatusResponseSchema = z.object({
  can_submit_paid: z.boolean(),
  /** Why not, when not (no Stripe on this server, onboarding unfinished...). */
  reason: z.string().nullable(),
});

/** A published template (editor-viewer-shell §3 Template, with what the marketplace shows). */
export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subdomain: z.string(),
  slug: z.string(),
  is_free: z.boolean(),
  price: z.number(),
  isPurchased: z.boolean(),
  description: z.string(),
  category: z.string(),
  thumbnail: z.string(),
  thumbnail_bg_color: z.string(),
  additional_images: z.array(z.string()),
  published_at: z.string(),
});
export type TemplateDto = z.infer<typeof templateSchema>;
export const templatesResponseSchema = z.object({ templates: z.array(templateSchema) });

/** One entry of a request's audit trail. */
export const reviewHistoryEntrySchema = z.object({
  action: z.enum(['submitted', 'resubmitted', 'cancelled', 'approved', 'rejected']),
  actor_email: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});

/** A request in the reviewers' queue: the submission, where to preview the app, its history. */
export const reviewSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'published', 'rejected']),
  app_id: z.string(),
  app_name: z.string(),
  app_title: z.string(),
  description: z.string(),
  category: z.string(),
  price: z.number(),
  is_free: z.boolean(),
  thumbnail: z.string(),
  thumbnail_bg_color: z.string(),
  additional_images: z.array(z.string()),
  submitter_email: z.string(),
  submitted_at: z.string(),
  /** The app's live address: the reviewer's preview. */
  preview_url: z.string(),
  rejection_reason: z.string().nullable(),
  history: z.array(reviewHistoryEntrySchema),
});
export type ReviewDto = z.infer<typeof reviewSchema>;
export const reviewQueueResponseSchema = z.object({ reviews: z.array(reviewSchema) });
export const reviewResponseSchema = z.object({ review: reviewSchema });

/** POST /api/reviews/{id}/reject. */
export const rejectReviewRequestSchema = z.object({ reason: z.string().trim().min(1).max(2000) });
export type RejectReviewRequest = z.infer<typeof rejectReviewRequestSchema>;

/**
 * A template being used in a workspace (the use-template flow): `copying` while the sheets service
 * copies its data, then `ready` (the app is there to open) or `failed` with the reason.
 */
export const templateCloneSchema = z.object({
  id: z.string(),
  template_id: z.string(),
  status: z.enum(['copying', 'ready', 'failed']),
  app_id: z.string(),
  app_name: z.string(),
  /** The new app's own address. */
  app_url: z.string(),
  error: z.string().nullable(),
});
export type TemplateCloneDto = z.infer<typeof templateCloneSchema>;
export const templateCloneResponseSchema = z.object({ clone: templateCloneSchema });
