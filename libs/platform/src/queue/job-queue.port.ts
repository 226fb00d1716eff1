import type { z } from 'zod';

export type JobContext = {
  /** The caller's stable job id, or a generated one. */
  jobId: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
};

/**
 * One background job: one file per job exports its definition (or a factory taking the services its
 * handler needs). The payload schema is checked when the job is enqueued.
 */
export type JobDefinition<P = unknown> = {
  /** Lowercase words separated by dots or dashes, e.g. `media.make-thumbnail`. */
  name: string;
  payload: z.ZodType<P>;
  handler: (payload: P, context: JobContext) => Promise<void>;
  /** Runs after the first failed one before the job is given up (logged and kept as failed). */
  retries: number;
  /** Delay before the first retry; each further retry doubles it. */
  backoffMs: number;
};

/**
 * A job as the process that enqueues it knows it: everything but the handler. In a split
 * deployment the gateway declares the jobs a service works (see JobQueuePort.declare).
 */
export type JobSpec<P = unknown> = Omit<JobDefinition<P>, 'handler'>;

export type EnqueueOptions = {
  /** A stable id makes enqueueing the same job again a no-op while it is pending or recently done. */
  jobId?: string;
  delayMs?: number;
};

/**
 * The job queue. Embedded: in-process; distributed: BullMQ on Redis. Both adapters pass
 * job-queue.contract.ts. Every enqueued job name needs exactly one registered handler.
 */
export type JobQueuePort = {
  /** Registers the job's handler (this process works it); registering a name twice throws. */
  register<P>(definition: JobDefinition<P>): void;
  /**
   * Declares a job this process only enqueues: another process (a service) registers and works it.
   * Declaring a registered job, or registering a declared one, is fine. The in-process queue has
   * no other process: there, a job declared and never registered is refused on enqueue.
   */
  declare<P>(spec: JobSpec<P>): void;
  /** Throws UnknownJobError for a name with no handler, and the schema's error for a bad payload. */
  enqueue(name: string, payload: unknown, options?: EnqueueOptions): Promise<void>;
  /** Stops taking jobs and waits for the running ones. */
  close(): Promise<void>;
};

export const JOB_QUEUE = Symbol('JOB_QUEUE');

const JOB_NAME = /^[a-z0-9]+(?:[.-][a-z0-9]+)*$/;

/** Declares a job with its payload type inferred from the schema. */
export function defineJob<S extends z.ZodType>(definition: {
  name: string;
  payload: S;
  handler: (payload: z.output<S>, context: JobContext) => Promise<void>;
  retries: number;
  backoffMs: number;
}): JobDefinition<z.output<S>> {
  if (!JOB_NAME.test(definition.name)) {
    throw new Error(`Job name "${definition.name}" must be lowercase words joined by "." or "-".`);
  }
  if (!Number.isInteger(definition.retries) || definition.retries < 0) {
    throw new Error(`Job "${definition.name}" needs a whole number of retries (0 or more).`);
  }
  return definition as JobDefinition<z.output<S>>;
}

/** Enqueues with the payload typed from the job's definition. */
export function enqueueJob<P>(
  queue: JobQueuePort,
  job: Pick<JobDefinition<P>, 'name' | 'payload'>,
  payload: P,
  options?: EnqueueOptions,
): Promise<void> {
  return queue.enqueue(job.name, payload, options);
}

export class UnknownJobError extends Error {
  constructor(name: string) {
    super(`No handler is registered for job "${name}".`);
    this.name = 'UnknownJobError';
  }
}

export class DuplicateJobError extends Error {
  constructor(name: string) {
    super(`Job "${name}" already has a handler; each job has exactly one.`);
    this.name = 'DuplicateJobError';
  }
}

export class JobQueueClosedError extends Error {
  constructor() {
    super('The job queue is closed.');
    this.name = 'JobQueueClosedError';
  }
}
