import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SpanKind, trace } from '@opentelemetry/api';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { FakeKafka } from '@tessera/testing';
import Fastify from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { waitUntil } from '../events/event-bus.contract.js';
import type { EventBusPort } from '../events/event-bus.port.js';
import { InProcessEventBus } from '../events/in-process-event-bus.adapter.js';
import { KafkaEventBus } from '../events/kafka-event-bus.adapter.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { recordEvent } from '../events/record-event.js';
import { traceHttpRequests } from './http-spans.js';
import { startTelemetry, type Telemetry } from './telemetry.js';
import { inSpan } from './trace-context.js';

jest.setTimeout(60_000);

const policy = { maxAttempts: 2, backoffMs: 10 };
const quiet = { error: () => undefined, warn: () => undefined };
const exporter = new InMemorySpanExporter();
const dataDir = mkdtempSync(join(tmpdir(), 'tracing-kafka-'));
let telemetry: Telemetry | null;
let handle: DatabaseHandle;
let broker: FakeKafka | undefined;

beforeAll(async () => {
  telemetry = startTelemetry({
    serviceName: 'test',
    spanProcessors: [new SimpleSpanProcessor(exporter)],
  });
  handle = await openDatabase({ kind: 'pglite' });
  if (!process.env['KAFKA_BROKERS']) broker = await new FakeKafka({ dataDir }).start();
});

afterAll(async () => {
  await telemetry?.shutdown();
  await handle?.close();
  await broker?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(() => exporter.reset());

const spansOf = (traceId: string) =>
  exporter.getFinishedSpans().filter((span) => span.spanContext().traceId === traceId);

/** The span in which a consumer handled the event (ended once its handler returned). */
const consumerSpanOf = (eventId: string) =>
  exporter
    .getFinishedSpans()
    .find((s) => s.kind === SpanKind.CONSUMER && s.attributes['messaging.message.id'] === eventId);

type Seen = { traceId?: string; eventId: string };

let buses = 0;
const busKinds: [string, () => EventBusPort][] = [
  ['the in-process bus', () => new InProcessEventBus(policy, quiet)],
  [
    'Kafka',
    () => {
      buses += 1;
      return new KafkaEventBus({
        brokers: process.env['KAFKA_BROKERS']?.split(',') ?? [broker!.address],
        clientId: `tracing-${buses}`,
        namespace: `tracing-${Date.now()}-${buses}`,
        policy,
        logger: quiet,
      });
    },
  ],
];

describe.each(busKinds)('a trace across the outbox and %s', (_name, createBus) => {
  /** A bus with one consumer noting the trace it handles each event in, and a relay onto it. */
  async function withConsumer(
    test: (parts: { bus: EventBusPort; relay: OutboxRelay; seen: Seen[] }) => Promise<void>,
  ) {
    const bus = createBus();
    const seen: Seen[] = [];
    bus.subscribe('tracing-test', 'board.changed', (envelope) => {
      seen.push({ traceId: trace.getActiveSpan()?.spanContext().traceId, eventId: envelope.id });
    });
    const relay = new OutboxRelay(handle.db, bus, {
      pollMs: 1000,
      batchSize: 10,
      retryBackoffMs: 10,
    });
    try {
      await test({ bus, relay, seen });
    } finally {
      await relay.stop();
      await bus.close();
    }
  }

  it("continues the recording request's trace in the consumer, through the outbox row", () =>
    withConsumer(async ({ bus, relay, seen }) => {
      let requestTrace = '';
      let eventId = '';
      await inSpan('POST /api/boards/:id', { kind: SpanKind.SERVER }, async (span) => {
        requestTrace = span.spanContext().traceId;
        eventId = await handle.db.transaction((tx) =>
          recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'b1' }),
        );
      });
      // The relay publishes later, from no request at all: only the row carries the trace.
      await relay.runOnce();
      await waitUntil(() => expect(consumerSpanOf(eventId)).toBeDefined(), 20_000);

      expect(seen.find((s) => s.eventId === eventId)?.traceId).toBe(requestTrace);
      const names = spansOf(requestTrace).map((span) => span.name);
      expect(names).toEqual(
        expect.arrayContaining(['POST /api/boards/:id', 'INSERT', 'process board.changed']),
      );
      const consumed = consumerSpanOf(eventId)!;
      expect(consumed.kind).toBe(SpanKind.CONSUMER);
      expect(consumed.attributes['messaging.message.id']).toBe(eventId);
      expect(consumed.attributes['messaging.consumer.group.name']).toBe('tracing-test');
      if (bus instanceof KafkaEventBus)
        expect(names.some((name) => /^send tracing-.*\.board\.changed$/.test(name))).toBe(true);
    }));

  it('starts a trace of its own for an event recorded outside any trace', () =>
    withConsumer(async ({ relay }) => {
      const eventId = await handle.db.transaction((tx) =>
        recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'b2' }),
      );
      // Run from inside an unrelated span: the relay does not hand it to the event.
      await inSpan('unrelated', {}, () => relay.runOnce());
      await waitUntil(() => expect(consumerSpanOf(eventId)).toBeDefined(), 20_000);
      const consumed = consumerSpanOf(eventId);
      const unrelated = exporter.getFinishedSpans().find((s) => s.name === 'unrelated')!;
      expect(consumed!.spanContext().traceId).not.toBe(unrelated.spanContext().traceId);
    }));
});

describe('HTTP server spans', () => {
  it("continue the caller's traceparent, named by the route and not the id", async () => {
    const app = Fastify();
    traceHttpRequests(app.server, app);
    app.get('/things/:id', async () => {
      await handle.db.execute('select 1');
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
      const { port } = app.server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/things/42?x=1`, {
        headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
      });
      expect(res.status).toBe(200);
      await waitUntil(() =>
        expect(spansOf(traceId).some((s) => s.kind === SpanKind.SERVER)).toBe(true),
      );
      const server = spansOf(traceId).find((s) => s.kind === SpanKind.SERVER)!;
      expect(server.name).toBe('GET /things/:id');
      expect(server.attributes['http.route']).toBe('/things/:id');
      expect(server.attributes['http.response.status_code']).toBe(200);
      expect(server.parentSpanContext?.spanId).toBe('00f067aa0ba902b7');
      // The answer names the request's trace, for an error the browser reports about it.
      expect(res.headers.get('traceresponse')).toBe(
        `00-${traceId}-${server.spanContext().spanId}-01`,
      );
      // The handler's query is a child of the request's span.
      const query = spansOf(traceId).find((s) => s.name === 'SELECT')!;
      expect(query.parentSpanContext?.spanId).toBe(server.spanContext().spanId);
      expect(query.attributes['db.query.text']).toBe('select 1');
    } finally {
      await app.close();
    }
  });
});
