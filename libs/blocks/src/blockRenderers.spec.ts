import { describe, expect, it } from '@jest/globals';
import type { BlockComponent, BlockLoaders } from './blockRenderers.js';
import { BlockLoadError, BlockRendererCache } from './blockRenderers.js';

const Table: BlockComponent = () => null;

/** Loaders whose table load fails `failures` times, counting the loads. */
function loaders(failures = 0) {
  const counts = { table: 0 };
  const failing = () => {
    counts.table += 1;
    return counts.table <= failures
      ? Promise.reject(new Error('Failed to fetch dynamically imported module'))
      : Promise.resolve(Table);
  };
  return { counts, loaders: { table: failing } as unknown as BlockLoaders };
}

describe('BlockRendererCache', () => {
  it('loads a type once for every caller, then hands it out at once', async () => {
    const { counts, loaders: table } = loaders();
    const cache = new BlockRendererCache(table);
    expect(cache.loadedRenderer('table')).toBeUndefined();
    const [first, second] = await Promise.all([cache.load('table'), cache.load('table')]);
    expect(first).toBe(Table);
    expect(second).toBe(Table);
    expect(cache.loadedRenderer('table')).toBe(Table);
    expect(counts.table).toBe(1);
  });

  it('fails a load with a BlockLoadError, keeps it failed, and loads again after a retry', async () => {
    const { counts, loaders: table } = loaders(1);
    const cache = new BlockRendererCache(table);
    const failed = await cache.load('table').catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(BlockLoadError);
    expect((failed as BlockLoadError).type).toBe('table');
    // Every block of the type shows the failure: nothing is fetched again on its own.
    await expect(cache.load('table')).rejects.toBe(failed);
    expect(counts.table).toBe(1);
    cache.retry('table');
    expect(await cache.load('table')).toBe(Table);
    expect(counts.table).toBe(2);
  });

  it("tells the blocks when a failed type's download is retried, so that all of them start over", async () => {
    const { loaders: table } = loaders(1);
    const cache = new BlockRendererCache(table);
    const told: number[] = [];
    const unsubscribe = cache.subscribe(() => told.push(cache.retries('table')));
    await expect(cache.load('table')).rejects.toBeInstanceOf(BlockLoadError);
    expect(cache.retries('table')).toBe(0);
    cache.retry('table');
    expect(told).toEqual([1]);
    expect(await cache.load('table')).toBe(Table);
    // Once loaded, a Retry (a block that failed to draw) is that block's own: no one is told.
    cache.retry('table');
    expect(told).toEqual([1]);
    unsubscribe();
  });

  it('preloads, and leaves a failure for the block to show', async () => {
    const { counts, loaders: table } = loaders(1);
    const cache = new BlockRendererCache(table);
    await cache.preload(['table']);
    expect(counts.table).toBe(1);
    expect(cache.loadedRenderer('table')).toBeUndefined();
    await expect(cache.load('table')).rejects.toBeInstanceOf(BlockLoadError);
  });
});
