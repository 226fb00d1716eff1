/**
 * Retries an assertion until it passes or the time is up, then throws its last error. For effects
 * that happen after the answer (outbox events, background jobs).
 */
export async function eventually<T>(
  assertion: () => T | Promise<T>,
  { timeoutMs = 10_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await assertion();
    } catch (error) {
      if (Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}
