import { Logger, type LoggerService } from '@nestjs/common';
import type { EventEnvelope, EventName } from '@tessera/contracts';
import { deliverWithRetries, type RetryPolicy } from './delivery.js';
import {
  DEAD_LETTER_TOPIC,
  EventBusClosedError,
  type DeadLetter,
  type DeadLetterHandler,
  type EventBusPort,
  type EventHandler,
  type ReceivedEnvelope,
} from './event-bus.port.js';

type Subscription = { consumer: string; eventName: EventName; handler: EventHandler<EventName> };

/** How many parked messages the embedded dead-letter topic keeps in memory (they are also logged). */
const DEAD_LETTERS_KEPT = 1000;

/**
 * The embedded event bus. `publish` resolves only once every consumer has handled the event or
 * parked it, so the outbox marks an event published only after its effects are stored: a crash in
 * between leaves the row unpublished and the event is delivered again (idempotent consumers skip
 * what they already did). Nothing accepted is lost, at the cost of the relay waiting for handlers.
 */
export class InProcessEventBus implements EventBusPort {
  private readonly subscriptions: Subscription[] = [];
  private readonly deadLetterHandlers: DeadLetterHandler[] = [];
  private readonly parked: DeadLetter[] = [];
  private readonly inFlight = new Set<Promise<unknown>>();
  private readonly abort = new AbortController();

  constructor(
    private readonly policy: RetryPolicy,
    private readonly logger: Pick<LoggerService, 'error' | 'warn'> = new Logger('EventBus'),
  ) {}

  async publish(envelope: EventEnvelope): Promise<void> {
    if (this.abort.signal.aborted) throw new EventBusClosedError();
    // As over a wire: consumers get a copy, never the publisher's object.
    const received = structuredClone(envelope) as ReceivedEnvelope;
    const deliveries = this.subscriptions
      .filter((s) => s.eventName === envelope.name)
      .map((s) => this.track(this.deliver(s, received)));
    const results = await Promise.allSettled(deliveries);
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failure) throw failure.reason;
  }

  subscribe<N extends EventName>(consumer: string, eventName: N, handler: EventHandler<N>): void {
    if (this.subscriptions.some((s) => s.consumer === consumer && s.eventName === eventName)) {
      throw new Error(`Consumer "${consumer}" already subscribes to "${eventName}".`);
    }
    this.subscriptions.push({ consumer, eventName, handler: handler as EventHandler<EventName> });
  }

  onDeadLetter(handler: DeadLetterHandler): void {
    this.deadLetterHandlers.push(handler);
  }

  brokerState(): Promise<null> {
    return Promise.resolve(null);
  }

  subscribedEvents(): EventName[] {
    return [...new Set(this.subscriptions.map((s) => s.eventName))];
  }

  /** The messages parked in this process's dead-letter topic, oldest first. */
  deadLetters(): readonly DeadLetter[] {
    return this.parked;
  }

  async close(): Promise<void> {
    this.abort.abort();
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(subscription: Subscription, received: ReceivedEnvelope): Promise<void> {
    const outcome = await deliverWithRetries({
      consumer: subscription.consumer,
      handler: subscription.handler,
      received,
      policy: this.policy,
      signal: this.abort.signal,
    });
    if (outcome.kind === 'dead-letter') await this.park(outcome.letter);
  }

  private async park(letter: DeadLetter): Promise<void> {
    this.parked.push(letter);
    if (this.parked.length > DEAD_LETTERS_KEPT) this.parked.shift();
    this.logger.error(
      `${DEAD_LETTER_TOPIC}: consumer "${letter.consumer}" parked event ${letter.envelope.name} ` +
        `${letter.envelope.id} after ${letter.attempts} attempt(s): ${letter.error} ` +
        `payload=${JSON.stringify(letter.envelope.payload)}`,
    );
    for (const handler of this.deadLetterHandlers) {
      try {
        await handler(structuredClone(letter));
      } catch (error) {
        // The letter is already kept and logged; a failing observer must not lose or repeat it.
        this.logger.warn(`A dead-letter handler failed: ${String(error)}`);
      }
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined);
    return promise;
  }
}
