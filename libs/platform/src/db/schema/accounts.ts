import {
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * The tenant. Every tenant-owned row carries its workspace id. Its plan is the billing service's
 * (billing_accounts), asked through BillingQueries.
 */
export const workspaces = pgTable('workspaces', {
  id: id(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Dashboard (builder) accounts: owners and editors. App users live in `app_users`. */
export const ownerAccounts = pgTable(
  'owner_accounts',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** Works the marketplace's moderation queue (/admin/reviews); granted by an admin. */
    isReviewer: boolean('is_reviewer').notNull().default(false),
    /** When the owner took or declined the dashboard's first-run tour; null: it is offered. */
    tourSettledAt: timestamp('tour_settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('owner_accounts_email_key').on(t.email)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    accountId: text('account_id')
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'editor'] })
      .notNull()
      .default('owner'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.accountId] }),
    index('workspace_members_account_idx').on(t.accountId),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table holds its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: 'cascade' }),
    /**
     * dashboard: the builder's session on the dashboard host; admin: the expiring admin session;
     * app-editor: an owner's session on one app's own host (the dashboard cookie never goes there).
     */
    kind: text('kind', { enum: ['dashboard', 'admin', 'app-editor'] })
      .notNull()
      .default('dashboard'),
    /** Set for app-editor sessions: the only app host the session is valid on. */
    appId: text('app_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * One-time links an owner asked for to choose a new password (forgot password): only the token's
 * SHA-256 is kept; a link works once, for an hour.
 */
export const ownerPasswordResets = pgTable(
  'owner_password_resets',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    accountId: text('account_id')
      .notNull()
      .references(() => ownerAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('owner_password_resets_token_hash_key').on(t.tokenHash),
    index('owner_password_resets_account_idx').on(t.accountId),
  ],
);
