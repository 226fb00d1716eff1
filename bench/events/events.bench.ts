import { expect, it } from '@jest/globals';
import {
  InProcessEventBus,
  KafkaEventBus,
  OutboxRelay,
  openDatabase,
  recordEvent,
  type EventBusPort,
} from '@tessera/platform';
import { FakeKafka } from '@tessera/testing';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { latencies } from '../sheets/support/measure.js';
import { runContext } from '../sheets/support/report.js';
import {
  commitOf,
  repoRoot,
  writeFormatted,
  writePerformanceSection,
} from '../support/performance-doc.js';

const EVENTS = 2000;
const WARM_UP = 100;
/** Events recorded per transaction, as a burst of owners' commands would. */
const PER_TRANSACTION = 20;
const policy = { maxAttempts: 5, backoffMs: 200 };
const quiet = { error: () => undefined, warn: () => undefined };

type Case = { bus: string; eventsPerSecond: number; p50: number; p99: number; max: number };

/**
 * Records EVENTS `board.changed` events in the outbox (PGlite), lets the outbox relay publish them
 * to the bus and counts them at one consumer: events per second from the first record to the last
 * handled, and each event's time from its transaction's commit to its handler.
 */
async function measure(name: string, openBus: () => Promise<EventBusPort>): Promise<Case> {
  const handle = await openDatabase({ kind: 'pglite' });
  const bus = await openBus();
  const recordedAt = new Map<string, number>();
  const took: number[] = [];
  let handled = 0;
  let lastHandledAt = 0;
  bus.subscribe('bench', 'board.changed', (event) => {
    const at = Date.now();
    took.push(at - (recordedAt.get(event.payload.boardId) ?? at));
    handled += 1;
    lastHandledAt = at;
  });
  const relay = new OutboxRelay(handle.db, bus, {
    pollMs: 50,
    batchSize: 100,
    retryBackoffMs: 100,
    logger: quiet,
  });
  relay.start();
  const record = async (from: number, count: number) => {
    for (let first = from; first < from + count; first += PER_TRANSACTION) {
      const ids = Array.from({ length: PER_TRANSACTION }, (_, i) => `b${first + i}`);
      await handle.db.transaction(async (tx) => {
        for (const boardId of ids)
          await recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId });
      });
      const committed = Date.now();
      for (const id of ids) recordedAt.set(id, committed);
    }
  };
  const allHandled = async (count: number) => {
    const deadline = Date.now() + 240_000;
    while (handled < count) {
      if (Date.now() > deadline) throw new Error(`${name}: ${handled} of ${count} events handled`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  try {
    await record(0, WARM_UP);
    await allHandled(WARM_UP);
    took.length = 0;
    const started = Date.now();
    await record(WARM_UP, EVENTS);
    await allHandled(WARM_UP + EVENTS);
    const seconds = (lastHandledAt - started) / 1000;
    const measured = latencies(took);
    return {
      bus: name,
      eventsPerSecond: Math.round(EVENTS / seconds),
      p50: measured.p50,
      p99: measured.p99,
      max: measured.max,
    };
  } finally {
    await relay.stop();
    await bus.close();
    await handle.close();
  }
}

it('measures events through the outbox, the bus and a consumer', async () => {
  const context = runContext();
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-events-'));
  const broker = await new FakeKafka({ dataDir }).start();
  try {
    const cases = [
      await measure('in-process (embedded)', () =>
        Promise.resolve(new InProcessEventBus(policy, quiet)),
      ),
      await measure('Kafka: kafkajs against the fake broker', () =>
        Promise.resolve(
          new KafkaEventBus({
            brokers: [broker.address],
            clientId: 'bench',
            namespace: `bench-${Date.now()}`,
            policy,
            logger: quiet,
          }),
        ),
      ),
    ];
    for (const result of cases) expect(result.eventsPerSecond).toBeGreaterThan(0);
    await publish(cases, context);
  } finally {
    await broker.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const START = '<!-- bench:events:start -->';
const END = '<!-- bench:events:end -->';

async function publish(cases: Case[], context: ReturnType<typeof runContext>): Promise<void> {
  const resultsDir = join(repoRoot, 'bench/events/results');
  mkdirSync(resultsDir, { recursive: true });
  const measuredAt = context.at.toISOString();
  const commit = commitOf();
  await writeFormatted(
    join(resultsDir, 'events.json'),
    JSON.stringify({ measuredAt, machine: context.machine, node: process.version, commit, cases }),
  );
  const ms = (value: number) => `${Math.round(value)} ms`;
  const section = [
    START,
    '## Events (`bench/events`)',
    '',
    'Run with `npm run bench:events`; it rewrites this section and `bench/events/results/events.json`.',
    '',
    `_Measured ${measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${context.machine}; Node ${process.version}; commit ${commit}._`,
    '',
    `${EVENTS.toLocaleString('en-US')} \`board.changed\` events recorded in the outbox (PGlite, ${PER_TRANSACTION} per`,
    'transaction, after a warm-up), published by the outbox relay and handled by one consumer. Rate:',
    'events from the start of the first transaction to the last handler call. Latency: one event from its',
    "transaction's commit to its handler, while the whole burst is recorded as fast as PGlite takes",
    'it, so it is mostly time queued behind earlier events. The Kafka case runs kafkajs against the fake broker of',
    '`libs/testing` in this process, not a Kafka cluster: it is the transport of the split mode, whose',
    'whole path from a row write to the spreadsheet is measured in the next section.',
    '',
    '| Bus | Events per second | p50 | p99 | max |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...cases.map(
      (c) =>
        `| ${c.bus} | ${c.eventsPerSecond.toLocaleString('en-US')} | ${ms(c.p50)} | ${ms(c.p99)} | ${ms(c.max)} |`,
    ),
    '',
    END,
  ].join('\n');
  await writePerformanceSection({ start: START, end: END }, section);
  console.info(section);
}
