import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id } from './columns.js';

/**
 * Errors browsers reported (POST /api/client-errors), listed for admins. Nothing here says who
 * reported one: no address, no session.
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: id(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    page: text('page').notNull(),
    traceId: text('trace_id'),
    context: text('context'),
    userAgent: text('user_agent'),
    // Milliseconds, as a JavaScript Date holds them: the admins' pages go on from one exactly.
    reportedAt: timestamp('reported_at', { withTimezone: true, precision: 3 })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('client_errors_reported_at_idx').on(t.reportedAt, t.id)],
);
