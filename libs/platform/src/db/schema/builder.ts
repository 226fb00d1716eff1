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
import { workspaces } from './accounts.js';
import { createdAt, id, updatedAt } from './columns.js';

/** A single-page dashboard. `settings` holds the board store's visual fields (validated on write). */
export const boards = pgTable(
  'boards',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The sheets service's spreadsheet (no foreign key across services: see BuilderPort). */
    spreadsheetId: text('spreadsheet_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    public: boolean('public').notNull().default(false),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('boards_slug_key').on(t.slug),
    index('boards_workspace_idx').on(t.workspaceId),
  ],
);

/** A multi-page app, served on `{name}.{dashboard host}`. */
export const apps = pgTable(
  'apps',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** The sheets service's spreadsheet (no foreign key across services: see BuilderPort). */
    spreadsheetId: text('spreadsheet_id'),
    /** The subdomain label: the host's first label names the app. */
    name: text('name').notNull(),
    title: text('title').notNull(),
    public: boolean('public').notNull().default(false),
    signInMethod: text('sign_in_method').notNull().default('No sign in'),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Counts the app's saves, raised under the row's lock by each one: `app.saved` carries it, so
     * the tenancy service applies saves in order whatever order they arrive in.
     */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('apps_name_key').on(t.name), index('apps_workspace_idx').on(t.workspaceId)],
);

export const pages = pgTable(
  'pages',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    pageName: text('page_name').notNull(),
    /** Empty for the home page. */
    pageSlug: text('page_slug').notNull().default(''),
    pageType: text('page_type', { enum: ['home', 'page'] })
      .notNull()
      .default('page'),
    position: integer('position').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('pages_app_slug_key').on(t.appId, t.pageSlug),
    index('pages_app_idx').on(t.appId),
  ],
);

/** A block on a board or on a page (exactly one of the two). Settings are JSONB validated by the type's schema. */
export const blocks = pgTable(
  'blocks',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text('board_id').references(() => boards.id, { onDelete: 'cascade' }),
    pageId: text('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    position: integer('position').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blocks_board_idx').on(t.boardId, t.position),
    index('blocks_page_idx').on(t.pageId, t.position),
  ],
);

/** People who use one published app (not builder accounts). */
export const appUsers = pgTable(
  'app_users',
  {
    id: id(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    permissions: text('permissions', { enum: ['read', 'read-write'] })
      .notNull()
      .default('read'),
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('app_users_app_email_key').on(t.appId, t.email)],
);

/**
 * Names an app used before a rename: a host with an old name redirects to the app's current one,
 * so published links keep working. A name is either an app's name or an alias, never both.
 */
export const appNameAliases = pgTable(
  'app_name_aliases',
  {
    name: text('name').primaryKey(),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('app_name_aliases_app_idx').on(t.appId)],
);

/**
 * An app user's signed-in session, valid on its app's hosts only (a host-only cookie on the app's
 * host). It resolves through `app_users`, so a removed user is refused on the next request and a
 * changed permission applies at once.
 */
export const appUserSessions = pgTable(
  'app_user_sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    appUserId: text('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    appId: text('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_user_sessions_token_hash_key').on(t.tokenHash),
    index('app_user_sessions_user_idx').on(t.appUserId),
  ],
);

/** One-time links e-mailed to app users: set a first password, or reset a forgotten one. */
export const appUserTokens = pgTable(
  'app_user_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    appUserId: text('app_user_id')
      .notNull()
      .references(() => appUsers.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['set-password', 'reset-password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('app_user_tokens_token_hash_key').on(t.tokenHash)],
);
