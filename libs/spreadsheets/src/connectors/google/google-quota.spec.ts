import { describe, expect, it } from '@jest/globals';
import type { CachePort } from '@tessera/platform';
import {
  GoogleAccessRevokedError,
  GoogleRateLimitedError,
  GoogleSheetNotFoundError,
  GoogleUnavailableError,
} from './google-errors.js';
import { GoogleQuota, withGoogleRetry } from './google-quota.js';

type Clock = { now: number };

/** A cache whose entries expire on the test's clock. */
class ClockCache implements CachePort {
  private readonly entries = new Map<string, { value: unknown; expiresAt: number }>();
  constructor(private readonly clock: Clock) {}
  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.clock.now) return entry;
    this.entries.delete(key);
    return undefined;
  }
  get<T>(key: string) {
    return Promise.resolve(this.live(key)?.value as T | undefined);
  }
  set<T>(key: string, value: T, ttlMs: number) {
    this.entries.set(key, { value, expiresAt: this.clock.now + ttlMs });
    return Promise.resolve();
  }
  delete(key: string) {
    this.entries.delete(key);
    return Promise.resolve();
  }
  deletePrefix(prefix: string) {
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
    return Promise.resolve();
  }
  increment(key: string, ttlMs: number) {
    const entry = this.live(key);
    if (!entry) return this.set(key, 1, ttlMs).then(() => 1);
    entry.value = (entry.value as number) + 1;
    return Promise.resolve(entry.value as number);
  }
  close() {
    return Promise.resolve();
  }
}

function quotaOn(options: {
  perUserPerMinute?: number;
  perProjectPerMinute?: number;
  maxWaitMs?: number;
}) {
  const clock: Clock = { now: 1_000_000 };
  const sleeps: number[] = [];
  const quota = new GoogleQuota(new ClockCache(clock), {
    ...options,
    now: () => clock.now,
    sleep: (ms) => {
      sleeps.push(ms);
      clock.now += ms;
      return Promise.resolve();
    },
  });
  return { quota, clock, sleeps };
}

const scope = (user: string) => ({ project: 'tessera-prod', user });

describe('GoogleQuota', () => {
  it('lets the per-user budget through, then waits for the next window when it is near', async () => {
    const { quota, clock, sleeps } = quotaOn({ perUserPerMinute: 2, maxWaitMs: 60_000 });
    await quota.acquire('read', scope('a@example.com'));
    await quota.acquire('read', scope('a@example.com'));
    clock.now += 10_000;
    await quota.acquire('read', scope('a@example.com'));
    expect(sleeps).toEqual([50_000]);
  });

  it('refuses with the wait when the next window is further than the longest wait', async () => {
    const { quota, clock } = quotaOn({ perUserPerMinute: 1, maxWaitMs: 1_000 });
    await quota.acquire('read', scope('a@example.com'));
    clock.now += 15_000;
    const refused = quota.acquire('read', scope('a@example.com'));
    await expect(refused).rejects.toThrow('Google Sheets is limiting requests; try again in 45 s.');
    await expect(refused).rejects.toMatchObject({
      retryAfterMs: 45_000,
      fromBudget: true,
      retryable: false,
    });
  });

  it('shares the project budget between users, and counts reads and writes apart', async () => {
    const { quota } = quotaOn({ perUserPerMinute: 10, perProjectPerMinute: 2, maxWaitMs: 0 });
    await quota.acquire('read', scope('a@example.com'));
    await quota.acquire('read', scope('b@example.com'));
    await expect(quota.acquire('read', scope('c@example.com'))).rejects.toThrow(
      GoogleRateLimitedError,
    );
    await expect(quota.acquire('write', scope('c@example.com'))).resolves.toBeUndefined();
  });
});

describe('withGoogleRetry', () => {
  const failing = (...errors: Error[]) => {
    let calls = 0;
    const call = () => {
      const error = errors[calls++];
      return error ? Promise.reject(error) : Promise.resolve('done');
    };
    return { call, calls: () => calls };
  };
  const retrying = (sleeps: number[], random = 0.5) => ({
    sleep: (ms: number) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    random: () => random,
  });

  it('retries rate limits and outages with exponential backoff and full jitter', async () => {
    const sleeps: number[] = [];
    const { call, calls } = failing(
      new GoogleRateLimitedError(),
      new GoogleUnavailableError(),
      new GoogleUnavailableError(),
    );
    await expect(withGoogleRetry(call, retrying(sleeps))).resolves.toBe('done');
    expect(calls()).toBe(4);
    expect(sleeps).toEqual([250, 500, 1000]);
  });

  it('caps each wait, and takes Retry-After as the least wait', async () => {
    const sleeps: number[] = [];
    const { call } = failing(
      new GoogleUnavailableError(),
      new GoogleUnavailableError(),
      new GoogleRateLimitedError(undefined, 1_200),
    );
    await withGoogleRetry(call, { ...retrying(sleeps, 1), baseMs: 1_000, maxMs: 1_500 });
    expect(sleeps).toEqual([1_000, 1_500, 1_500]);
    const floor: number[] = [];
    await withGoogleRetry(failing(new GoogleRateLimitedError(undefined, 1_200)).call, {
      ...retrying(floor, 0),
    });
    expect(floor).toEqual([1_200]);
  });

  it('gives up after its retries with the last error', async () => {
    const sleeps: number[] = [];
    const { call, calls } = failing(
      ...Array.from({ length: 5 }, () => new GoogleUnavailableError()),
    );
    await expect(withGoogleRetry(call, { ...retrying(sleeps), retries: 2 })).rejects.toThrow(
      GoogleUnavailableError,
    );
    expect(calls()).toBe(3);
  });

  it('never retries revoked access, a missing sheet or a refusal by the budget', async () => {
    for (const error of [
      new GoogleAccessRevokedError(),
      new GoogleSheetNotFoundError('Orders'),
      new GoogleRateLimitedError(undefined, 30_000, true),
      new Error('invalid_grant: Token has been expired or revoked.'),
    ]) {
      const sleeps: number[] = [];
      const { call, calls } = failing(error);
      await expect(withGoogleRetry(call, retrying(sleeps))).rejects.toThrow();
      expect([calls(), sleeps]).toEqual([1, []]);
    }
  });
});
