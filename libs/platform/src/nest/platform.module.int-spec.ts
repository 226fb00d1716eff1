import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import {
  Inject,
  Injectable,
  Module,
  type INestApplicationContext,
  type OnModuleInit,
} from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FakeKafka } from '@tessera/testing';
import { z } from 'zod';
import { CACHE, type CachePort } from '../cache/cache.port.js';
import { MemoryCacheAdapter } from '../cache/memory-cache.adapter.js';
import { RedisCacheAdapter } from '../cache/redis-cache.adapter.js';
import { ResilientCache } from '../cache/resilient-cache.js';
import { loadConfig, type TesseraConfig } from '../config/config.js';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database.js';
import { resetDatabase } from '../db/reset.js';
import { processedEvents, workspaces } from '../db/schema/index.js';
import { UnhandledEventsError } from '../events/assert-every-event-handled.js';
import { waitUntil } from '../events/event-bus.contract.js';
import { EVENT_BUS, type EventBusPort } from '../events/event-bus.port.js';
import { subscribeIdempotent } from '../events/handle-once.js';
import { InProcessEventBus } from '../events/in-process-event-bus.adapter.js';
import { KafkaEventBus } from '../events/kafka-event-bus.adapter.js';
import { recordEvent } from '../events/record-event.js';
import { MAIL } from '../mail/mail.port.js';
import { BullMqJobQueue } from '../queue/bullmq-job-queue.adapter.js';
import { InProcessJobQueue } from '../queue/in-process-job-queue.adapter.js';
import { defineJob, enqueueJob, JOB_QUEUE, type JobQueuePort } from '../queue/job-queue.port.js';
import { BLOB_STORAGE } from '../storage/blob-storage.port.js';
import { DATABASE, DatabaseModule } from './database.module.js';
import { OUTBOX_RELAY, PlatformModule, type PlatformOptions } from './platform.module.js';

// Opening PGlite takes seconds on a busy machine (the project-level testTimeout is not applied).
jest.setTimeout(60_000);

const greetingJob = (greeted: string[]) =>
  defineJob({
    name: 'test.greet-workspace',
    payload: z.object({ name: z.string() }),
    retries: 0,
    backoffMs: 10,
    handler: (payload) => {
      greeted.push(payload.name);
      return Promise.resolve();
    },
  });

/** A feature as it would be written: subscribes in onModuleInit, enqueues a job from the handler. */
@Injectable()
class WorkspaceWelcomer implements OnModuleInit {
  readonly greeted: string[] = [];

  constructor(
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(DATABASE) private readonly db: Database,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
  ) {}

  onModuleInit() {
    const job = greetingJob(this.greeted);
    this.queue.register(job);
    subscribeIdempotent(this.bus, this.db, 'welcomer', 'workspace.created', async (payload, tx) => {
      await tx.insert(workspaces).values({ name: `welcomed ${payload.workspaceId}` });
      await enqueueJob(
        this.queue,
        job,
        { name: payload.workspaceId },
        { jobId: payload.workspaceId },
      );
    });
  }
}

@Module({ providers: [WorkspaceWelcomer] })
class WelcomeModule {}

const silentConfig = (env: Record<string, string> = {}): TesseraConfig =>
  loadConfig({ LOG_LEVEL: 'silent', OUTBOX_POLL_MS: '60000', ...env });

async function boot(
  config: TesseraConfig,
  database: DatabaseHandle | undefined,
  options: PlatformOptions = {},
): Promise<INestApplicationContext> {
  @Module({
    imports: [
      PlatformModule.forRoot(config, options),
      ...(database ? [DatabaseModule.forRoot(database), WelcomeModule] : []),
    ],
  })
  class HostModule {}
  const app = await NestFactory.createApplicationContext(HostModule, {
    logger: false,
    abortOnError: false,
  });
  try {
    await app.init();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

describe('PlatformModule', () => {
  let handle: DatabaseHandle;
  let app: INestApplicationContext | undefined;
  beforeAll(async () => {
    handle = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => handle?.close());
  beforeEach(async () => resetDatabase(handle.db));
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('works from a config alone, with the embedded adapters and no relay', async () => {
    app = await boot(silentConfig(), undefined);

    expect(app.get(CACHE)).toBeInstanceOf(MemoryCacheAdapter);
    expect(app.get(EVENT_BUS)).toBeInstanceOf(InProcessEventBus);
    expect(app.get(JOB_QUEUE)).toBeInstanceOf(InProcessJobQueue);
    expect(app.get(OUTBOX_RELAY)).toBeNull();
    await app.get<CachePort>(CACHE).set('k', 'v', 1000);
    expect(await app.get<CachePort>(CACHE).get('k')).toBe('v');
    expect(app.get(BLOB_STORAGE)).toBeDefined();
    expect(app.get(MAIL)).toBeDefined();
  });

  it('carries a recorded event to a subscribed feature once, which enqueues its job', async () => {
    app = await boot(silentConfig(), handle);
    const welcomer = app.get(WorkspaceWelcomer);

    await handle.db.transaction((tx) =>
      recordEvent(tx, 'workspace.created', { workspaceId: 'w1', accountId: 'a1' }),
    );

    // The relay polls every minute here: only the nudge from recordEvent can deliver this in time.
    await waitUntil(() => expect(welcomer.greeted).toEqual(['w1']), 3000);
    expect((await handle.db.select().from(workspaces)).map((w) => w.name)).toEqual(['welcomed w1']);
    expect(await handle.db.select().from(processedEvents)).toMatchObject([
      { consumer: 'welcomer' },
    ]);
  });

  it('fails boot when an event the host requires has no subscriber', async () => {
    await expect(
      boot(silentConfig(), handle, { requiredEventHandlers: ['workspace.created', 'app.deleted'] }),
    ).rejects.toThrow(UnhandledEventsError);
    await expect(
      boot(silentConfig(), handle, { requiredEventHandlers: ['workspace.created'] }).then((a) => {
        app = a;
      }),
    ).resolves.toBeUndefined();
  });

  it('chooses the Kafka event bus when KAFKA_BROKERS is set: an event recorded in the outbox reaches its consumer through the broker', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platform-kafka-'));
    const broker = await new FakeKafka({ dataDir }).start();
    try {
      app = await boot(silentConfig({ KAFKA_BROKERS: broker.address }), handle);
      expect(app.get(EVENT_BUS)).toBeInstanceOf(KafkaEventBus);
      const welcomer = app.get(WorkspaceWelcomer);

      await handle.db.transaction((tx) =>
        recordEvent(tx, 'workspace.created', { workspaceId: 'w3', accountId: 'a1' }),
      );

      await waitUntil(() => expect(welcomer.greeted).toEqual(['w3']), 20_000);
      expect(broker.highWatermark('tessera.workspace.created')).toBe(1n);
      await app.close();
      app = undefined;
    } finally {
      await broker.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const redisUrl = process.env['REDIS_URL'];
  (redisUrl ? it : it.skip)(
    'chooses the Redis cache and BullMQ when REDIS_URL is set',
    async () => {
      const prefix = `tessera-test-module-${randomUUID()}`;
      app = await boot(silentConfig({ REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix }), handle);
      // Redis behind the circuit breaker that degrades to memory while Redis is down.
      expect(app.get(CACHE)).toBeInstanceOf(ResilientCache);
      expect(app.get<ResilientCache>(CACHE).available).toBe(true);
      expect(app.get(JOB_QUEUE)).toBeInstanceOf(BullMqJobQueue);
      const welcomer = app.get(WorkspaceWelcomer);

      await handle.db.transaction((tx) =>
        recordEvent(tx, 'workspace.created', { workspaceId: 'w2', accountId: 'a1' }),
      );

      await waitUntil(() => expect(welcomer.greeted).toEqual(['w2']), 10_000);
      await app.get<CachePort>(CACHE).deletePrefix('');
      await app.close();
      app = undefined;
      const cleanup = new RedisCacheAdapter(redisUrl!, prefix);
      await cleanup.deletePrefix('');
      await cleanup.close();
    },
  );
});
