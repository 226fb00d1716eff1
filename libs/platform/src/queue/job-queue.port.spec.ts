import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { defineJob } from './job-queue.port.js';

const job =
  (name: string, retries = 2) =>
  () =>
    defineJob({
      name,
      payload: z.object({}),
      handler: () => Promise.resolve(),
      retries,
      backoffMs: 100,
    });

describe('defineJob', () => {
  it('accepts lowercase words joined by dots or dashes', () => {
    expect(job('media.make-thumbnail')().name).toBe('media.make-thumbnail');
  });

  it('refuses names a queue cannot carry and negative or partial retries', () => {
    expect(job('media:thumbnail')).toThrow(/lowercase words/);
    expect(job('Media.Thumbnail')).toThrow(/lowercase words/);
    expect(job('media..thumbnail')).toThrow(/lowercase words/);
    expect(job('media.thumbnail', -1)).toThrow(/retries/);
    expect(job('media.thumbnail', 1.5)).toThrow(/retries/);
  });
});
