import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** Nearest-rank percentile of durations (ms). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export type Latencies = { p50: number; p95: number; p99: number; max: number; mean: number };

export function latencies(samples: readonly number[]): Latencies {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
  };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;

/** A full garbage collection, so that a memory baseline does not count earlier garbage. */
export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
}

/**
 * The process's peak resident set size while `work` runs, minus the RSS just before. Sampled every
 * 5 ms; since a long synchronous stretch can hide a peak from the sampler, the kernel's high-water
 * mark (maxRSS) is used too when `work` raised it.
 */
export async function peakRss<T>(
  work: () => Promise<T>,
): Promise<{ value: T; baseline: number; peak: number }> {
  collectGarbage();
  const baseline = process.memoryUsage.rss();
  const highWaterBefore = process.resourceUsage().maxRSS * 1024;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 5);
  try {
    const value = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    const highWater = process.resourceUsage().maxRSS * 1024;
    if (highWater > highWaterBefore) peak = Math.max(peak, highWater);
    return { value, baseline, peak };
  } finally {
    clearInterval(sampler);
  }
}

export const pause = (milliseconds: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, milliseconds));
