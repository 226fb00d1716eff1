import { randomUUID } from 'node:crypto';
import { Logger, type LoggerService } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { exponentialBackoffMs } from '../events/backoff.js';
import {
  DuplicateJobError,
  JobQueueClosedError,
  UnknownJobError,
  type EnqueueOptions,
  type JobDefinition,
  type JobQueuePort,
} from './job-queue.port.js';
import { runTracedJob } from './traced-job.js';

/** How long a stable job id keeps a duplicate out after the job was enqueued (as BullMQ keeps it). */
const JOB_ID_RETENTION_MS = 24 * 60 * 60 * 1000;

export type FailedJob = { name: string; jobId: string; attempts: number; error: string };

/**
 * The embedded job queue: jobs run in this process on timers. Jobs live in memory only: a job
 * still waiting when the process stops is not run (work that must survive a restart is started by
 * an event, which the outbox keeps).
 */
export class InProcessJobQueue implements JobQueuePort {
  private readonly definitions = new Map<string, JobDefinition>();
  private readonly seenJobIds = new LRUCache<string, true>({
    max: 100_000,
    ttl: JOB_ID_RETENTION_MS,
  });
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Set<Promise<void>>();
  private readonly failed: FailedJob[] = [];
  private closed = false;

  constructor(private readonly logger: Pick<LoggerService, 'error'> = new Logger('JobQueue')) {}

  register<P>(definition: JobDefinition<P>): void {
    if (this.definitions.has(definition.name)) throw new DuplicateJobError(definition.name);
    this.definitions.set(definition.name, definition as JobDefinition);
  }

  /** Nothing to do: only a registered handler runs a job in this process. */
  declare(): void {}

  enqueue(name: string, payload: unknown, options: EnqueueOptions = {}): Promise<void> {
    // Whatever `accept` throws (unknown job, bad payload) becomes the returned promise's rejection.
    return new Promise((resolve) => {
      this.accept(name, payload, options);
      resolve();
    });
  }

  /** Jobs that failed their last retry in this process (also logged). */
  failedJobs(): readonly FailedJob[] {
    return this.failed;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }

  private accept(name: string, payload: unknown, options: EnqueueOptions): void {
    if (this.closed) throw new JobQueueClosedError();
    const definition = this.definitions.get(name);
    if (!definition) throw new UnknownJobError(name);
    // Parse first: a bad payload is the caller's bug, reported to the caller, never retried.
    const parsed = definition.payload.parse(payload);
    const jobId = options.jobId ?? randomUUID();
    if (options.jobId !== undefined) {
      const key = `${name}\u0000${jobId}`;
      if (this.seenJobIds.has(key)) return;
      this.seenJobIds.set(key, true);
    }
    // As through Redis: the job gets its own copy of the payload.
    this.schedule(definition, jobId, structuredClone(parsed), 1, options.delayMs ?? 0);
  }

  private schedule(
    definition: JobDefinition,
    jobId: string,
    payload: unknown,
    attempt: number,
    delayMs: number,
  ): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      const run = this.run(definition, jobId, payload, attempt);
      this.running.add(run);
      void run.finally(() => this.running.delete(run));
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private async run(
    definition: JobDefinition,
    jobId: string,
    payload: unknown,
    attempt: number,
  ): Promise<void> {
    try {
      await runTracedJob(definition, structuredClone(payload), { jobId, attempt });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (attempt <= definition.retries) {
        if (this.closed) {
          this.logger.error(`Job ${definition.name} ${jobId} not retried: the queue closed.`);
          return;
        }
        const delay = exponentialBackoffMs(attempt, definition.backoffMs);
        this.schedule(definition, jobId, payload, attempt + 1, delay);
        return;
      }
      this.failed.push({ name: definition.name, jobId, attempts: attempt, error: message });
      if (this.failed.length > 1000) this.failed.shift();
      this.logger.error(
        `Job ${definition.name} ${jobId} failed after ${attempt} attempt(s): ${message}`,
      );
    }
  }
}
