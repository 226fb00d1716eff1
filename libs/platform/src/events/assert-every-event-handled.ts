import type { EventName } from '@tessera/contracts';
import type { EventBusPort } from './event-bus.port.js';

export class UnhandledEventsError extends Error {
  constructor(readonly missing: EventName[]) {
    super(
      `No consumer subscribes to ${missing.map((n) => `"${n}"`).join(', ')} in this process, ` +
        'but the host requires it. Import the module that handles it, or drop it from the list.',
    );
    this.name = 'UnhandledEventsError';
  }
}

/**
 * Fails boot when an event the host must handle has no subscriber. The host passes the list rather
 * than the whole catalogue because, distributed, each service process consumes only its own events
 * (and some events, like `workspace.created`, may have no consumer yet): only the host knows which
 * of them must be handled where it runs. Call it after every module has subscribed (onModuleInit),
 * before the outbox relay starts; `PlatformModule.forRoot(config, { requiredEventHandlers })` does.
 */
export function assertEveryEventHandled(bus: EventBusPort, required: readonly EventName[]): void {
  const subscribed = new Set(bus.subscribedEvents());
  const missing = [...new Set(required)].filter((name) => !subscribed.has(name));
  if (missing.length > 0) throw new UnhandledEventsError(missing);
}
