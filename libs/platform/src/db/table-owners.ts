import type * as schema from './schema/index.js';

/** Who may query a table: a service of the split mode, the gateway's features, or the platform. */
export type TableOwner = 'sheets' | 'tenancy' | 'gateway' | 'platform';

/**
 * The owner of every table, by its name in the Drizzle schema. A service's tables are queried
 * only by its library (`service:sheets` is libs/spreadsheets, `service:tenancy` libs/tenancy); a
 * service queries only its own tables and the platform's (the outbox, processed events,
 * idempotency keys). What one needs from another comes as events or through a query port.
 * `table-ownership.spec.ts` enforces it on the libraries' sources.
 */
export const TABLE_OWNERS = {
  workspaces: 'gateway',
  ownerAccounts: 'gateway',
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
  appDomains: 'tenancy',
  tenantRoutes: 'tenancy',
  tenancyApps: 'tenancy',
  googleConnections: 'sheets',
  spreadsheets: 'sheets',
  sheets: 'sheets',
  sheetRows: 'sheets',
  sheetRowWrites: 'sheets',
  sheetWriteLeases: 'sheets',
  outbox: 'platform',
  processedEvents: 'platform',
  idempotencyKeys: 'platform',
} as const satisfies Record<TableName, TableOwner>;

/** The tables of the schema, by their export name (a type: nothing here reads the schema). */
export type TableName = {
  [K in keyof typeof schema]: (typeof schema)[K] extends { _: { name: string } } ? K : never;
}[keyof typeof schema];
