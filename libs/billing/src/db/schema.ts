import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The billing service's tables. It owns them alone (see libs/gateway/src/service-boundaries): a
 * workspace's plan is known here and nowhere else; other features ask BillingQueries.
 * Only drizzle-orm is imported here: drizzle-kit loads this file on its own.
 */

/**
 * A workspace's plan, set only from verified Stripe events (a completed subscription Checkout,
 * the subscription's changes). No row: the free plan.
 */
export const billingAccounts = pgTable('billing_accounts', {
  workspaceId: text('workspace_id').primaryKey(),
  plan: text('plan', { enum: ['free', 'paid'] })
    .notNull()
    .default('free'),
  stripeCustomerId: text('stripe_customer_id'),
  subscriptionId: text('subscription_id'),
  /** Stripe's status of the subscription (active, past_due, canceled...). */
  subscriptionStatus: text('subscription_status'),
  /**
   * When Stripe created the event the plan was last set from (seconds): an older event arriving
   * late (webhooks are not ordered; a reconciliation reads them back) does not undo a newer one.
   */
  planEventCreated: integer('plan_event_created').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A workspace selling templates: its Stripe Connect (Express) account and what Stripe says of it. */
export const sellerAccounts = pgTable(
  'seller_accounts',
  {
    workspaceId: text('workspace_id').primaryKey(),
    stripeAccountId: text('stripe_account_id').notNull(),
    chargesEnabled: boolean('charges_enabled').notNull().default(false),
    detailsSubmitted: boolean('details_submitted').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_accounts_stripe_key').on(t.stripeAccountId)],
);

/**
 * Every Stripe event received (verified webhooks, and those the reconciliation found through the
 * events API), once each by its id: a second delivery, even at the same moment, is dropped.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    /** Stripe's creation time (seconds): where the next reconciliation starts. */
    created: integer('created').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [index('stripe_events_created_idx').on(t.created)],
);

/**
 * A Checkout session Tessera opened: a plan upgrade or a template purchase, with the price the
 * server set (never the browser's), paid once Stripe says so.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    /** Stripe's Checkout session id. */
    id: text('id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    kind: text('kind', { enum: ['plan', 'template'] }).notNull(),
    templateId: text('template_id'),
    amountCents: integer('amount_cents').notNull(),
    /** The platform's application fee of a template sale. */
    feeCents: integer('fee_cents').notNull().default(0),
    status: text('status', { enum: ['open', 'paid'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('checkouts_workspace_idx').on(t.workspaceId, t.kind)],
);
