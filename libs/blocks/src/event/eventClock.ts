import { useSyncExternalStore } from 'react';

const subscriptions = new Map<number, (onTick: () => void) => () => void>();

/** A subscription to a tick every `ms`, one function per interval (React resubscribes otherwise). */
function ticksEvery(ms: number) {
  let subscribe = subscriptions.get(ms);
  if (!subscribe) {
    subscribe = (onTick) => {
      const timer = setInterval(onTick, ms);
      return () => clearInterval(timer);
    };
    subscriptions.set(ms, subscribe);
  }
  return subscribe;
}

/**
 * The visitor's clock, to the last whole `ms` (so the value holds between ticks), redrawn every
 * `ms`; null on the server and while its page is hydrated, so the page the server drew (perhaps
 * minutes earlier) matches the first render.
 */
export function useNow(ms: number): number | null {
  return useSyncExternalStore(
    ticksEvery(ms),
    () => Math.floor(Date.now() / ms) * ms,
    () => null,
  );
}
