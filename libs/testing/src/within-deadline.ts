/**
 * Awaits one step of a test, failing with the step's name once `ms` have passed. A test made of
 * steps that may hang (a lost database, a stuck shutdown) then says which step it was, instead of
 * ending on the whole test's timeout.
 */
export async function withinDeadline<T>(step: string, work: Promise<T>, ms = 30_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${step}: not finished after ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
