/**
 * Tells the outbox relays of this process that an event was just recorded, so the embedded
 * installation publishes it at once instead of at the next poll. Process-wide because `recordEvent`
 * is a plain function called inside any transaction; a relay in another process still finds the row
 * by polling.
 */
const listeners = new Set<() => void>();

export function onEventRecorded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signalEventRecorded(): void {
  for (const listener of listeners) listener();
}
