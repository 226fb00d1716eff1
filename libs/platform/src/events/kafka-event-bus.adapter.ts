import { Logger, type LoggerService } from '@nestjs/common';
import type { EventEnvelope, EventName } from '@tessera/contracts';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Kafka, logLevel, type Consumer, type KafkaMessage, type Producer } from 'kafkajs';
import { context } from '@opentelemetry/api';
import {
  contextFromCarrier,
  currentTraceCarrier,
  inSpan,
  SpanKind,
} from '../telemetry/trace-context.js';
import { exponentialBackoffMs } from './backoff.js';
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

export type KafkaEventBusOptions = {
  /** `host:port` of the brokers (KAFKA_BROKERS, comma-separated). */
  brokers: string[];
  /** This process's name for the brokers and its logs. */
  clientId: string;
  /**
   * Prepended to every topic and consumer group (`tessera.board.changed`, group
   * `tessera.tenancy`), so several installations, or test runs, can share one Kafka.
   */
  namespace: string;
  policy: RetryPolicy;
  /**
   * How long the group waits for a silent member (a killed process) before its partitions go to
   * the others; Kafka's default is 30 s.
   */
  sessionTimeoutMs?: number;
  logger?: Pick<LoggerService, 'error' | 'warn'>;
};

type Subscription = { eventName: EventName; handler: EventHandler<EventName> };

/** How long brokerState waits for the cluster's answer before calling the broker down. */
const BROKER_CHECK_TIMEOUT_MS = 2000;

/** Headers every message carries beside its JSON envelope (and `traceparent` when traced). */
export const EVENT_ID_HEADER = 'tessera-event-id';
export const EVENT_NAME_HEADER = 'tessera-event-name';

/**
 * The distributed event bus on Kafka (kafkajs): one topic per event name, the workspace id as the
 * message key (so one tenant's events keep their order), one consumer group per consumer, each
 * message's offset committed only after its handler finished or parked it, failing handlers
 * retried with backoff and then parked in DEAD_LETTER_TOPIC with the reason. `publish` resolves
 * once every in-sync replica has the message (acks -1): from then on Kafka owns its delivery.
 */
export class KafkaEventBus implements EventBusPort {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private producerReady: Promise<void> | null = null;
  private readonly subscriptions = new Map<string, Subscription[]>();
  /** Running consumers by consumer name; a consumer's start is retried until it runs. */
  private readonly consumers = new Map<string, Promise<Consumer | null>>();
  /** The consumer groups whose consumer runs (started, not crashed for good). */
  private readonly running = new Set<string>();
  private readonly deadLetterHandlers: DeadLetterHandler[] = [];
  private deadLetterConsumer: Promise<Consumer | null> | null = null;
  private readonly abort = new AbortController();
  private readonly startedAt = new Date().toISOString();
  private readonly logger: Pick<LoggerService, 'error' | 'warn'>;
  private startTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: KafkaEventBusOptions) {
    this.kafka = new Kafka({
      clientId: options.clientId,
      brokers: options.brokers,
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 100, retries: 10 },
    });
    this.producer = this.kafka.producer({ allowAutoTopicCreation: true });
    this.logger = options.logger ?? new Logger('EventBus');
  }

  async publish(envelope: EventEnvelope): Promise<void> {
    if (this.abort.signal.aborted) throw new EventBusClosedError();
    const topic = this.topicOf(envelope.name);
    await inSpan(
      `send ${topic}`,
      {
        kind: SpanKind.PRODUCER,
        attributes: {
          'messaging.system': 'kafka',
          'messaging.operation.type': 'send',
          'messaging.destination.name': topic,
          'messaging.message.id': envelope.id,
        },
      },
      async () => {
        await this.connectedProducer();
        await this.producer.send({
          topic,
          acks: -1,
          messages: [
            {
              key: tenantKey(envelope.payload),
              value: JSON.stringify(envelope),
              headers: {
                [EVENT_ID_HEADER]: envelope.id,
                [EVENT_NAME_HEADER]: envelope.name,
                // traceparent/tracestate: the consumer's span continues this trace.
                ...currentTraceCarrier(),
              },
            },
          ],
        });
      },
    );
  }

  subscribe<N extends EventName>(consumer: string, eventName: N, handler: EventHandler<N>): void {
    if (this.abort.signal.aborted) throw new EventBusClosedError();
    const subscriptions = this.subscriptions.get(consumer) ?? [];
    if (subscriptions.some((s) => s.eventName === eventName))
      throw new Error(`Consumer "${consumer}" already subscribes to "${eventName}".`);
    if (this.consumers.has(consumer))
      throw new Error(
        `Consumer "${consumer}" is running: subscribe to every event before it starts.`,
      );
    subscriptions.push({ eventName, handler: handler as EventHandler<EventName> });
    this.subscriptions.set(consumer, subscriptions);
    // Consumers start once the subscriptions made together (a module's, at boot) are all in.
    clearTimeout(this.startTimer);
    this.startTimer = setTimeout(() => this.startConsumers(), 0);
  }

  onDeadLetter(handler: DeadLetterHandler): void {
    this.deadLetterHandlers.push(handler);
    // A group of its own per process: every process's observers hear every letter.
    this.deadLetterConsumer ??= this.consume(
      `${this.options.clientId}.dead-letters.${randomUUID()}`,
      [this.topicOf(DEAD_LETTER_TOPIC)],
      (message) => this.tellDeadLetter(message),
    );
  }

  async brokerState(): Promise<'up' | 'down'> {
    if (this.abort.signal.aborted) return 'down';
    const starting = [...this.subscriptions.keys()].some((group) => !this.running.has(group));
    if (starting) return 'down';
    const admin = this.kafka.admin({ retry: { retries: 0 } });
    const answer = (async () => {
      await admin.connect();
      await admin.describeCluster();
      return 'up' as const;
    })();
    try {
      return await Promise.race([answer, sleep(BROKER_CHECK_TIMEOUT_MS, 'down' as const)]);
    } catch {
      return 'down';
    } finally {
      answer.catch(() => undefined);
      await admin.disconnect().catch(() => undefined);
    }
  }

  subscribedEvents(): EventName[] {
    return [...new Set([...this.subscriptions.values()].flat().map((s) => s.eventName))];
  }

  async close(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.startTimer);
    const consumers = [...this.consumers.values()];
    if (this.deadLetterConsumer) consumers.push(this.deadLetterConsumer);
    await Promise.allSettled(consumers.map(async (c) => (await c)?.disconnect()));
    await this.producer.disconnect().catch(() => undefined);
  }

  private startConsumers(): void {
    for (const [consumer, subscriptions] of this.subscriptions) {
      if (this.consumers.has(consumer)) continue;
      const topics = subscriptions.map((s) => this.topicOf(s.eventName));
      this.consumers.set(
        consumer,
        this.consume(consumer, topics, (message, topic, heartbeat) =>
          this.deliver(consumer, topic, message, heartbeat),
        ),
      );
    }
  }

  private topicOf(name: string): string {
    return `${this.options.namespace}.${name}`;
  }

  /**
   * A consumer group reading `topics` from the start, committing each offset after `handle`. A
   * start that fails (Kafka not reachable yet, a topic missing) is logged and tried again with a
   * growing delay until it runs or the bus closes; null when it closed first.
   */
  private async consume(
    groupId: string,
    topics: string[],
    handle: (message: KafkaMessage, topic: string, heartbeat: () => Promise<void>) => Promise<void>,
  ): Promise<Consumer | null> {
    for (let attempt = 1; !this.abort.signal.aborted; attempt += 1) {
      const consumer = this.kafka.consumer({
        groupId: `${this.options.namespace}.${groupId}`,
        allowAutoTopicCreation: true,
        // A long poll answers as soon as a message arrives; a short one lets close() finish soon.
        maxWaitTimeInMs: 1000,
        sessionTimeout: this.sessionTimeoutMs,
        heartbeatInterval: this.heartbeatMs,
      });
      consumer.on(consumer.events.CRASH, ({ payload }) => {
        this.logger.error(`Kafka consumer "${groupId}" crashed: ${payload.error.message}`);
        // kafkajs restarts it after a retriable error; otherwise it stays down.
        if (!payload.restart) this.running.delete(groupId);
      });
      try {
        await this.createTopics(topics);
        await consumer.connect();
        await consumer.subscribe({ topics, fromBeginning: true });
        await consumer.run({
          autoCommitThreshold: 1,
          eachMessage: async (payload) => {
            await handle(payload.message, payload.topic, () => payload.heartbeat());
          },
        });
        this.running.add(groupId);
        return consumer;
      } catch (error) {
        await consumer.disconnect().catch(() => undefined);
        const delay = exponentialBackoffMs(attempt, 500, 30_000);
        this.logger.error(
          `Kafka consumer "${groupId}" could not start (${String(error)}); trying again in ${delay} ms.`,
        );
        try {
          await sleep(delay, undefined, { signal: this.abort.signal });
        } catch {
          return null;
        }
      }
    }
    return null;
  }

  /** Creates the topics that do not exist yet (a Kafka may have auto-creation turned off). */
  private async createTopics(topics: string[]): Promise<void> {
    const admin = this.kafka.admin();
    await admin.connect();
    try {
      const existing = new Set(await admin.listTopics());
      const missing = topics.filter((topic) => !existing.has(topic));
      if (missing.length > 0)
        await admin.createTopics({ topics: missing.map((topic) => ({ topic })) });
    } finally {
      await admin.disconnect();
    }
  }

  private get sessionTimeoutMs(): number {
    return this.options.sessionTimeoutMs ?? 30_000;
  }

  private get heartbeatMs(): number {
    return Math.min(3000, this.sessionTimeoutMs / 10);
  }

  /** The producer, connecting it (again, after a failed attempt) when needed. */
  private async connectedProducer(): Promise<void> {
    this.producerReady ??= this.producer.connect().catch((error: unknown) => {
      this.producerReady = null;
      throw error;
    });
    await this.producerReady;
  }

  private async deliver(
    consumer: string,
    topic: string,
    message: KafkaMessage,
    heartbeat: () => Promise<void>,
  ): Promise<void> {
    const subscription = this.subscriptions
      .get(consumer)
      ?.find((s) => this.topicOf(s.eventName) === topic);
    const received = receivedEnvelope(message);
    if (!subscription) return;
    if (received === null) {
      await this.park({
        consumer,
        envelope: {
          id: '',
          name: topic.slice(this.options.namespace.length + 1),
          version: 0,
          occurredAt: '',
          payload: message.value?.toString() ?? null,
        },
        attempts: 0,
        error: 'The message is not a JSON event envelope.',
        failedAt: new Date().toISOString(),
      });
      return;
    }
    // kafkajs heartbeats only between messages: retries and their backoff can outlast the session,
    // so the group would give the partition away and the message would come round again.
    // A closed bus stops beating, even under a handler that never returns: its partitions move on.
    const beating = setInterval(() => {
      if (this.abort.signal.aborted) clearInterval(beating);
      else void heartbeat().catch(() => undefined);
    }, this.heartbeatMs);
    try {
      // The handler's spans join the trace of the request that recorded the event.
      const outcome = await context.with(contextFromCarrier(message.headers ?? null), () =>
        deliverWithRetries({
          consumer,
          handler: subscription.handler,
          received,
          policy: this.options.policy,
          signal: this.abort.signal,
        }),
      );
      if (outcome.kind === 'dead-letter') await this.park(outcome.letter);
    } finally {
      clearInterval(beating);
    }
  }

  /** Parks a letter in DEAD_LETTER_TOPIC; the offset is committed only once Kafka has it. */
  private async park(letter: DeadLetter): Promise<void> {
    this.logger.error(
      `${DEAD_LETTER_TOPIC}: consumer "${letter.consumer}" parked event ${letter.envelope.name} ` +
        `${letter.envelope.id} after ${letter.attempts} attempt(s): ${letter.error}`,
    );
    await this.connectedProducer();
    await this.producer.send({
      topic: this.topicOf(DEAD_LETTER_TOPIC),
      acks: -1,
      messages: [{ key: letter.consumer, value: JSON.stringify(letter) }],
    });
  }

  private async tellDeadLetter(message: KafkaMessage): Promise<void> {
    let letter: DeadLetter | null;
    try {
      letter = JSON.parse(message.value?.toString() ?? 'null') as DeadLetter | null;
    } catch {
      return; // not a letter this bus wrote: nothing to tell
    }
    // "From now on": a new process does not replay the topic's history to its observers.
    if (!letter || letter.failedAt < this.startedAt) return;
    for (const handler of this.deadLetterHandlers) {
      try {
        await handler(letter);
      } catch (error) {
        this.logger.warn(`A dead-letter handler failed: ${String(error)}`);
      }
    }
  }
}

/** The workspace the event belongs to, as the message key: one tenant's events stay in order. */
function tenantKey(payload: unknown): string | null {
  const workspaceId = (payload as { workspaceId?: unknown } | null)?.workspaceId;
  return typeof workspaceId === 'string' ? workspaceId : null;
}

function receivedEnvelope(message: KafkaMessage): ReceivedEnvelope | null {
  try {
    const parsed = JSON.parse(message.value?.toString() ?? '') as Partial<ReceivedEnvelope> | null;
    if (!parsed || typeof parsed !== 'object' || typeof parsed.name !== 'string') return null;
    return parsed as ReceivedEnvelope;
  } catch {
    return null;
  }
}
