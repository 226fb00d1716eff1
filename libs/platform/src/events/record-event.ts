import { randomUUID } from 'node:crypto';
import { eventCatalogue, type EventName, type EventPayload } from '@tessera/contracts';
import type { Executor } from '../db/database.js';
import { outbox } from '../db/schema/messaging.js';

/**
 * Writes an event to the outbox inside the caller's transaction, so the change and its event are
 * stored together or not at all. The outbox relay publishes it afterwards. Returns the event id.
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
  });
  return id;
}
