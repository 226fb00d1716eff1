import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * The first answer to each `Idempotency-Key` of a caller (decision 0009). A row is reserved
 * (status null) before the command runs and completed with the answer after it; a retry with the
 * same key and request gets the stored answer, a different request with it 422, a retry while the
 * first is running 409.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Who may reuse the key: the owner and workspace, the app user, or an anonymous visitor. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of method, path with query, and body: the same key may not name another request. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request runs. */
    status: integer('status'),
    /** The answer's JSON text exactly as first sent. */
    responseBody: text('response_body'),
    /** A reservation still running past this is taken to have crashed, and may be taken over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
