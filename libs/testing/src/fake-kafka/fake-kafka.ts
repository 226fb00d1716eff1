import { mkdirSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { join } from 'node:path';
import { ConsumerGroups, ERRORS } from './consumer-groups.js';
import { PartitionLog } from './partition-log.js';
import { WireReader, WireWriter } from './wire.js';

/** The request versions this broker speaks: one per API, the ones kafkajs 2 picks from them. */
const API_VERSIONS: Record<number, { name: string; min: number; max: number }> = {
  0: { name: 'Produce', min: 3, max: 3 },
  1: { name: 'Fetch', min: 4, max: 4 },
  2: { name: 'ListOffsets', min: 1, max: 1 },
  3: { name: 'Metadata', min: 1, max: 1 },
  8: { name: 'OffsetCommit', min: 2, max: 2 },
  9: { name: 'OffsetFetch', min: 1, max: 1 },
  10: { name: 'FindCoordinator', min: 0, max: 0 },
  11: { name: 'JoinGroup', min: 1, max: 1 },
  12: { name: 'Heartbeat', min: 0, max: 0 },
  13: { name: 'LeaveGroup', min: 0, max: 0 },
  14: { name: 'SyncGroup', min: 0, max: 0 },
  18: { name: 'ApiVersions', min: 0, max: 2 },
  19: { name: 'CreateTopics', min: 0, max: 0 },
};

const NODE_ID = 0;

export type FakeKafkaOptions = {
  /** Where the log and the committed offsets live; a broker started on it again has them all. */
  dataDir: string;
  /** Partitions of a topic created by a Metadata request naming it (auto-creation). */
  defaultPartitions?: number;
  /** A fixed port (to restart on the same address); 0 picks a free one. */
  port?: number;
};

type Topic = { partitions: PartitionLog[] };
type Header = { apiKey: number; apiVersion: number; correlationId: number; clientId: string };

/**
 * A single-node Kafka broker for tests, speaking the wire protocol for the requests kafkajs makes
 * (ApiVersions, Metadata, CreateTopics, Produce, Fetch, ListOffsets, FindCoordinator, JoinGroup,
 * SyncGroup, Heartbeat, LeaveGroup, OffsetCommit, OffsetFetch). Records and committed offsets are
 * kept under `dataDir`, so a restarted broker loses nothing it acknowledged. Switches drop every
 * connection or stall every answer, as a broker restart or a network partition would.
 */
export class FakeKafka {
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  private readonly topics = new Map<string, Topic>();
  /** Consumer groups live as long as one run of the broker (members join again after a restart). */
  private groups = new ConsumerGroups();
  private offsets: Record<string, string> = {};
  private stalled: Promise<void> | null = null;
  private resumeStalled: (() => void) | null = null;
  port = 0;

  constructor(private readonly options: FakeKafkaOptions) {
    mkdirSync(options.dataDir, { recursive: true });
    const catalogue = this.file('topics.json');
    if (existsSync(catalogue)) {
      const partitions = JSON.parse(readFileSync(catalogue, 'utf8')) as Record<string, number>;
      for (const [name, count] of Object.entries(partitions)) this.openTopic(name, count);
    }
    const offsets = this.file('offsets.json');
    if (existsSync(offsets))
      this.offsets = JSON.parse(readFileSync(offsets, 'utf8')) as Record<string, string>;
  }

  /** `host:port`, for kafkajs's `brokers`. */
  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  async start(): Promise<this> {
    this.groups.close();
    this.groups = new ConsumerGroups();
    const server = createServer((socket) => this.serve(socket));
    await new Promise<void>((resolve) =>
      server.listen(this.options.port ?? 0, '127.0.0.1', resolve),
    );
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    this.resume();
    this.dropConnections();
    this.groups.close();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }

  /** Closes every client connection at once (clients reconnect). */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Holds every answer until resume(): a broker that takes requests and says nothing. */
  stall(): void {
    if (this.stalled) return;
    this.stalled = new Promise((resolve) => (this.resumeStalled = resolve));
  }

  resume(): void {
    this.resumeStalled?.();
    this.stalled = null;
    this.resumeStalled = null;
  }

  /** The records of a topic's partition, as stored (for assertions). */
  highWatermark(topic: string, partition = 0): bigint {
    return this.topics.get(topic)?.partitions[partition]?.highWatermark ?? 0n;
  }

  createTopic(name: string, partitions: number): boolean {
    if (this.topics.has(name)) return false;
    this.openTopic(name, partitions);
    const catalogue = Object.fromEntries(
      [...this.topics].map(([n, t]) => [n, t.partitions.length]),
    );
    writeFileSync(this.file('topics.json'), JSON.stringify(catalogue));
    return true;
  }

  private openTopic(name: string, partitions: number): void {
    this.topics.set(name, {
      partitions: Array.from(
        { length: partitions },
        (_, index) => new PartitionLog(this.file(`${encodeURIComponent(name)}-${index}.log`)),
      ),
    });
  }

  private file(name: string): string {
    return join(this.options.dataDir, name);
  }

  private serve(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let pending = Buffer.alloc(0);
    // Answers go out in the order requests came, as Kafka guarantees per connection.
    let answering: Promise<void> = Promise.resolve();
    socket.on('data', (chunk: Buffer) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 4 && pending.length >= 4 + pending.readInt32BE(0)) {
        const frame = pending.subarray(4, 4 + pending.readInt32BE(0));
        pending = pending.subarray(4 + frame.length);
        const answer = this.answer(frame);
        answer.catch(() => undefined); // heard below, in order
        answering = answering
          .then(async () => {
            const bytes = await answer;
            if (this.stalled) await this.stalled;
            if (bytes && !socket.destroyed) socket.write(bytes);
          })
          .catch(() => {
            // A request this broker does not speak: close, as Kafka does.
            socket.destroy();
          });
      }
    });
  }

  /** The framed answer to one request; null when the request wants none (acks 0). */
  private async answer(frame: Buffer): Promise<Buffer | null> {
    const reader = new WireReader(frame);
    const header: Header = {
      apiKey: reader.int16(),
      apiVersion: reader.int16(),
      correlationId: reader.int32(),
      clientId: reader.string() ?? '',
    };
    const body = new WireWriter();
    const wantsAnswer = await this.handle(header, reader, body);
    if (!wantsAnswer) return null;
    const payload = body.toBuffer();
    const head = new WireWriter()
      .int32(payload.length + 4)
      .int32(header.correlationId)
      .toBuffer();
    return Buffer.concat([head, payload]);
  }

  private async handle(header: Header, reader: WireReader, out: WireWriter): Promise<boolean> {
    const supported = API_VERSIONS[header.apiKey];
    if (header.apiKey === 18) {
      this.apiVersions(header.apiVersion, out);
      return true;
    }
    if (!supported || header.apiVersion < supported.min || header.apiVersion > supported.max)
      throw new Error(`Unsupported request ${header.apiKey} v${header.apiVersion}`);
    switch (header.apiKey) {
      case 0:
        return this.produce(reader, out);
      case 1:
        await this.fetch(reader, out);
        return true;
      case 2:
        this.listOffsets(reader, out);
        return true;
      case 3:
        this.metadata(reader, out);
        return true;
      case 8:
        this.offsetCommit(reader, out);
        return true;
      case 9:
        this.offsetFetch(reader, out);
        return true;
      case 10:
        reader.string();
        out.int16(ERRORS.none).int32(NODE_ID).string('127.0.0.1').int32(this.port);
        return true;
      case 11:
        await this.joinGroup(header, reader, out);
        return true;
      case 12: {
        const group = this.groups.group(reader.string() ?? '');
        out.int16(group.heartbeat(reader.int32(), reader.string() ?? ''));
        return true;
      }
      case 13: {
        const group = this.groups.group(reader.string() ?? '');
        out.int16(group.leave(reader.string() ?? ''));
        return true;
      }
      case 14:
        await this.syncGroup(reader, out);
        return true;
      default:
        this.createTopics(reader, out);
        return true;
    }
  }

  private apiVersions(version: number, out: WireWriter): void {
    if (version > 2) {
      // Not spoken: answered in v0's layout with UNSUPPORTED_VERSION, as a broker does.
      out.int16(ERRORS.unsupportedVersion).array([], () => undefined);
      return;
    }
    out.int16(ERRORS.none).array(Object.entries(API_VERSIONS), (w, [key, range]) => {
      w.int16(Number(key)).int16(range.min).int16(range.max);
    });
    if (version >= 1) out.int32(0);
  }

  private metadata(reader: WireReader, out: WireWriter): void {
    const names = reader.array((r) => r.string() ?? '');
    for (const name of names ?? [])
      if (!this.topics.has(name)) this.createTopic(name, this.options.defaultPartitions ?? 1);
    const listed = names ?? [...this.topics.keys()];
    out
      .array([NODE_ID], (w) => w.int32(NODE_ID).string('127.0.0.1').int32(this.port).string(null))
      .int32(NODE_ID)
      .array(listed, (w, name) => {
        const topic = this.topics.get(name)!;
        w.int16(ERRORS.none).string(name).boolean(false);
        w.array(
          topic.partitions.map((_, index) => index),
          (pw, index) => {
            pw.int16(ERRORS.none).int32(index).int32(NODE_ID);
            pw.array([NODE_ID], (rw, id) => rw.int32(id)).array([NODE_ID], (iw, id) =>
              iw.int32(id),
            );
          },
        );
      });
  }

  private produce(reader: WireReader, out: WireWriter): boolean {
    reader.string(); // transactional id
    const acks = reader.int16();
    reader.int32(); // timeout
    const topics =
      reader.array((r) => ({
        name: r.string() ?? '',
        partitions:
          r.array((p) => ({ index: p.int32(), records: p.bytesField() ?? Buffer.alloc(0) })) ?? [],
      })) ?? [];
    const answers = topics.map(({ name, partitions }) => ({
      name,
      partitions: partitions.map(({ index, records }) => {
        const log = this.topics.get(name)?.partitions[index];
        if (!log) return { index, errorCode: ERRORS.unknownTopicOrPartition, baseOffset: -1n };
        return { index, errorCode: ERRORS.none, baseOffset: log.append(records) };
      }),
    }));
    if (acks === 0) return false;
    out
      .array(answers, (w, topic) =>
        w.string(topic.name).array(topic.partitions, (pw, p) => {
          pw.int32(p.index).int16(p.errorCode).int64(p.baseOffset).int64(-1n);
        }),
      )
      .int32(0);
    return true;
  }

  private async fetch(reader: WireReader, out: WireWriter): Promise<void> {
    reader.int32(); // replica id
    const maxWaitMs = reader.int32();
    reader.int32(); // min bytes
    reader.int32(); // max bytes
    reader.int8(); // isolation level
    const topics =
      reader.array((r) => ({
        name: r.string() ?? '',
        partitions:
          r.array((p) => ({ index: p.int32(), offset: p.int64(), maxBytes: p.int32() })) ?? [],
      })) ?? [];
    const logs = topics.flatMap(({ name, partitions }) =>
      partitions.map((p) => ({ ...p, log: this.topics.get(name)?.partitions[p.index] })),
    );
    // A long poll: nothing new for any partition asked about, wait for an append or the time.
    if (logs.every(({ log, offset }) => !log || log.highWatermark <= offset) && maxWaitMs > 0) {
      const waits = logs.flatMap(({ log }) => (log ? [log.waitForAppend(maxWaitMs)] : []));
      await Promise.race(waits.length > 0 ? waits : [new Promise((r) => setTimeout(r, maxWaitMs))]);
    }
    out.int32(0).array(topics, (w, topic) =>
      w.string(topic.name).array(topic.partitions, (pw, p) => {
        const log = this.topics.get(topic.name)?.partitions[p.index];
        if (!log) {
          pw.int32(p.index).int16(ERRORS.unknownTopicOrPartition).int64(-1n).int64(-1n);
          pw.array([], () => undefined).bytes(Buffer.alloc(0));
          return;
        }
        const outOfRange = p.offset > log.highWatermark || p.offset < 0n;
        pw.int32(p.index)
          .int16(outOfRange ? ERRORS.offsetOutOfRange : ERRORS.none)
          .int64(log.highWatermark)
          .int64(log.highWatermark)
          .array([], () => undefined)
          .bytes(outOfRange ? Buffer.alloc(0) : log.read(p.offset, p.maxBytes));
      }),
    );
  }

  private listOffsets(reader: WireReader, out: WireWriter): void {
    reader.int32(); // replica id
    const topics =
      reader.array((r) => ({
        name: r.string() ?? '',
        partitions: r.array((p) => ({ index: p.int32(), timestamp: p.int64() })) ?? [],
      })) ?? [];
    out.array(topics, (w, topic) =>
      w.string(topic.name).array(topic.partitions, (pw, p) => {
        const log = this.topics.get(topic.name)?.partitions[p.index];
        if (!log) {
          pw.int32(p.index).int16(ERRORS.unknownTopicOrPartition).int64(-1n).int64(-1n);
          return;
        }
        // -2 asks for the earliest offset, anything else here for the latest.
        pw.int32(p.index)
          .int16(ERRORS.none)
          .int64(-1n)
          .int64(p.timestamp === -2n ? 0n : log.highWatermark);
      }),
    );
  }

  private createTopics(reader: WireReader, out: WireWriter): void {
    const requests =
      reader.array((r) => {
        const name = r.string() ?? '';
        const partitions = r.int32();
        r.int16(); // replication factor
        r.array((a) => ({ partition: a.int32(), replicas: a.array((x) => x.int32()) }));
        r.array((c) => ({ name: c.string(), value: c.string() }));
        return {
          name,
          partitions: partitions > 0 ? partitions : (this.options.defaultPartitions ?? 1),
        };
      }) ?? [];
    reader.int32(); // timeout
    out.array(requests, (w, request) =>
      w
        .string(request.name)
        .int16(
          this.createTopic(request.name, request.partitions)
            ? ERRORS.none
            : ERRORS.topicAlreadyExists,
        ),
    );
  }

  private async joinGroup(header: Header, reader: WireReader, out: WireWriter): Promise<void> {
    const groupId = reader.string() ?? '';
    const sessionTimeoutMs = reader.int32();
    const rebalanceTimeoutMs = reader.int32();
    const memberId = reader.string() ?? '';
    const protocolType = reader.string() ?? '';
    const protocols =
      reader.array((r) => ({
        name: r.string() ?? '',
        metadata: r.bytesField() ?? Buffer.alloc(0),
      })) ?? [];
    const answer = await this.groups.group(groupId).join({
      groupId,
      memberId,
      clientId: header.clientId,
      sessionTimeoutMs,
      rebalanceTimeoutMs,
      protocolType,
      protocols,
    });
    out
      .int16(answer.errorCode)
      .int32(answer.generationId)
      .string(answer.protocol)
      .string(answer.leaderId)
      .string(answer.memberId)
      .array(answer.members, (w, m) => w.string(m.memberId).bytes(m.metadata));
  }

  private async syncGroup(reader: WireReader, out: WireWriter): Promise<void> {
    const groupId = reader.string() ?? '';
    const generationId = reader.int32();
    const memberId = reader.string() ?? '';
    const assignments =
      reader.array((r) => ({
        memberId: r.string() ?? '',
        assignment: r.bytesField() ?? Buffer.alloc(0),
      })) ?? [];
    const answer = await this.groups.group(groupId).sync(generationId, memberId, assignments);
    out.int16(answer.errorCode).bytes(answer.assignment);
  }

  private offsetCommit(reader: WireReader, out: WireWriter): void {
    const groupId = reader.string() ?? '';
    const generationId = reader.int32();
    const memberId = reader.string() ?? '';
    reader.int64(); // retention
    const topics =
      reader.array((r) => ({
        name: r.string() ?? '',
        partitions:
          r.array((p) => ({ index: p.int32(), offset: p.int64(), metadata: p.string() })) ?? [],
      })) ?? [];
    const allowed = this.groups.group(groupId).canCommit(generationId, memberId);
    if (allowed === ERRORS.none) {
      for (const topic of topics)
        for (const p of topic.partitions)
          this.offsets[offsetKey(groupId, topic.name, p.index)] = p.offset.toString();
      writeFileSync(this.file('offsets.json'), JSON.stringify(this.offsets));
    }
    out.array(topics, (w, topic) =>
      w.string(topic.name).array(topic.partitions, (pw, p) => pw.int32(p.index).int16(allowed)),
    );
  }

  private offsetFetch(reader: WireReader, out: WireWriter): void {
    const groupId = reader.string() ?? '';
    const topics =
      reader.array((r) => ({
        name: r.string() ?? '',
        partitions: r.array((p) => p.int32()) ?? [],
      })) ?? [];
    out.array(topics, (w, topic) =>
      w.string(topic.name).array(topic.partitions, (pw, index) => {
        const committed = this.offsets[offsetKey(groupId, topic.name, index)];
        pw.int32(index)
          .int64(committed === undefined ? -1n : BigInt(committed))
          .string('')
          .int16(ERRORS.none);
      }),
    );
  }
}

function offsetKey(group: string, topic: string, partition: number): string {
  return JSON.stringify([group, topic, partition]);
}
