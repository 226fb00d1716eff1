import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Events written in the same transaction as the change; the relay publishes them. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: createdAt(),
    /** Publication order: clock_timestamp() can tie on PGlite (millisecond clock), a sequence cannot. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The W3C trace context of the request that recorded the event: its trace goes on. */
    traceContext: jsonb('trace_context').$type<Record<string, string>>(),
  },
  (t) => [index('outbox_unpublished_idx').on(t.publishedAt, t.occurredAt)],
);

/** Makes consumers idempotent: one row per (consumer, event id) handled. */
export const processedEvents = pgTable(
  'processed_events',
  {
    consumer: text('consumer').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.consumer, t.eventId] })],
);
