import { setTimeout as sleep } from 'node:timers/promises';
import type { EventEnvelope, EventName } from '@tessera/contracts';
import { failSpan, inSpan, SpanKind } from '../telemetry/trace-context.js';
import { exponentialBackoffMs } from './backoff.js';
import { checkEnvelope } from './envelope.js';
import {
  EventBusClosedError,
  type DeadLetter,
  type EventHandler,
  type ReceivedEnvelope,
} from './event-bus.port.js';

export type RetryPolicy = {
  /** Handler calls before the message is parked. */
  maxAttempts: number;
  /** Delay before the first retry; doubles on each further retry. */
  backoffMs: number;
  maxBackoffMs?: number;
};

export type DeliveryOutcome =
  { kind: 'handled'; attempts: number } | { kind: 'dead-letter'; letter: DeadLetter };

/**
 * Delivers one message to one consumer: validates it against the catalogue, calls the handler, and
 * retries a failing handler with exponential backoff. Transport-neutral so every bus adapter has
 * the same retry and dead-letter behaviour. Aborting the signal abandons waiting retries by
 * throwing EventBusClosedError (the message was not handled and must be delivered again later).
 */
export async function deliverWithRetries<N extends EventName>(delivery: {
  consumer: string;
  handler: EventHandler<N>;
  received: ReceivedEnvelope;
  policy: RetryPolicy;
  signal: AbortSignal;
}): Promise<DeliveryOutcome> {
  const { consumer, received } = delivery;
  const parkedAfter = (attempts: number, error: string): DeliveryOutcome => ({
    kind: 'dead-letter',
    letter: { consumer, envelope: received, attempts, error, failedAt: new Date().toISOString() },
  });

  const check = checkEnvelope(received);
  if (!check.ok) return parkedAfter(0, check.error);
  return inSpan(
    `process ${received.name}`,
    {
      kind: SpanKind.CONSUMER,
      attributes: {
        'messaging.operation.type': 'process',
        'messaging.destination.name': received.name,
        'messaging.consumer.group.name': consumer,
        'messaging.message.id': received.id,
      },
    },
    async (span) => {
      const outcome = await handleWithRetries(delivery, check.envelope, parkedAfter);
      if (outcome.kind === 'dead-letter') failSpan(span, new Error(outcome.letter.error));
      return outcome;
    },
  );
}

async function handleWithRetries<N extends EventName>(
  delivery: { handler: EventHandler<N>; policy: RetryPolicy; signal: AbortSignal },
  envelope: EventEnvelope,
  parkedAfter: (attempts: number, error: string) => DeliveryOutcome,
): Promise<DeliveryOutcome> {
  const { handler, policy, signal } = delivery;
  let lastError = '';
  for (let attempt = 1; attempt <= policy.maxAttempts; attempt += 1) {
    if (signal.aborted) throw new EventBusClosedError();
    try {
      // A fresh copy per attempt: a handler that mutated its input must not change the retry's.
      await handler(structuredClone(envelope) as Parameters<EventHandler<N>>[0]);
      return { kind: 'handled', attempts: attempt };
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (attempt < policy.maxAttempts) {
      const delay = exponentialBackoffMs(attempt, policy.backoffMs, policy.maxBackoffMs);
      try {
        await sleep(delay, undefined, { signal });
      } catch {
        throw new EventBusClosedError();
      }
    }
  }
  return parkedAfter(policy.maxAttempts, lastError);
}
