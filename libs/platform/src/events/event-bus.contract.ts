import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@tessera/contracts';
import type { RetryPolicy } from './delivery.js';
import { createEnvelope } from './envelope.js';
import type { DeadLetter, EventBusPort } from './event-bus.port.js';

/** Polls until the check passes (transports deliver asynchronously); fails with the last error. */
export async function waitUntil(
  check: () => void | Promise<void>,
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

const policy: RetryPolicy = { maxAttempts: 3, backoffMs: 20 };

const boardChanged = (boardId = 'b1') =>
  createEnvelope('board.changed', { workspaceId: 'w1', boardId });

/**
 * The behaviour every event bus adapter must have. `open` returns a fresh bus using the given retry
 * policy; the suite closes it after each test.
 */
export function describeEventBusContract(
  name: string,
  open: (policy: RetryPolicy) => Promise<EventBusPort>,
): void {
  describe(`event bus contract: ${name}`, () => {
    let bus: EventBusPort;
    let parked: DeadLetter[];
    beforeEach(async () => {
      bus = await open(policy);
      parked = [];
      bus.onDeadLetter((letter) => {
        parked.push(letter);
      });
    });
    afterEach(async () => bus.close());

    it('delivers an event once to every consumer subscribed to it, with its payload', async () => {
      const tenancy: EventEnvelope<'board.changed'>[] = [];
      const sheets: EventEnvelope<'board.changed'>[] = [];
      const apps: unknown[] = [];
      bus.subscribe('tenancy', 'board.changed', (e) => void tenancy.push(e));
      bus.subscribe('sheets', 'board.changed', (e) => void sheets.push(e));
      bus.subscribe('tenancy', 'app.changed', (e) => void apps.push(e));
      const event = boardChanged('b42');

      await bus.publish(event);

      await waitUntil(() => {
        expect(tenancy).toEqual([event]);
        expect(sheets).toEqual([event]);
      });
      expect(tenancy[0]?.payload.boardId).toBe('b42');
      expect(apps).toEqual([]);
      expect(parked).toEqual([]);
    });

    it('gives each consumer its own copy of the event', async () => {
      const seen: string[] = [];
      bus.subscribe('first', 'board.changed', (e) => {
        e.payload.boardId = 'mutated';
      });
      bus.subscribe('second', 'board.changed', (e) => void seen.push(e.payload.boardId));
      await bus.publish(boardChanged('original'));
      await waitUntil(() => expect(seen).toEqual(['original']));
    });

    it('retries a failing handler with backoff until it succeeds', async () => {
      const calls: number[] = [];
      bus.subscribe('media', 'board.changed', () => {
        calls.push(Date.now());
        if (calls.length < 3) throw new Error('temporarily down');
      });

      await bus.publish(boardChanged());

      await waitUntil(() => expect(calls).toHaveLength(3));
      // Backoff doubles: at least 20 ms before the first retry and 40 ms before the second.
      expect(calls[1]! - calls[0]!).toBeGreaterThanOrEqual(15);
      expect(calls[2]! - calls[1]!).toBeGreaterThanOrEqual(35);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(calls).toHaveLength(3);
      expect(parked).toEqual([]);
    });

    it('parks the event in the dead-letter topic after the last attempt, without stopping other consumers', async () => {
      let poisonCalls = 0;
      const healthy: string[] = [];
      bus.subscribe('poisoned', 'board.changed', () => {
        poisonCalls += 1;
        throw new Error('cannot handle this board');
      });
      bus.subscribe('healthy', 'board.changed', (e) => void healthy.push(e.id));
      const event = boardChanged();

      await bus.publish(event);

      await waitUntil(() => expect(parked).toHaveLength(1));
      expect(poisonCalls).toBe(3);
      expect(healthy).toEqual([event.id]);
      expect(parked[0]).toMatchObject({
        consumer: 'poisoned',
        attempts: 3,
        error: 'cannot handle this board',
        envelope: { id: event.id, name: 'board.changed', payload: event.payload },
      });
    });

    it('parks an event that does not match the catalogue without calling the handler', async () => {
      let calls = 0;
      bus.subscribe('tenancy', 'board.changed', () => void (calls += 1));
      const wrongPayload = { ...boardChanged(), payload: { workspaceId: 'w1' } } as EventEnvelope;
      const wrongVersion = { ...boardChanged(), version: 99 };

      await bus.publish(wrongPayload);
      await bus.publish(wrongVersion);

      await waitUntil(() => expect(parked).toHaveLength(2));
      expect(calls).toBe(0);
      expect(parked.map((l) => l.attempts)).toEqual([0, 0]);
      expect(parked.find((l) => l.envelope.id === wrongPayload.id)?.error).toMatch(/boardId/);
      expect(parked.find((l) => l.envelope.id === wrongVersion.id)?.error).toMatch(/version 99/);
    });

    it('allows one handler per consumer and event, and lists the events handled', () => {
      bus.subscribe('tenancy', 'app.changed', () => undefined);
      bus.subscribe('tenancy', 'app.deleted', () => undefined);
      bus.subscribe('marketplace', 'app.deleted', () => undefined);
      expect(() => bus.subscribe('tenancy', 'app.changed', () => undefined)).toThrow(
        /already subscribes/,
      );
      expect(bus.subscribedEvents().sort()).toEqual(['app.changed', 'app.deleted']);
    });

    it('refuses to publish once closed', async () => {
      await bus.close();
      await expect(bus.publish(boardChanged())).rejects.toThrow(/closed/);
    });
  });
}
