import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { FakeKafka } from '@tessera/testing';
import { Kafka, logLevel } from 'kafkajs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database.js';
import { workspaces } from '../db/schema/index.js';
import { createEnvelope } from './envelope.js';
import { describeEventBusContract, waitUntil } from './event-bus.contract.js';
import type { DeadLetter } from './event-bus.port.js';
import { handleOnce } from './handle-once.js';
import { KafkaEventBus } from './kafka-event-bus.adapter.js';

jest.setTimeout(60_000);

const quiet = { error: () => undefined, warn: () => undefined };
const brokers: FakeKafka[] = [];
const dirs: string[] = [];

afterAll(async () => {
  for (const broker of brokers) await broker.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh broker per bus (every test starts from empty topics), or the real Kafka when set. */
async function brokersFor(): Promise<string[]> {
  const real = process.env['KAFKA_BROKERS'];
  if (real) return real.split(',');
  const dir = mkdtempSync(join(tmpdir(), 'kafka-bus-'));
  dirs.push(dir);
  const broker = await new FakeKafka({ dataDir: dir }).start();
  brokers.push(broker);
  return [broker.address];
}

let buses = 0;
describeEventBusContract('kafka', async (policy) => {
  buses += 1;
  return new KafkaEventBus({
    brokers: await brokersFor(),
    clientId: `contract-${buses}`,
    // Its own topics and groups per test, also on a shared real Kafka.
    namespace: `test-${Date.now()}-${buses}`,
    policy,
    logger: quiet,
  });
});

describe('the Kafka event bus', () => {
  const policy = { maxAttempts: 2, backoffMs: 10 };
  const boardChanged = (boardId: string) =>
    createEnvelope('board.changed', { workspaceId: 'w1', boardId });

  it('parks a message that is not an event envelope and goes on with the next one', async () => {
    const [address] = await brokersFor();
    const namespace = `malformed-${Date.now()}`;
    const bus = new KafkaEventBus({
      brokers: [address!],
      clientId: 'malformed',
      namespace,
      policy,
      logger: quiet,
    });
    const parked: DeadLetter[] = [];
    const handled: string[] = [];
    bus.onDeadLetter((letter) => void parked.push(letter));
    bus.subscribe('tenancy', 'board.changed', (e) => void handled.push(e.payload.boardId));
    const raw = new Kafka({
      clientId: 'raw',
      brokers: [address!],
      logLevel: logLevel.NOTHING,
    }).producer();
    await raw.connect();
    await raw.send({ topic: `${namespace}.board.changed`, messages: [{ value: 'not json' }] });
    await raw.disconnect();
    await bus.publish(boardChanged('b7'));
    try {
      await waitUntil(() => expect(handled).toEqual(['b7']), 15_000);
      await waitUntil(() => expect(parked).toHaveLength(1), 15_000);
      expect(parked[0]).toMatchObject({
        consumer: 'tenancy',
        attempts: 0,
        error: 'The message is not a JSON event envelope.',
      });
    } finally {
      await bus.close();
    }
  });

  /**
   * Opens the bus of one process after another on one broker and namespace, as the replicas of a
   * service: a short session, so the group gives up on a stopped process in seconds.
   */
  async function processesOfOneGroup(name: string) {
    const [address] = await brokersFor();
    const namespace = `${name}-${Date.now()}`;
    return (clientId: string) =>
      new KafkaEventBus({
        brokers: [address!],
        clientId,
        namespace,
        policy,
        sessionTimeoutMs: 3000,
        logger: quiet,
      });
  }

  it('delivers again an event whose handler had not finished when its process stopped', async () => {
    const open = await processesOfOneGroup('redelivery');
    const first = open('first');
    let started = 0;
    first.subscribe('sheets', 'board.changed', () => {
      started += 1;
      return new Promise<void>(() => undefined); // never finishes: the process dies in it
    });
    await first.publish(boardChanged('b9'));
    await waitUntil(() => expect(started).toBe(1), 15_000);
    void first.close(); // its offset was never committed

    const second = open('second');
    const handled: string[] = [];
    second.subscribe('sheets', 'board.changed', (e) => void handled.push(e.payload.boardId));
    try {
      await waitUntil(() => expect(handled).toEqual(['b9']), 30_000);
    } finally {
      await second.close();
    }
  });

  it('does the side effect once when its process died after it and before the offset commit', async () => {
    const open = await processesOfOneGroup('side-effect');
    const handle = await openDatabase({ kind: 'pglite' });
    // The side effect: a row written with the consumer's processed_events row, in one transaction.
    const sideEffect = (envelope: { id: string; payload: { boardId: string } }) =>
      handleOnce(handle.db, 'sheets', envelope, async (tx) => {
        await tx.insert(workspaces).values({ name: envelope.payload.boardId });
      });
    const first = open('first');
    let committed = 0;
    let dead: (() => void) | undefined;
    first.subscribe('sheets', 'board.changed', async (envelope) => {
      await sideEffect(envelope);
      committed += 1;
      // Dies here: its offset is never committed (released at the end, so the client can close).
      await new Promise<void>((_resolve, reject) => (dead = () => reject(new Error('died'))));
    });
    await first.publish(boardChanged('b11'));
    await waitUntil(() => expect(committed).toBe(1), 15_000);
    const firstClosed = first.close();

    const second = open('second');
    const outcomes: string[] = [];
    second.subscribe('sheets', 'board.changed', async (envelope) => {
      outcomes.push(await sideEffect(envelope));
    });
    try {
      // Delivered again (the offset was not committed), and skipped: the side effect happened.
      await waitUntil(() => expect(outcomes).toEqual(['skipped']), 30_000);
      expect(await handle.db.select({ name: workspaces.name }).from(workspaces)).toEqual([
        { name: 'b11' },
      ]);
    } finally {
      dead?.();
      await firstClosed;
      await second.close();
      await handle.close();
    }
  });

  it('refuses a subscription once closed, rather than start a consumer nothing stops', async () => {
    const bus = new KafkaEventBus({
      brokers: ['127.0.0.1:1'],
      clientId: 'closed',
      namespace: 'closed',
      policy,
      logger: quiet,
    });
    await bus.close();
    expect(() => bus.subscribe('tenancy', 'board.changed', () => undefined)).toThrow(/closed/);
  });

  it('keeps its partition while a handler waits out a backoff longer than the session', async () => {
    const [address] = await brokersFor();
    const bus = new KafkaEventBus({
      brokers: [address!],
      clientId: 'patient',
      namespace: `patient-${Date.now()}`,
      policy: { maxAttempts: 2, backoffMs: 4500 },
      sessionTimeoutMs: 3000,
      logger: quiet,
    });
    let calls = 0;
    bus.subscribe('sheets', 'board.changed', () => {
      calls += 1;
      if (calls === 1) throw new Error('Google is slow');
    });
    try {
      await bus.publish(boardChanged('b11'));
      await waitUntil(() => expect(calls).toBe(2), 20_000);
      // Had the group given the partition away, the uncommitted message would come round again.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(calls).toBe(2);
    } finally {
      await bus.close();
    }
  });
});
