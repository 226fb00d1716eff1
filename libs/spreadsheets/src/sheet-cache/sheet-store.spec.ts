import { describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from '@tessera/platform';
import { SheetStore } from './sheet-store.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances sharing one cache port, as two server processes share Redis. */
function twoInstances() {
  const shared = new MemoryCacheAdapter();
  const instance = () => new SheetStore(shared, 60_000, 10, () => Date.now());
  return [instance(), instance()] as const;
}

describe('SheetStore load locks', () => {
  it('gives the lock to one instance until it releases it', async () => {
    const [one, other] = twoInstances();
    const held = await one.lock('w:s:Menu', 5_000);
    expect(held).not.toBeNull();
    expect(await other.lock('w:s:Menu', 5_000)).toBeNull();

    await one.unlock(held!);

    expect(await other.lock('w:s:Menu', 5_000)).not.toBeNull();
  });

  it('leaves alone a lock another instance took after its own expired', async () => {
    const [one, other] = twoInstances();
    const expired = await one.lock('w:s:Menu', 30);
    await pause(60);
    const taken = await other.lock('w:s:Menu', 5_000);
    expect(taken).not.toBeNull();

    await one.unlock(expired!);

    expect(await one.lock('w:s:Menu', 5_000)).toBeNull();
  });
});
