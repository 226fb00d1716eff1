import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { waitUntil } from '../events/event-bus.contract.js';
import {
  defineJob,
  DuplicateJobError,
  enqueueJob,
  UnknownJobError,
  type JobContext,
  type JobQueuePort,
} from './job-queue.port.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A job recording each run; it fails its first `failures` runs. */
function recordingJob(name: string, options: { retries?: number; failures?: number } = {}) {
  const runs: { payload: { thumbnailOf: string }; context: JobContext; at: number }[] = [];
  const job = defineJob({
    name,
    payload: z.object({ thumbnailOf: z.string().min(1) }),
    retries: options.retries ?? 0,
    backoffMs: 100,
    handler: (payload, context) => {
      runs.push({ payload, context, at: Date.now() });
      if (runs.length <= (options.failures ?? 0)) {
        return Promise.reject(new Error(`run ${runs.length} failed`));
      }
      return Promise.resolve();
    },
  });
  return { job, runs };
}

/**
 * The behaviour every job queue adapter must have. `open` returns a fresh queue sharing no jobs
 * with any other it returned; the suite closes each one.
 */
export function describeJobQueueContract(name: string, open: () => Promise<JobQueuePort>): void {
  describe(`job queue contract: ${name}`, () => {
    let queue: JobQueuePort;
    beforeEach(async () => {
      queue = await open();
    });
    afterEach(async () => queue.close());

    it('runs an enqueued job once with its payload', async () => {
      const { job, runs } = recordingJob('media.make-thumbnail');
      queue.register(job);

      await enqueueJob(queue, job, { thumbnailOf: 'photo.png' }, { jobId: 'photo-1' });

      await waitUntil(() => expect(runs).toHaveLength(1));
      expect(runs[0]).toMatchObject({
        payload: { thumbnailOf: 'photo.png' },
        context: { jobId: 'photo-1', attempt: 1 },
      });
      await pause(200);
      expect(runs).toHaveLength(1);
    });

    it('ignores a job enqueued again with the same job id, pending or done', async () => {
      const { job, runs } = recordingJob('media.make-thumbnail');
      queue.register(job);

      await queue.enqueue(job.name, { thumbnailOf: 'a.png' }, { jobId: 'a:1', delayMs: 100 });
      await queue.enqueue(job.name, { thumbnailOf: 'a.png' }, { jobId: 'a:1' });
      await queue.enqueue(job.name, { thumbnailOf: 'b.png' }, { jobId: 'b' });
      await waitUntil(() => expect(runs).toHaveLength(2));
      await queue.enqueue(job.name, { thumbnailOf: 'a.png' }, { jobId: 'a:1' });
      await queue.enqueue(job.name, { thumbnailOf: 'anything' }); // no id: never a duplicate
      await waitUntil(() => expect(runs).toHaveLength(3));

      await pause(300);
      expect(runs.map((r) => r.payload.thumbnailOf).sort()).toEqual(['a.png', 'anything', 'b.png']);
    });

    it('waits for the delay before running a delayed job', async () => {
      const { job, runs } = recordingJob('mail.reminder');
      queue.register(job);
      const enqueuedAt = Date.now();

      await queue.enqueue(job.name, { thumbnailOf: 'x' }, { delayMs: 400 });

      await waitUntil(() => expect(runs).toHaveLength(1));
      expect(runs[0]!.at - enqueuedAt).toBeGreaterThanOrEqual(390);
    });

    it('retries a failing job with exponential backoff until it succeeds', async () => {
      const { job, runs } = recordingJob('sheets.write-row', { retries: 3, failures: 2 });
      queue.register(job);

      await queue.enqueue(job.name, { thumbnailOf: 'x' }, { jobId: 'row-7' });

      await waitUntil(() => expect(runs).toHaveLength(3));
      expect(runs.map((r) => r.context)).toEqual([
        { jobId: 'row-7', attempt: 1 },
        { jobId: 'row-7', attempt: 2 },
        { jobId: 'row-7', attempt: 3 },
      ]);
      expect(runs[1]!.at - runs[0]!.at).toBeGreaterThanOrEqual(90);
      expect(runs[2]!.at - runs[1]!.at).toBeGreaterThanOrEqual(190);
      await pause(500);
      expect(runs).toHaveLength(3);
    });

    it('gives a job up after its last retry', async () => {
      const { job, runs } = recordingJob('sheets.write-row', { retries: 1, failures: 99 });
      queue.register(job);

      await queue.enqueue(job.name, { thumbnailOf: 'x' });

      await waitUntil(() => expect(runs).toHaveLength(2));
      await pause(600);
      expect(runs).toHaveLength(2);
    });

    it('needs exactly one handler per job name and a valid payload', async () => {
      const { job, runs } = recordingJob('media.make-thumbnail');
      queue.register(job);

      expect(() => queue.register(recordingJob('media.make-thumbnail').job)).toThrow(
        DuplicateJobError,
      );
      await expect(queue.enqueue('media.unknown', { thumbnailOf: 'x' })).rejects.toThrow(
        UnknownJobError,
      );
      await expect(queue.enqueue(job.name, { thumbnailOf: '' })).rejects.toThrow();
      await pause(200);
      expect(runs).toEqual([]);
    });

    it('runs a declared job where it is registered, declared before or after', async () => {
      const { job, runs } = recordingJob('sheets.refresh-sheet');
      const { handler: _handler, ...spec } = job;
      queue.declare(spec);
      queue.register(job);
      queue.declare(spec);

      await enqueueJob(queue, spec, { thumbnailOf: 'x' }, { jobId: 'declared-1' });

      await waitUntil(() => expect(runs).toHaveLength(1));
      expect(() => queue.register(job)).toThrow(DuplicateJobError);
      await expect(queue.enqueue(spec.name, { thumbnailOf: '' })).rejects.toThrow();
    });

    it('refuses jobs once closed', async () => {
      const { job } = recordingJob('media.make-thumbnail');
      queue.register(job);
      await queue.close();
      await expect(queue.enqueue(job.name, { thumbnailOf: 'x' })).rejects.toThrow(/closed/);
    });
  });
}
