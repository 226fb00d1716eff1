import type { EventEnvelope, EventName } from '@tessera/contracts';

/** A handler receives the envelope with its payload typed (and validated) from the catalogue. */
export type EventHandler<N extends EventName> = (
  envelope: EventEnvelope<N>,
) => Promise<void> | void;

/** An envelope as it arrives from a transport, before it is checked against the catalogue. */
export type ReceivedEnvelope = {
  id: string;
  name: string;
  version: number;
  occurredAt: string;
  payload: unknown;
};

/** The topic where consumers park the messages they gave up on. */
export const DEAD_LETTER_TOPIC = 'events.dead-letter';

/** A message a consumer gave up on, after its last retry or because it failed validation. */
export type DeadLetter = {
  consumer: string;
  envelope: ReceivedEnvelope;
  /** Handler calls made; 0 when the envelope never reached the handler (invalid for the catalogue). */
  attempts: number;
  error: string;
  failedAt: string;
};

export type DeadLetterHandler = (letter: DeadLetter) => Promise<void> | void;

/**
 * The event bus. Embedded: in-process; distributed: Kafka. Both adapters pass
 * event-bus.contract.ts.
 *
 * Delivery is at least once: a consumer can see an event twice (a redelivery after a crash), so
 * handlers that write go through `handleOnce`. A handler that throws is retried with exponential
 * backoff; after the configured number of attempts the message is parked in DEAD_LETTER_TOPIC.
 * Business code does not publish directly: it records events with `recordEvent` in its transaction
 * and the outbox relay publishes them.
 */
export type EventBusPort = {
  /** Resolves once the bus has taken responsibility for delivering the event to every consumer. */
  publish(envelope: EventEnvelope): Promise<void>;
  /** One handler per (consumer, event); every consumer gets its own copy of each event. */
  subscribe<N extends EventName>(consumer: string, eventName: N, handler: EventHandler<N>): void;
  /** Receives every message parked in DEAD_LETTER_TOPIC from now on. */
  onDeadLetter(handler: DeadLetterHandler): void;
  /** The events at least one consumer has subscribed to in this process. */
  subscribedEvents(): EventName[];
  /**
   * Whether the broker answers and every consumer of this process is running ('down' while one is
   * still starting or retrying); null when there is no broker (in process).
   */
  brokerState(): Promise<'up' | 'down' | null>;
  /** Stops delivering; retries still waiting are abandoned (their events are redelivered later). */
  close(): Promise<void>;
};

export const EVENT_BUS = Symbol('EVENT_BUS');

/** Thrown by a bus used after close; the relay leaves the event unpublished for the next run. */
export class EventBusClosedError extends Error {
  constructor() {
    super('The event bus is closed.');
    this.name = 'EventBusClosedError';
  }
}
