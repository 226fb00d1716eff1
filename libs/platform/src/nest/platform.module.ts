import {
  Global,
  Inject,
  Module,
  type DynamicModule,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { EventName } from '@tessera/contracts';
import { CACHE, type CachePort } from '../cache/cache.port.js';
import { MemoryCacheAdapter } from '../cache/memory-cache.adapter.js';
import { SECRET_BOX, SecretBox, secretKeyFile } from '../crypto/secret-box.js';
import { RedisCacheAdapter } from '../cache/redis-cache.adapter.js';
import { ResilientCache } from '../cache/resilient-cache.js';
import type { TesseraConfig } from '../config/config.js';
import type { Database } from '../db/database.js';
import { assertEveryEventHandled } from '../events/assert-every-event-handled.js';
import { EVENT_BUS, type EventBusPort } from '../events/event-bus.port.js';
import { InProcessEventBus } from '../events/in-process-event-bus.adapter.js';
import { KafkaEventBus } from '../events/kafka-event-bus.adapter.js';
import { OutboxRelay } from '../events/outbox-relay.js';
import { SmtpMailAdapter } from '../mail/smtp-mail.adapter.js';
import { ConsoleMailAdapter } from '../mail/console-mail.adapter.js';
import { MAIL, type MailPort } from '../mail/mail.port.js';
import { BullMqJobQueue } from '../queue/bullmq-job-queue.adapter.js';
import { InProcessJobQueue } from '../queue/in-process-job-queue.adapter.js';
import { JOB_QUEUE, type JobQueuePort } from '../queue/job-queue.port.js';
import { BLOB_STORAGE, type BlobStoragePort } from '../storage/blob-storage.port.js';
import { DiskBlobStorage } from '../storage/disk-blob-storage.adapter.js';
import { S3BlobStorage } from '../storage/s3-blob-storage.adapter.js';
import { startTelemetry, type Telemetry } from '../telemetry/telemetry.js';
import { DATABASE } from './database.module.js';
import { PLATFORM_HEALTH, PlatformHealth } from './platform-health.js';

export const CONFIG = Symbol('CONFIG');
/** Inject the validated configuration: `@Inject(CONFIG) config: TesseraConfig`. */
export const InjectConfig = () => Inject(CONFIG);

/** The outbox relay, or null when no DatabaseModule sits beside the PlatformModule. */
export const OUTBOX_RELAY = Symbol('OUTBOX_RELAY');
const PLATFORM_OPTIONS = Symbol('PLATFORM_OPTIONS');

export type PlatformOptions = {
  /**
   * Events this host must consume: boot fails when one has no subscriber (see
   * assertEveryEventHandled for why the host, not the catalogue, decides).
   */
  requiredEventHandlers?: readonly EventName[];
  /**
   * Whether this process relays the outbox to the bus (default: yes, when it has a database). The
   * services of the split mode write no events, so they leave it to the gateway.
   */
  relayOutbox?: boolean;
  /** This process's name for traces and the Kafka brokers (`gateway`, `sheets`, `server`...). */
  processName?: string;
};

const TELEMETRY = Symbol('TELEMETRY');

function chooseEventBus(config: TesseraConfig, processName: string): EventBusPort {
  const policy = {
    maxAttempts: config.EVENT_MAX_ATTEMPTS,
    backoffMs: config.EVENT_RETRY_BACKOFF_MS,
  };
  if (config.KAFKA_BROKERS)
    return new KafkaEventBus({
      brokers: config.KAFKA_BROKERS.split(',').map((broker) => broker.trim()),
      clientId: `tessera-${processName}`,
      namespace: config.KAFKA_TOPIC_PREFIX,
      policy,
    });
  return new InProcessEventBus(policy);
}

class PlatformLifecycle implements OnApplicationBootstrap, OnModuleDestroy, OnApplicationShutdown {
  constructor(
    @Inject(PLATFORM_OPTIONS) private readonly options: PlatformOptions,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    @Inject(JOB_QUEUE) private readonly queue: JobQueuePort,
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(OUTBOX_RELAY) private readonly relay: OutboxRelay | null,
    @Inject(TELEMETRY) private readonly telemetry: Telemetry | null,
  ) {}

  /** Every module has subscribed in onModuleInit by now: check, then start publishing. */
  onApplicationBootstrap() {
    assertEveryEventHandled(this.bus, this.options.requiredEventHandlers ?? []);
    this.relay?.start();
  }

  /** Before the database closes (onApplicationShutdown): handlers and jobs still need it. */
  async onModuleDestroy() {
    const relayStopped = this.relay?.stop();
    await this.bus.close(); // abandons waiting retries, so the relay's run can end
    await relayStopped;
    await this.queue.close();
  }

  async onApplicationShutdown() {
    await this.cache.close();
    await this.telemetry?.shutdown(); // last: the spans of the shutdown itself go out too
  }
}

/**
 * Provides the configuration and the adapter of every port, chosen from the configuration:
 * REDIS_URL gives the Redis cache (behind a ResilientCache, so an outage degrades to this
 * process's memory) and BullMQ, KAFKA_BROKERS the Kafka event bus; otherwise everything runs in
 * process; OTEL_EXPORTER_OTLP_ENDPOINT turns tracing on. With a DatabaseModule beside it, it
 * also runs the outbox relay from bootstrap to shutdown.
 */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(config: TesseraConfig, options: PlatformOptions = {}): DynamicModule {
    const redisUrl = config.REDIS_URL;
    const processName = options.processName ?? 'tessera';
    return {
      module: PlatformModule,
      providers: [
        { provide: CONFIG, useValue: config },
        { provide: PLATFORM_OPTIONS, useValue: options },
        {
          provide: SECRET_BOX,
          useFactory: () =>
            new SecretBox(
              config.SECRETS_KEY
                ? { key: config.SECRETS_KEY, previousKeys: config.SECRETS_KEY_PREVIOUS ?? [] }
                : { keyFile: secretKeyFile(config.DATA_DIR) },
            ),
        },
        {
          provide: CACHE,
          useFactory: (): CachePort =>
            redisUrl
              ? new ResilientCache(
                  new RedisCacheAdapter(redisUrl, `${config.REDIS_KEY_PREFIX}:cache`),
                )
              : new MemoryCacheAdapter(),
        },
        {
          provide: PLATFORM_HEALTH,
          inject: [CACHE, EVENT_BUS],
          useFactory: (cache: CachePort, bus: EventBusPort) => new PlatformHealth(cache, bus),
        },
        {
          provide: TELEMETRY,
          useFactory: () =>
            startTelemetry({
              serviceName: config.OTEL_SERVICE_NAME ?? processName,
              endpoint: config.OTEL_EXPORTER_OTLP_ENDPOINT,
            }),
        },
        { provide: EVENT_BUS, useFactory: () => chooseEventBus(config, processName) },
        {
          provide: JOB_QUEUE,
          useFactory: (): JobQueuePort =>
            redisUrl
              ? new BullMqJobQueue(redisUrl, config.REDIS_KEY_PREFIX)
              : new InProcessJobQueue(),
        },
        {
          provide: BLOB_STORAGE,
          useFactory: (): BlobStoragePort =>
            config.S3_ENDPOINT
              ? new S3BlobStorage({
                  endpoint: config.S3_ENDPOINT,
                  bucket: config.S3_BUCKET,
                  accessKey: config.S3_ACCESS_KEY ?? '',
                  secretKey: config.S3_SECRET_KEY ?? '',
                  region: config.S3_REGION,
                })
              : new DiskBlobStorage(`${config.DATA_DIR}/media`),
        },
        {
          provide: MAIL,
          useFactory: (): MailPort =>
            config.SMTP_URL
              ? new SmtpMailAdapter(config.SMTP_URL, config.MAIL_FROM)
              : new ConsoleMailAdapter(
                  config.LOG_LEVEL === 'silent'
                    ? () => undefined
                    : (text) => process.stdout.write(text),
                ),
        },
        {
          provide: OUTBOX_RELAY,
          inject: [EVENT_BUS, { token: DATABASE, optional: true }],
          useFactory: (bus: EventBusPort, db: Database | undefined) =>
            db && options.relayOutbox !== false
              ? new OutboxRelay(db, bus, {
                  pollMs: config.OUTBOX_POLL_MS,
                  batchSize: config.OUTBOX_BATCH_SIZE,
                  retryBackoffMs: config.OUTBOX_POLL_MS,
                })
              : null,
        },
        PlatformLifecycle,
      ],
      exports: [
        CONFIG,
        CACHE,
        PLATFORM_HEALTH,
        EVENT_BUS,
        JOB_QUEUE,
        BLOB_STORAGE,
        MAIL,
        OUTBOX_RELAY,
        SECRET_BOX,
      ],
    };
  }
}
