import { describe, expect, it } from '@jest/globals';
import { assertEveryEventHandled, UnhandledEventsError } from './assert-every-event-handled.js';
import { InProcessEventBus } from './in-process-event-bus.adapter.js';

describe('assertEveryEventHandled', () => {
  const busHandling = (...names: Parameters<InProcessEventBus['subscribe']>[1][]) => {
    const bus = new InProcessEventBus({ maxAttempts: 1, backoffMs: 0 });
    for (const name of names) bus.subscribe('tenancy', name, () => undefined);
    return bus;
  };

  it('passes when every required event has a consumer', () => {
    const bus = busHandling('app.changed', 'app.deleted', 'board.changed');
    expect(() => assertEveryEventHandled(bus, ['app.changed', 'app.deleted'])).not.toThrow();
  });

  it('fails naming each required event nobody consumes', () => {
    const bus = busHandling('app.changed');
    let error: unknown;
    try {
      assertEveryEventHandled(bus, ['app.changed', 'app.deleted', 'board.changed']);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnhandledEventsError);
    expect((error as UnhandledEventsError).missing).toEqual(['app.deleted', 'board.changed']);
    expect((error as Error).message).toMatch(/"app.deleted", "board.changed"/);
  });
});
