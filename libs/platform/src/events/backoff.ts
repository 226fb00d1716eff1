/**
 * The delay before retry number `attempt` (1 = the first retry): baseMs, then doubling, capped at
 * maxMs so a long outage does not push retries out for hours.
 */
export function exponentialBackoffMs(attempt: number, baseMs: number, maxMs = 5 * 60_000): number {
  const exponent = Math.max(0, attempt - 1);
  // 2^31 is already far above any cap; bounding the exponent keeps the arithmetic finite.
  return Math.min(baseMs * 2 ** Math.min(exponent, 31), maxMs);
}
