import type { Context } from '@opentelemetry/api';
import { inSpan, SpanKind } from '../telemetry/trace-context.js';
import type { JobContext, JobDefinition } from './job-queue.port.js';

/**
 * Runs a job's handler in a CONSUMER span: `parent` is the trace of whoever enqueued it (carried
 * in the job's data across processes, or by the async context in process).
 */
export function runTracedJob(
  definition: JobDefinition,
  payload: unknown,
  job: JobContext,
  parent?: Context,
): Promise<void> {
  return inSpan(
    `job ${definition.name}`,
    {
      kind: SpanKind.CONSUMER,
      parent,
      attributes: { 'tessera.job.id': job.jobId, 'tessera.job.attempt': job.attempt },
    },
    () => definition.handler(payload, job),
  );
}
