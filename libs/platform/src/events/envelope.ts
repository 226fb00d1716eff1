import { randomUUID } from 'node:crypto';
import {
  eventCatalogue,
  type EventEnvelope,
  type EventName,
  type EventPayload,
} from '@tessera/contracts';
import type { ReceivedEnvelope } from './event-bus.port.js';

/** Builds an envelope whose payload has been checked against the catalogue. */
export function createEnvelope<N extends EventName>(
  name: N,
  payload: EventPayload<N>,
  options: { id?: string; occurredAt?: Date } = {},
): EventEnvelope<N> {
  const definition = eventCatalogue[name];
  return {
    id: options.id ?? randomUUID(),
    name,
    version: definition.version,
    occurredAt: (options.occurredAt ?? new Date()).toISOString(),
    payload: definition.payload.parse(payload) as EventPayload<N>,
  };
}

export type EnvelopeCheck = { ok: true; envelope: EventEnvelope } | { ok: false; error: string };

/**
 * Checks a received envelope against this build's catalogue: known name, same version, valid payload.
 * A message that fails can never succeed on retry, so consumers park it at once.
 */
export function checkEnvelope(received: ReceivedEnvelope): EnvelopeCheck {
  const name = received.name;
  if (!isEventName(name)) return { ok: false, error: `Unknown event "${name}".` };
  const definition = eventCatalogue[name];
  if (received.version !== definition.version) {
    return {
      ok: false,
      error: `Event "${name}" has version ${received.version}; this consumer understands version ${definition.version}.`,
    };
  }
  const payload = definition.payload.safeParse(received.payload);
  if (!payload.success) {
    const issues = payload.error.issues.map(
      (i) => `${i.path.join('.') || '(payload)'}: ${i.message}`,
    );
    return { ok: false, error: `Invalid payload for "${name}": ${issues.join('; ')}` };
  }
  return { ok: true, envelope: { ...received, name, payload: payload.data } };
}

/** Own keys only: `toString` and friends are not events. */
export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventCatalogue, name);
}
