import type { EventEnvelope, EventName, EventPayload } from '@tessera/contracts';
import type { Database, Transaction } from '../db/database.js';
import { processedEvents } from '../db/schema/messaging.js';
import type { EventBusPort } from './event-bus.port.js';

export type HandleOnceResult = 'handled' | 'skipped';

/**
 * Runs a consumer's writes at most once per event: the (consumer, event id) row in
 * processed_events is inserted in the same transaction as the handler's writes. An event already
 * processed is skipped; a handler that throws rolls both back, so the retry starts clean. Two
 * concurrent deliveries of one event serialise on the primary key and the second one skips.
 */
export async function handleOnce(
  db: Database,
  consumer: string,
  envelope: Pick<EventEnvelope, 'id'>,
  handler: (tx: Transaction) => Promise<void>,
): Promise<HandleOnceResult> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(processedEvents)
      .values({ consumer, eventId: envelope.id })
      .onConflictDoNothing()
      .returning({ eventId: processedEvents.eventId });
    if (claimed.length === 0) return 'skipped';
    await handler(tx);
    return 'handled';
  });
}

/**
 * Subscribes an idempotent consumer: the handler gets the typed payload and a transaction, and its
 * writes happen once per event however often the bus delivers it. Failures are retried and parked
 * by the bus.
 *
 * ```ts
 * subscribeIdempotent(bus, db, 'tenancy', 'app.deleted', async (payload, tx) => {
 *   await tx.delete(appRoutes).where(eq(appRoutes.appId, payload.appId));
 * });
 * ```
 */
export function subscribeIdempotent<N extends EventName>(
  bus: EventBusPort,
  db: Database,
  consumer: string,
  eventName: N,
  handler: (payload: EventPayload<N>, tx: Transaction, envelope: EventEnvelope<N>) => Promise<void>,
): void {
  bus.subscribe(consumer, eventName, async (envelope) => {
    await handleOnce(db, consumer, envelope, (tx) => handler(envelope.payload, tx, envelope));
  });
}
