import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { EventName } from '@tessera/contracts';
import { ConfigError, loadConfig, requireSplitMode, type TesseraConfig } from '../config/config.js';
import { MigrationsBehindError, type Database, type DatabaseHandle } from '../db/database.js';
import { DATABASE, DatabaseModule } from './database.module.js';
import { databaseAnswers, PLATFORM_HEALTH, type PlatformHealth } from './platform-health.js';
import { PlatformModule } from './platform.module.js';
import { traceHttpRequests } from '../telemetry/http-spans.js';

/** The root of a service process; its imports come with it (see createServiceHost). */
@Module({})
class ServiceHostModule {}

export type ServiceHostOptions = {
  /** The service's name, as in its logs and health answer (`sheets`, `tenancy`). */
  name: string;
  /** The service's module: its consumers and job workers (no controllers). */
  module: Type | DynamicModule;
  /** The events it must consume: boot fails when one has no subscriber. */
  events: readonly EventName[];
  /** An already open database (tests); otherwise the configured one, which must be migrated. */
  database?: DatabaseHandle;
};

type Dependency = 'up' | 'down';
/** A service's readiness: each dependency it uses, and whether all of them answer. */
export type ServiceHealth = {
  service: string;
  status: 'ok' | 'unavailable';
  database: Dependency;
  redis?: Dependency;
  broker?: Dependency;
};

/**
 * Boots one service of the split mode as its own process: the platform's adapters from the
 * configuration (PostgreSQL, Redis, Kafka), the service's module, and an HTTP server answering
 * only `GET /health` (200 when the database, the cache and the broker all answer and every
 * consumer runs; 503 with the same report otherwise). It relays no outbox (the gateway does) and
 * never migrates: on a database that is behind it refuses to start, naming the missing migration.
 * Nest's shutdown hooks stop it gracefully: the consumers finish the message in hand, commit and
 * leave their groups, the workers finish their jobs, then the connections close.
 */
export async function createServiceHost(
  config: TesseraConfig,
  options: ServiceHostOptions,
): Promise<NestFastifyApplication> {
  const root: DynamicModule = {
    module: ServiceHostModule,
    imports: [
      PlatformModule.forRoot(config, {
        processName: options.name,
        requiredEventHandlers: options.events,
        relayOutbox: false,
      }),
      DatabaseModule.forRoot(options.database ?? config.database, { migrations: 'require' }),
      options.module,
    ],
  };
  const app = await NestFactory.create<NestFastifyApplication>(root, new FastifyAdapter(), {
    logger: config.LOG_LEVEL === 'silent' ? false : ['error', 'warn', 'log'],
    abortOnError: false,
  });
  traceHttpRequests(app.getHttpServer(), app.getHttpAdapter().getInstance());
  const db = app.get<Database>(DATABASE);
  const platform = app.get<PlatformHealth>(PLATFORM_HEALTH);
  app
    .getHttpAdapter()
    .getInstance()
    .get('/health', async (_request, reply) => {
      const health = await serviceHealth(options.name, db, platform);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    })
    // Liveness: the process answers. A store's outage makes it unready, never restarted for it.
    .get('/health/live', (_request, reply) => reply.send({ status: 'ok' }));
  app.enableShutdownHooks();
  return app;
}

async function serviceHealth(
  service: string,
  db: Database,
  platform: PlatformHealth,
): Promise<ServiceHealth> {
  const [database, redis, broker] = await Promise.all([
    databaseAnswers(db),
    platform.redis(),
    platform.broker(),
  ]);
  const health: ServiceHealth = {
    service,
    status: 'ok',
    database: database ? 'up' : 'down',
    ...(redis === null ? {} : { redis }),
    ...(broker === null ? {} : { broker }),
  };
  const down = [health.database, health.redis, health.broker].includes('down');
  return down ? { ...health, status: 'unavailable' } : health;
}

/** How long a stopping service may take before it is ended anyway (a hung close). */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * A service process's main: boots the service from the validated configuration (PORT for its
 * health endpoint), logs where it listens, and exits 1 with a clear message when it cannot start
 * (an invalid configuration, a database whose migrations are behind).
 */
export async function runServiceProcess(
  options: Omit<ServiceHostOptions, 'database'>,
  environment: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  try {
    const config = loadConfig(environment);
    requireSplitMode(config, `${options.name} service`);
    const app = await createServiceHost(config, options);
    // Nest's shutdown hooks stop the service on SIGINT/SIGTERM; this only bounds a hung close.
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref());
    }
    await app.listen({ port: config.PORT, host: config.HOST });
    console.log(`Tessera ${options.name} service: health on ${config.HOST}:${config.PORT}`);
  } catch (error) {
    const known = error instanceof ConfigError || error instanceof MigrationsBehindError;
    console.error(known ? error.message : error);
    process.exit(1);
  }
}
