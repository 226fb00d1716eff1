import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { Kafka, logLevel, type Consumer, type Producer } from 'kafkajs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeKafka } from './fake-kafka.js';

jest.setTimeout(60_000);

type Seen = { key: string | null; value: string; partition: number; offset: string };

describe('the fake Kafka broker, driven by kafkajs', () => {
  const dirs: string[] = [];
  const open: { stop(): Promise<void> }[] = [];
  const clients: (Producer | Consumer)[] = [];

  afterEach(async () => {
    for (const client of clients.splice(0)) await client.disconnect().catch(() => undefined);
    for (const broker of open.splice(0)) await broker.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  async function broker(dataDir?: string, port?: number) {
    const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'fake-kafka-'));
    if (!dataDir) dirs.push(dir);
    const started = await new FakeKafka({ dataDir: dir, port }).start();
    open.push(started);
    return started;
  }

  const kafkaOf = (fake: FakeKafka) =>
    new Kafka({
      clientId: 'test',
      brokers: [fake.address],
      logLevel: logLevel.NOTHING,
      retry: { initialRetryTime: 50, retries: 20 },
    });

  async function consume(fake: FakeKafka, topic: string, groupId: string, count: number) {
    const consumer = kafkaOf(fake).consumer({ groupId, heartbeatInterval: 100 });
    clients.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const seen: Seen[] = [];
    await new Promise<void>((resolve) => {
      void consumer.run({
        eachMessage: ({ message, partition }) => {
          seen.push({
            key: message.key?.toString() ?? null,
            value: message.value?.toString() ?? '',
            partition,
            offset: message.offset,
          });
          if (seen.length >= count) resolve();
          return Promise.resolve();
        },
      });
    });
    return { consumer, seen };
  }

  it('creates topics, takes produced records and hands them to a consumer group in order per key', async () => {
    const fake = await broker();
    const admin = kafkaOf(fake).admin();
    await admin.connect();
    expect(await admin.createTopics({ topics: [{ topic: 'rows', numPartitions: 3 }] })).toBe(true);
    expect(await admin.createTopics({ topics: [{ topic: 'rows', numPartitions: 3 }] })).toBe(false);
    await admin.disconnect();

    const producer = kafkaOf(fake).producer();
    clients.push(producer);
    await producer.connect();
    const messages = Array.from({ length: 30 }, (_, i) => ({
      key: `workspace-${i % 3}`,
      value: `event ${i}`,
    }));
    await producer.send({ topic: 'rows', messages });

    const { seen } = await consume(fake, 'rows', 'sheets', 30);
    expect(seen.map((m) => m.value).sort()).toEqual(messages.map((m) => m.value).sort());
    for (const workspace of ['workspace-0', 'workspace-1', 'workspace-2']) {
      const ofOne = seen.filter((m) => m.key === workspace);
      expect(new Set(ofOne.map((m) => m.partition)).size).toBe(1);
      expect(ofOne.map((m) => m.value)).toEqual(
        messages.filter((m) => m.key === workspace).map((m) => m.value),
      );
    }
    const offsets = await kafkaOf(fake).admin().fetchTopicOffsets('rows');
    expect(offsets.reduce((sum, p) => sum + Number(p.high), 0)).toBe(30);
  });

  it('keeps records and committed offsets across a restart: a group goes on where it stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-kafka-'));
    dirs.push(dir);
    const first = await broker(dir);
    const producer = kafkaOf(first).producer();
    await producer.connect();
    await producer.send({ topic: 'events', messages: [{ value: 'one' }, { value: 'two' }] });
    await producer.disconnect();
    const { consumer, seen: before } = await consume(first, 'events', 'tenancy', 2);
    expect(before.map((m) => [m.value, m.offset])).toEqual([
      ['one', '0'],
      ['two', '1'],
    ]);
    await consumer.disconnect(); // commits the offsets it consumed
    const port = first.port;
    await first.stop();
    open.splice(open.indexOf(first), 1);

    const second = await broker(dir, port);
    const again = kafkaOf(second).producer();
    clients.push(again);
    await again.connect();
    await again.send({ topic: 'events', messages: [{ value: 'three' }] });
    const { seen } = await consume(second, 'events', 'tenancy', 1);
    expect(seen.map((m) => [m.value, m.offset])).toEqual([['three', '2']]);
    expect(second.highWatermark('events')).toBe(3n);
  });

  it('shares the partitions between the members of a group', async () => {
    const fake = await broker();
    const admin = kafkaOf(fake).admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic: 'jobs', numPartitions: 2 }] });
    await admin.disconnect();
    const producer = kafkaOf(fake).producer();
    clients.push(producer);
    await producer.connect();
    await producer.send({
      topic: 'jobs',
      messages: Array.from({ length: 20 }, (_, i) => ({ key: `k${i}`, value: `${i}` })),
    });
    const [a, b] = await Promise.all([
      consume(fake, 'jobs', 'workers', 1),
      consume(fake, 'jobs', 'workers', 1),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const partitionsOf = (seen: Seen[]) => new Set(seen.map((m) => m.partition));
    expect(a.seen.length + b.seen.length).toBeGreaterThanOrEqual(2);
    const overlap = [...partitionsOf(a.seen)].filter((p) => partitionsOf(b.seen).has(p));
    expect(overlap).toEqual([]);
  });

  it('drops every connection or stalls every answer on demand, and kafkajs gets through after', async () => {
    const fake = await broker();
    const producer = kafkaOf(fake).producer();
    clients.push(producer);
    await producer.connect();
    await producer.send({ topic: 'faults', messages: [{ value: 'before' }] });

    fake.dropConnections();
    await producer.send({ topic: 'faults', messages: [{ value: 'after a drop' }] });

    fake.stall();
    let delivered = false;
    const sending = producer
      .send({ topic: 'faults', messages: [{ value: 'during a stall' }] })
      .then(() => (delivered = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toBe(false);
    fake.resume();
    await sending;
    expect(fake.highWatermark('faults')).toBe(3n);
  });
});
