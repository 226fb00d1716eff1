import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  jest,
} from '@jest/globals';
import type { EventEnvelope } from '@tessera/contracts';
import { asc } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { resetDatabase } from '../db/reset.js';
import { outbox, processedEvents, workspaces } from '../db/schema/index.js';
import { testDatabaseAdapters } from '../db/test-database.js';
import { waitUntil } from './event-bus.contract.js';
import type { EventBusPort } from './event-bus.port.js';
import { handleOnce, subscribeIdempotent } from './handle-once.js';
import { InProcessEventBus } from './in-process-event-bus.adapter.js';
import { OutboxRelay, type OutboxRelayOptions } from './outbox-relay.js';
import { recordEvent } from './record-event.js';

// Opening PGlite takes seconds on a busy machine (the project-level testTimeout is not applied).
jest.setTimeout(60_000);

const quiet = { error: () => undefined, warn: () => undefined };
const policy = { maxAttempts: 3, backoffMs: 10 };

/** A bus whose publish fails the first `failures` times, as a broker that is down would. */
function flakyBus(inner: EventBusPort, failures: number): EventBusPort {
  let left = failures;
  return {
    ...inner,
    subscribe: inner.subscribe.bind(inner),
    subscribedEvents: inner.subscribedEvents.bind(inner),
    onDeadLetter: inner.onDeadLetter.bind(inner),
    close: inner.close.bind(inner),
    publish: async (envelope) => {
      if (left > 0) {
        left -= 1;
        throw new Error('broker unreachable');
      }
      await inner.publish(envelope);
    },
  };
}

describe.each(testDatabaseAdapters('outbox_relay'))(
  'outbox and consumers on %s',
  (_name, options) => {
    let handle: DatabaseHandle;
    let bus: InProcessEventBus;
    let relays: OutboxRelay[];
    const relay = (over: Partial<OutboxRelayOptions> = {}, on: EventBusPort = bus) => {
      const created = new OutboxRelay(handle.db, on, {
        pollMs: 60_000,
        batchSize: 100,
        retryBackoffMs: 200,
        logger: quiet,
        ...over,
      });
      relays.push(created);
      return created;
    };
    const recordBoardChanged = (boardId: string) =>
      handle.db.transaction((tx) =>
        recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId }),
      );
    const outboxRows = () => handle.db.select().from(outbox).orderBy(asc(outbox.occurredAt));

    beforeAll(async () => {
      handle = await openDatabase(await options());
    });
    afterAll(async () => handle?.close());
    beforeEach(async () => {
      await resetDatabase(handle.db);
      bus = new InProcessEventBus(policy, quiet);
      relays = [];
    });
    afterEach(async () => {
      const stopping = relays.map((r) => r.stop());
      await bus.close();
      await Promise.all(stopping);
    });

    describe('outbox relay', () => {
      it('publishes recorded events in the order they occurred, once, and marks them published', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.payload.boardId));
        await recordBoardChanged('b1');
        // Several events of one transaction keep their order too.
        await handle.db.transaction(async (tx) => {
          await recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'b2' });
          await recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'b3' });
          await recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'b4' });
        });

        expect(await relay().runOnce()).toEqual({ published: 4, failed: 0 });
        expect(await relay().runOnce()).toEqual({ published: 0, failed: 0 });

        expect(seen).toEqual(['b1', 'b2', 'b3', 'b4']);
        const rows = await outboxRows();
        expect(rows.every((r) => r.publishedAt instanceof Date)).toBe(true);
        expect(rows.map((r) => r.attempts)).toEqual([0, 0, 0, 0]);
      });

      it('never publishes the event of a rolled-back transaction', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.id));
        await expect(
          handle.db.transaction(async (tx) => {
            await recordEvent(tx, 'board.changed', { workspaceId: 'w1', boardId: 'lost' });
            throw new Error('the command failed');
          }),
        ).rejects.toThrow('the command failed');

        expect(await relay().runOnce()).toEqual({ published: 0, failed: 0 });
        expect(seen).toEqual([]);
        expect(await outboxRows()).toEqual([]);
      });

      it('publishes a batch at a time and keeps going until the outbox is empty', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.payload.boardId));
        for (const id of ['b1', 'b2', 'b3', 'b4', 'b5']) await recordBoardChanged(id);

        expect(await relay({ batchSize: 2 }).runOnce()).toEqual({ published: 2, failed: 0 });
        relay({ batchSize: 2 }).start();

        await waitUntil(() => expect(seen).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']));
      });

      it('publishes at once when an event is recorded, without waiting for the poll', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.payload.boardId));
        relay({ pollMs: 60_000 }).start();
        await new Promise((resolve) => setTimeout(resolve, 50)); // the start-up run found nothing

        await recordBoardChanged('b1');

        await waitUntil(() => expect(seen).toEqual(['b1']), 2000);
      });

      it('counts failed publishes, records the error, backs off, then publishes', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.payload.boardId));
        const flaky = relay({ retryBackoffMs: 300 }, flakyBus(bus, 2));
        await recordBoardChanged('b1');

        expect(await flaky.runOnce()).toEqual({ published: 0, failed: 1 });
        expect((await outboxRows())[0]).toMatchObject({
          attempts: 1,
          lastError: 'broker unreachable',
          publishedAt: null,
        });
        // Backing off: an immediate second run leaves the row alone.
        expect(await flaky.runOnce()).toEqual({ published: 0, failed: 0 });

        await new Promise((resolve) => setTimeout(resolve, 320));
        expect(await flaky.runOnce()).toEqual({ published: 0, failed: 1 });
        expect((await outboxRows())[0]).toMatchObject({ attempts: 2 });
        // The second failure waits twice as long.
        await new Promise((resolve) => setTimeout(resolve, 320));
        expect(await flaky.runOnce()).toEqual({ published: 0, failed: 0 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await flaky.runOnce()).toEqual({ published: 1, failed: 0 });

        expect(seen).toEqual(['b1']);
        expect((await outboxRows())[0]).toMatchObject({ attempts: 2, lastError: null });
        expect((await outboxRows())[0]?.publishedAt).toBeInstanceOf(Date);
      });

      // PGlite has a single connection and a single relay; PostgreSQL is shared by one relay per service.
      (_name === 'postgres' ? it : it.skip)(
        'lets relays running side by side publish each event once',
        async () => {
          const seen: string[] = [];
          bus.subscribe('test', 'board.changed', async (e) => {
            seen.push(e.payload.boardId);
            await new Promise((resolve) => setTimeout(resolve, 20));
          });
          for (const id of ['b1', 'b2', 'b3', 'b4', 'b5', 'b6']) await recordBoardChanged(id);

          const runs = await Promise.all([relay().runOnce(), relay().runOnce(), relay().runOnce()]);

          expect(runs.reduce((sum, r) => sum + r.published, 0)).toBe(6);
          expect(seen.sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5', 'b6']);
        },
      );

      it('does not hold back the events behind one that fails', async () => {
        const seen: string[] = [];
        bus.subscribe('test', 'board.changed', (e) => void seen.push(e.payload.boardId));
        await recordBoardChanged('b1');
        await recordBoardChanged('b2');

        expect(await relay({}, flakyBus(bus, 1)).runOnce()).toEqual({ published: 1, failed: 1 });
        expect(seen).toEqual(['b2']);
      });

      it('leaves an event unpublished when the bus closes during its delivery', async () => {
        const slow = new InProcessEventBus({ maxAttempts: 5, backoffMs: 1000 }, quiet);
        slow.subscribe('slow', 'board.changed', () => {
          throw new Error('still failing');
        });
        const running = relay({}, slow);
        await recordBoardChanged('b1');
        const run = running.runOnce();
        await new Promise((resolve) => setTimeout(resolve, 50));
        await slow.close();

        expect(await run).toEqual({ published: 0, failed: 0 });
        expect((await outboxRows())[0]).toMatchObject({ publishedAt: null, attempts: 0 });
      });
    });

    describe('idempotent consumers', () => {
      const envelopeOf = (id: string) => ({ id });

      it('runs the handler once per event and consumer, recording it in processed_events', async () => {
        const write =
          (name: string) => async (tx: Parameters<Parameters<typeof handleOnce>[3]>[0]) => {
            await tx.insert(workspaces).values({ name });
          };

        expect(await handleOnce(handle.db, 'tenancy', envelopeOf('e1'), write('first'))).toBe(
          'handled',
        );
        expect(await handleOnce(handle.db, 'tenancy', envelopeOf('e1'), write('again'))).toBe(
          'skipped',
        );
        expect(
          await handleOnce(handle.db, 'sheets', envelopeOf('e1'), write('other consumer')),
        ).toBe('handled');

        const names = (await handle.db.select().from(workspaces)).map((w) => w.name).sort();
        expect(names).toEqual(['first', 'other consumer']);
        const processed = await handle.db.select().from(processedEvents);
        expect(processed.map((p) => `${p.consumer}:${p.eventId}`).sort()).toEqual([
          'sheets:e1',
          'tenancy:e1',
        ]);
      });

      it('rolls back the handler writes and the processed mark together when the handler fails', async () => {
        await expect(
          handleOnce(handle.db, 'tenancy', envelopeOf('e1'), async (tx) => {
            await tx.insert(workspaces).values({ name: 'half done' });
            throw new Error('downstream failed');
          }),
        ).rejects.toThrow('downstream failed');
        expect(await handle.db.select().from(workspaces)).toEqual([]);
        expect(await handle.db.select().from(processedEvents)).toEqual([]);

        const retry = await handleOnce(handle.db, 'tenancy', envelopeOf('e1'), async (tx) => {
          await tx.insert(workspaces).values({ name: 'done' });
        });
        expect(retry).toBe('handled');
        expect((await handle.db.select().from(workspaces)).map((w) => w.name)).toEqual(['done']);
      });

      it('carries an event from the command transaction to a consumer exactly once, through retries and redelivery', async () => {
        let calls = 0;
        subscribeIdempotent(bus, handle.db, 'tenancy', 'app.changed', async (payload, tx) => {
          calls += 1;
          await tx.insert(workspaces).values({ name: `${payload.name} routed` });
          if (calls === 1) throw new Error('first try fails after writing');
        });
        await handle.db.transaction((tx) =>
          recordEvent(tx, 'app.changed', { workspaceId: 'w1', appId: 'a1', name: 'shop' }),
        );
        relay().start();

        await waitUntil(async () => {
          expect((await outboxRows())[0]?.publishedAt).toBeInstanceOf(Date);
        });
        // The bus delivers the same event again (as after a crash before the outbox was marked).
        const [row] = await outboxRows();
        await bus.publish({
          id: row!.id,
          name: 'app.changed',
          version: row!.version,
          occurredAt: row!.occurredAt.toISOString(),
          payload: row!.payload,
        } as EventEnvelope);

        expect(calls).toBe(2);
        expect((await handle.db.select().from(workspaces)).map((w) => w.name)).toEqual([
          'shop routed',
        ]);
        expect(await handle.db.select().from(processedEvents)).toMatchObject([
          { consumer: 'tenancy', eventId: row!.id },
        ]);
        expect(bus.deadLetters()).toEqual([]);
      });
    });
  },
);
