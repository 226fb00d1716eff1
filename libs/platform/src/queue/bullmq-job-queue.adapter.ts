import { randomUUID } from 'node:crypto';
import { Logger, type LoggerService } from '@nestjs/common';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { DependencyUnavailableError } from '../http/dependency-outage.js';
import {
  DuplicateJobError,
  JobQueueClosedError,
  UnknownJobError,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueuePort,
  type JobSpec,
} from './job-queue.port.js';
import { traceRedisCommands } from '../telemetry/redis-spans.js';
import {
  contextFromCarrier,
  currentTraceCarrier,
  type TraceCarrier,
} from '../telemetry/trace-context.js';
import { runTracedJob } from './traced-job.js';

/** What travels in Redis: the caller's job id rides along because BullMQ's own id is encoded. */
/** `trace`: the enqueuing request's trace context, continued by the worker (another process). */
type JobData = { jobId: string; payload: unknown; trace?: TraceCarrier };

/** How long an enqueue waits for a producer connection that is still being made. */
const PRODUCER_WAIT_MS = 2_000;

async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') await redis.quit();
  else redis.disconnect();
}

/** Completed jobs (and so their ids, which keep duplicates out) are kept this long. */
const KEEP_COMPLETED = { age: 24 * 60 * 60, count: 10_000 };
const KEEP_FAILED = { age: 7 * 24 * 60 * 60 };

/**
 * BullMQ refuses ids that look like integers or contain ':'; any caller id maps to one it accepts,
 * the same one every time, so deduplication still holds.
 */
const bullJobId = (jobId: string) => `id-${Buffer.from(jobId).toString('base64url')}`;

/**
 * The distributed job queue: one BullMQ queue per job name, under `namespace:jobs` in Redis. The
 * process that registers a job runs a worker for it.
 */
export class BullMqJobQueue implements JobQueuePort {
  private readonly connection: Redis;
  /** Adds jobs: without an offline queue, so an enqueue while Redis is down fails at once. */
  private readonly producer: Redis;
  private readonly prefix: string;
  /** What enqueue needs of each job, registered or only declared. */
  private readonly specs = new Map<string, JobSpec>();
  /** The jobs this process works (registered with a handler). */
  private readonly worked = new Set<string>();
  private readonly queues = new Map<string, Queue<JobData>>();
  private readonly workers: Worker<JobData>[] = [];
  private closed = false;

  constructor(
    redisUrl: string,
    namespace: string,
    private readonly logger: Pick<LoggerService, 'error'> = new Logger('JobQueue'),
  ) {
    // BullMQ's blocking commands need ioredis to retry forever rather than fail a request.
    this.connection = new Redis(redisUrl, { maxRetriesPerRequest: null });
    // Enqueues are traced; the workers' blocking polls, which never end, are not.
    this.producer = traceRedisCommands(
      new Redis(redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        commandTimeout: 2_000,
      }),
    );
    // Outages reach enqueue's callers and the workers' 'error' logs; unhandled, they would crash.
    this.connection.on('error', () => undefined);
    this.producer.on('error', () => undefined);
    this.prefix = `${namespace}:jobs`;
  }

  register<P>(definition: JobDefinition<P>): void {
    if (this.worked.has(definition.name)) throw new DuplicateJobError(definition.name);
    this.declare(definition);
    const job = definition as JobDefinition;
    this.worked.add(job.name);
    const worker = new Worker<JobData>(job.name, (bullJob) => this.process(job, bullJob), {
      ...this.options(),
      concurrency: 4,
    });
    worker.on('failed', (bullJob, error) => {
      if (!bullJob) return;
      const gaveUp =
        error instanceof UnrecoverableError || bullJob.attemptsMade >= (bullJob.opts.attempts ?? 1);
      if (gaveUp) {
        this.logger.error(
          `Job ${job.name} ${bullJob.data.jobId} failed after ${bullJob.attemptsMade} attempt(s): ${error.message}`,
        );
      }
    });
    // Connection trouble is retried by ioredis; log it rather than crash on an unhandled 'error'.
    worker.on('error', (error) => {
      this.logger.error(`Job worker ${job.name}: ${error.message}`);
    });
    this.workers.push(worker);
  }

  declare<P>(spec: JobSpec<P>): void {
    if (this.closed) throw new JobQueueClosedError();
    if (this.specs.has(spec.name)) return;
    this.specs.set(spec.name, spec);
    const queue = new Queue<JobData>(spec.name, { connection: this.producer, prefix: this.prefix });
    queue.on('error', () => undefined); // enqueue reports it to its caller
    this.queues.set(spec.name, queue);
  }

  async enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    if (this.closed) throw new JobQueueClosedError();
    const definition = this.specs.get(name);
    const queue = this.queues.get(name);
    if (!definition || !queue) throw new UnknownJobError(name);
    const parsed = definition.payload.parse(payload);
    const jobId = options.jobId ?? randomUUID();
    if (this.producer.status !== 'ready') await this.producerReady();
    try {
      await queue.add(
        name,
        { jobId, payload: parsed, ...withTrace(currentTraceCarrier()) },
        {
          jobId: bullJobId(jobId),
          delay: options.delayMs ?? 0,
          attempts: definition.retries + 1,
          backoff: { type: 'exponential', delay: definition.backoffMs },
          removeOnComplete: KEEP_COMPLETED,
          removeOnFail: KEEP_FAILED,
        },
      );
    } catch (error) {
      if (this.producer.status !== 'ready')
        throw new DependencyUnavailableError('job queue', { cause: error });
      throw error;
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // With Redis gone, waiting for running jobs would wait for Redis: they are retried anyway.
    const force = this.connection.status !== 'ready';
    await Promise.all(this.workers.map((w) => w.close(force)));
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    await Promise.all([this.connection, this.producer].map(closeConnection));
  }

  /**
   * Waits briefly for the producer's connection (at boot it is still connecting); while Redis is
   * down the job cannot be taken, which the caller is told at once.
   */
  private async producerReady(): Promise<void> {
    const ready = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, PRODUCER_WAIT_MS).unref();
      this.producer.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    if (this.producer.status === 'connecting' || this.producer.status === 'wait') await ready;
    if (this.producer.status !== 'ready') throw new DependencyUnavailableError('job queue');
  }

  private options() {
    return { connection: this.connection, prefix: this.prefix };
  }

  private async process(definition: JobDefinition, job: Job<JobData>): Promise<void> {
    const payload = definition.payload.safeParse(job.data.payload);
    // A payload this build cannot read will not become readable on retry.
    if (!payload.success) throw new UnrecoverableError(payload.error.message);
    await runTracedJob(
      definition,
      payload.data,
      { jobId: job.data.jobId, attempt: job.attemptsStarted },
      contextFromCarrier(job.data.trace ?? null),
    );
  }
}

const withTrace = (trace: TraceCarrier | null) => (trace ? { trace } : {});
