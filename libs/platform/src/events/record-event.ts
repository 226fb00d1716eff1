import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { eventCatalogue, type EventName, type EventPayload } from '@tessera/contracts';
import type { Executor } from '../db/database.js';
import { outbox } from '../db/schema/messaging.js';
import { currentTraceCarrier } from '../telemetry/trace-context.js';
import { signalEventRecorded } from './outbox-signal.js';

/**
 * Writes an event to the outbox inside the caller's transaction, so the change and its event are
 * stored together or not at all. The outbox relay publishes it afterwards, in the trace of the
 * request that recorded it (the row keeps its trace context). Returns the event id.
 *
 * The relay is nudged right away. On PGlite (one connection) its query waits for this transaction to
 * commit, so the event goes out as soon as it is stored; on PostgreSQL the nudge may run before the
 * commit, so the relay looks again 50 ms later and then at every poll (OUTBOX_POLL_MS).
 */
export async function recordEvent<N extends EventName>(
  tx: Executor,
  name: N,
  payload: EventPayload<N>,
): Promise<string> {
  const definition = eventCatalogue[name];
  const id = randomUUID();
  await tx.insert(outbox).values({
    id,
    name,
    version: definition.version,
    payload: definition.payload.parse(payload),
    // now() is the transaction's start, shared by all its events; the clock keeps their order.
    occurredAt: sql`clock_timestamp()`,
    traceContext: currentTraceCarrier(),
  });
  signalEventRecorded();
  return id;
}
