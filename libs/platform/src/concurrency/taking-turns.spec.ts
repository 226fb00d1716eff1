import { describe, expect, it } from '@jest/globals';
import { takingTurns } from './taking-turns.js';

const later = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('takingTurns', () => {
  it('runs at most that many at once, the others in the order asked, a failure freeing its turn', async () => {
    const run = takingTurns(2);
    const started: string[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((name) => ({ name, gate: later() }));
    const results = jobs.map(({ name, gate }) =>
      run(async () => {
        started.push(name);
        await gate.promise;
        return name;
      }).catch((error: Error) => error.message),
    );
    await tick();
    expect(started).toEqual(['a', 'b']);
    jobs[1]!.gate.reject(new Error('b failed'));
    await tick();
    expect(started).toEqual(['a', 'b', 'c']);
    jobs[0]!.gate.resolve();
    await tick();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
    jobs[2]!.gate.resolve();
    jobs[3]!.gate.resolve();
    expect(await Promise.all(results)).toEqual(['a', 'b failed', 'c', 'd']);
  });
});
