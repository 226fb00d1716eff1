import { describe, expect, it, jest } from '@jest/globals';
import { ServiceUnavailableException } from '@nestjs/common';
import { HEALTH_DATABASE_TIMEOUT_MS, type Database, type PlatformHealth } from '@tessera/platform';
import { HealthController } from './health.controller.js';

const withoutRedis = { redis: () => Promise.resolve(null) } as unknown as PlatformHealth;
const database = (execute: () => Promise<unknown>) => ({ execute }) as unknown as Database;

describe('HealthController', () => {
  it('answers ok while the database answers', async () => {
    const health = new HealthController(
      database(() => Promise.resolve([])),
      withoutRedis,
    );
    await expect(health.health()).resolves.toEqual({ status: 'ok' });
  });

  it('answers 503 when the database hangs, without waiting for it', async () => {
    jest.useFakeTimers();
    try {
      const hung = new HealthController(
        database(() => new Promise(() => undefined)),
        withoutRedis,
      );
      const answer = hung.health();
      jest.advanceTimersByTime(HEALTH_DATABASE_TIMEOUT_MS);
      await expect(answer).rejects.toBeInstanceOf(ServiceUnavailableException);
    } finally {
      jest.useRealTimers();
    }
  });
});
