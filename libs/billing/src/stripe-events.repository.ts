import { Injectable } from '@nestjs/common';
import { eq, max, sql } from 'drizzle-orm';
import { InjectDatabase, type Database, type Executor } from '@tessera/platform';
import { stripeEvents } from './db/schema.js';
import type { PaymentEvent } from './payments/payments.port.js';

export type StripeEventRow = typeof stripeEvents.$inferSelect;

/** Stripe events as received, each once by its id. */
@Injectable()
export class StripeEventsRepository {
  constructor(@InjectDatabase() private readonly db: Database) {}

  /** Stores the event unless it is known; true when it was new (the primary key settles races). */
  async addIfNew(tx: Executor, event: PaymentEvent): Promise<boolean> {
    const inserted = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, created: event.created, payload: event.object })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    return inserted.length > 0;
  }

  async find(tx: Executor, id: string): Promise<StripeEventRow | undefined> {
    const [row] = await tx.select().from(stripeEvents).where(eq(stripeEvents.id, id));
    return row;
  }

  async markProcessed(tx: Executor, id: string): Promise<void> {
    await tx
      .update(stripeEvents)
      .set({ processedAt: sql`now()` })
      .where(eq(stripeEvents.id, id));
  }

  /** The creation time (seconds) of the newest event received, or null before the first. */
  async newestCreated(): Promise<number | null> {
    const [row] = await this.db.select({ newest: max(stripeEvents.created) }).from(stripeEvents);
    return row?.newest ?? null;
  }
}
