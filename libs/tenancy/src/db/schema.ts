import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The tenancy service's tables. It owns them alone (see libs/gateway/src/service-boundaries); what
 * it knows of apps comes from the gateway's events, so none of them has a foreign key to another
 * service's table.
 * Only drizzle-orm is imported here: drizzle-kit loads this file on its own.
 */

const id = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The apps as the tenancy service knows them, from `app.saved` and `app.deleted` (a read model):
 * what routing needs (the name and the old names) and what published pages need (the spreadsheet,
 * whose row writes change the app's pages). `version` orders the saves: an older state arriving
 * late is ignored; `deletedAt` keeps a deleted app from coming back with a late `app.saved`.
 */
export const tenancyApps = pgTable(
  'tenancy_apps',
  {
    appId: text('app_id').primaryKey(),
    workspaceId: text('workspace_id').notNull(),
    name: text('name').notNull(),
    previousNames: text('previous_names').array().notNull().default([]),
    spreadsheetId: text('spreadsheet_id'),
    /** The app's `version` at the save this row holds. */
    version: integer('version').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('tenancy_apps_spreadsheet_idx').on(t.workspaceId, t.spreadsheetId)],
);

/**
 * An owner's own domain for an app (shop.example.com). It routes to the app once a DNS TXT record
 * at `_tessera.{domain}` holds the verification token. Its app lives in the gateway's tables, so no
 * foreign key: the tenancy service deletes an app's domains when it handles `app.deleted`.
 */
export const appDomains = pgTable(
  'app_domains',
  {
    id: id(),
    workspaceId: text('workspace_id').notNull(),
    appId: text('app_id').notNull(),
    domain: text('domain').notNull(),
    verificationToken: text('verification_token').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('app_domains_domain_key').on(t.domain),
    index('app_domains_app_idx').on(t.appId),
  ],
);

/**
 * The tenancy service's routing table: host -> app, kept from app events (a read model, so no
 * foreign keys). `host` is an app-name label ("shop"), an old name ("old-shop", kind alias) or a
 * verified custom domain ("shop.example.com").
 */
export const tenantRoutes = pgTable(
  'tenant_routes',
  {
    host: text('host').primaryKey(),
    kind: text('kind', { enum: ['name', 'alias', 'domain'] }).notNull(),
    appId: text('app_id').notNull(),
    workspaceId: text('workspace_id').notNull(),
    /** The app's current name: where an alias redirects. */
    appName: text('app_name').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenant_routes_app_idx').on(t.appId)],
);
