/** Who may query a table: a service of the split mode, the gateway's features, or the platform. */
export type TableOwner =
  'sheets' | 'tenancy' | 'media' | 'marketplace' | 'billing' | 'gateway' | 'platform';

/**
 * The owner of every table, by its name in the Drizzle schema. A service's tables are queried
 * only by its library (`service:sheets` is libs/spreadsheets, `service:tenancy` libs/tenancy); a
 * service queries only its own tables and the platform's (the outbox, processed events,
 * idempotency keys). What one needs from another comes as events or through a query port.
 * A service's tables are defined in its library (libs/spreadsheets/src/db/schema.ts,
 * libs/tenancy/src/db/schema.ts); the gateway's and the platform's in libs/platform/src/db/schema.
 * `table-ownership.spec.ts` enforces it on the libraries' sources.
 */
export const TABLE_OWNERS = {
  workspaces: 'gateway',
  ownerAccounts: 'gateway',
  ownerPasswordResets: 'gateway',
  workspaceMembers: 'gateway',
  sessions: 'gateway',
  boards: 'gateway',
  apps: 'gateway',
  pages: 'gateway',
  blocks: 'gateway',
  appUsers: 'gateway',
  appUserSessions: 'gateway',
  appUserTokens: 'gateway',
  appNameAliases: 'gateway',
  clientErrors: 'gateway',
  appDomains: 'tenancy',
  tenantRoutes: 'tenancy',
  tenancyApps: 'tenancy',
  googleConnections: 'sheets',
  spreadsheets: 'sheets',
  sheets: 'sheets',
  sheetRows: 'sheets',
  sheetRowWrites: 'sheets',
  sheetWriteLeases: 'sheets',
  blockComments: 'sheets',
  mediaObjects: 'media',
  reviewRequests: 'marketplace',
  reviewEvents: 'marketplace',
  templates: 'marketplace',
  templateClones: 'marketplace',
  templatePurchases: 'marketplace',
  billingAccounts: 'billing',
  sellerAccounts: 'billing',
  stripeEvents: 'billing',
  checkouts: 'billing',
  outbox: 'platform',
  processedEvents: 'platform',
  idempotencyKeys: 'platform',
} as const satisfies Record<string, TableOwner>;
