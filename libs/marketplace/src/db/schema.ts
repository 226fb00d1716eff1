import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The marketplace service's tables. It owns them alone (see libs/gateway/src/service-boundaries);
 * what it knows of apps, images and payments comes through its ports, so none of them has a
 * foreign key to another service's table.
 * Only drizzle-orm is imported here: drizzle-kit loads this file on its own.
 */

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * An app's request to be published as a template (publishing §3): at most one per app. Cancelling
 * removes it (the status is none again); its history stays in `review_events`. Images are the
 * addresses the media service gave out for the workspace's uploads.
 */
export const reviewRequests = pgTable(
  'review_requests',
  {
    id: id(),
    workspaceId: text('workspace_id').notNull(),
    appId: text('app_id').notNull(),
    /** The app's name (its subdomain) and title when it was last submitted. */
    appName: text('app_name').notNull(),
    appTitle: text('app_title').notNull(),
    status: text('status', { enum: ['pending', 'published', 'rejected'] }).notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    isFree: boolean('is_free').notNull(),
    /** The price in US cents (paid templates); 0 for free ones. */
    priceCents: integer('price_cents').notNull(),
    thumbnail: text('thumbnail').notNull(),
    thumbnailBgColor: text('thumbnail_bg_color').notNull(),
    additionalImages: jsonb('additional_images').$type<string[]>().notNull(),
    /** The owner account that submitted it last, and where the decision is e-mailed. */
    submittedBy: text('submitted_by').notNull(),
    submitterEmail: text('submitter_email').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    /** The reviewer's reason, shown to the owner, while rejected. */
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('review_requests_app_key').on(t.appId),
    index('review_requests_queue_idx').on(t.status, t.submittedAt),
  ],
);

/**
 * The audit trail of the marketplace: every submission, cancellation and reviewer decision, with
 * who and when. Rows are only ever added.
 */
export const reviewEvents = pgTable(
  'review_events',
  {
    id: id(),
    requestId: text('request_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    appId: text('app_id').notNull(),
    action: text('action', {
      enum: ['submitted', 'resubmitted', 'cancelled', 'approved', 'rejected'],
    }).notNull(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    /** A rejection's reason. */
    reason: text('reason'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('review_events_request_idx').on(t.requestId, t.at)],
);

/** A published template: what the marketplace lists, from an approved review request. */
export const templates = pgTable(
  'templates',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    /** The template's live app (its name is the subdomain of the preview). */
    subdomain: text('subdomain').notNull(),
    workspaceId: text('workspace_id').notNull(),
    appId: text('app_id').notNull(),
    requestId: text('request_id').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    isFree: boolean('is_free').notNull(),
    priceCents: integer('price_cents').notNull(),
    thumbnail: text('thumbnail').notNull(),
    thumbnailBgColor: text('thumbnail_bg_color').notNull(),
    additionalImages: jsonb('additional_images').$type<string[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    publishedBy: text('published_by').notNull(),
    /**
     * The app as the reviewer approved it (an AppSnapshot of libs/contracts: pages and blocks,
     * no secrets): what a workspace using the template gets.
     */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    /** The seller's spreadsheet, copied for each workspace that uses the template. */
    spreadsheetId: text('spreadsheet_id'),
  },
  (t) => [
    uniqueIndex('templates_slug_key').on(t.slug),
    uniqueIndex('templates_app_key').on(t.appId),
    index('templates_published_idx').on(t.publishedAt),
  ],
);

/**
 * A template used in a workspace (the use-template flow): the app is made at once, then its data
 * is copied by the sheets service (`copying`) until it is `ready`, or `failed` with the reason.
 */
export const templateClones = pgTable(
  'template_clones',
  {
    id: id(),
    templateId: text('template_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    requestedBy: text('requested_by').notNull(),
    status: text('status', { enum: ['copying', 'ready', 'failed'] }).notNull(),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    spreadsheetId: text('spreadsheet_id'),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('template_clones_workspace_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * The templates a workspace bought (a read model kept from the billing service's
 * `billing.payment-received`): what `isPurchased` and the use-template flow go by.
 */
export const templatePurchases = pgTable(
  'template_purchases',
  {
    workspaceId: text('workspace_id').notNull(),
    templateId: text('template_id').notNull(),
    checkoutId: text('checkout_id').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.templateId] })],
);
