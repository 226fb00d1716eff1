/**
 * A limit on how many of some costly work run at once in this process (a workbook parse, an
 * image decode): `run(work)` starts it when one of the `concurrency` turns is free, in the order
 * asked, and frees the turn when it settles, however it ends.
 */
export function takingTurns(concurrency: number) {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new Error(`takingTurns needs at least one turn, not ${concurrency}`);
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
