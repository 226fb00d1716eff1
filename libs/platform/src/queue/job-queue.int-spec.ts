import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, jest } from '@jest/globals';
import { Redis } from 'ioredis';
import { z } from 'zod';
import { DependencyUnavailableError } from '../http/dependency-outage.js';
import { BullMqJobQueue } from './bullmq-job-queue.adapter.js';
import { InProcessJobQueue } from './in-process-job-queue.adapter.js';
import { waitUntil } from '../events/event-bus.contract.js';
import { describeJobQueueContract } from './job-queue.contract.js';
import { defineJob } from './job-queue.port.js';

// Redis round trips and BullMQ's polling slow down on a busy machine; the suite waits on real time.
jest.setTimeout(30_000);

const quiet = { error: () => undefined };

describeJobQueueContract('in-process', () => Promise.resolve(new InProcessJobQueue(quiet)));

const redisUrl = process.env['REDIS_URL'];
if (redisUrl) {
  // One namespace per queue keeps tests apart; all of them are removed from Redis at the end.
  const run = `tessera-test-jobs-${randomUUID()}`;
  describeJobQueueContract('bullmq', () =>
    Promise.resolve(new BullMqJobQueue(redisUrl, `${run}:${randomUUID()}`, quiet)),
  );

  it('hands a job declared in one process to the process that registers it (split mode)', async () => {
    const namespace = `${run}:${randomUUID()}`;
    const gateway = new BullMqJobQueue(redisUrl, namespace, quiet);
    const service = new BullMqJobQueue(redisUrl, namespace, quiet);
    const ran: string[] = [];
    const spec = {
      name: 'sheets.refresh-sheet',
      payload: z.object({ title: z.string() }),
      retries: 0,
      backoffMs: 100,
    };
    try {
      gateway.declare(spec);
      service.register(
        defineJob({ ...spec, handler: (payload) => Promise.resolve(void ran.push(payload.title)) }),
      );
      await gateway.enqueue(spec.name, { title: 'Products' }, { jobId: 'refresh-1' });
      await waitUntil(() => expect(ran).toEqual(['Products']));
    } finally {
      await gateway.close();
      await service.close();
    }
  });

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    for await (const keys of redis.scanStream({ match: `${run}:*`, count: 500 }) as AsyncIterable<
      string[]
    >) {
      if (keys.length > 0) await redis.unlink(...keys);
    }
    await redis.quit();
  });
} else {
  console.info('BullMQ job queue contract skipped: REDIS_URL not set');
}

describe('BullMQ with Redis unreachable', () => {
  it('refuses an enqueue at once, saying the job queue is unavailable', async () => {
    // Nothing listens on port 1.
    const queue = new BullMqJobQueue('redis://127.0.0.1:1', `unreachable-${randomUUID()}`, quiet);
    try {
      queue.register(
        defineJob({
          name: 'test.unreachable',
          payload: z.object({}),
          handler: () => Promise.resolve(),
          retries: 0,
          backoffMs: 0,
        }),
      );
      const started = Date.now();
      await expect(queue.enqueue('test.unreachable', {})).rejects.toBeInstanceOf(
        DependencyUnavailableError,
      );
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      await queue.close();
    }
  });
});
