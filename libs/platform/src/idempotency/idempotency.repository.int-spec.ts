import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { openDatabase, type DatabaseHandle } from '../db/database.js';
import { resetDatabase } from '../db/reset.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { testDatabaseAdapters } from '../db/test-database.js';
import { IdempotencyRepository, type Reservation } from './idempotency.repository.js';

jest.setTimeout(60_000);

const MINUTE = 60_000;

describe.each(testDatabaseAdapters('idempotency_keys'))(
  'idempotency keys on %s',
  (_name, options) => {
    let handle: DatabaseHandle;
    let keys: IdempotencyRepository;
    beforeAll(async () => {
      handle = await openDatabase(await options());
      keys = new IdempotencyRepository(handle.db);
    });
    afterAll(async () => handle?.close());
    beforeEach(() => resetDatabase(handle.db));

    const now = new Date('2026-11-24T12:00:00Z');
    const reservation = (overrides: Partial<Reservation> = {}): Reservation => ({
      scope: 'owner:acc:ws',
      key: 'k1',
      requestHash: 'hash-a',
      now,
      lockedUntil: new Date(now.getTime() + 5 * MINUTE),
      expiresAt: new Date(now.getTime() + 24 * 60 * MINUTE),
      ...overrides,
    });

    it('reserves a key once per scope', async () => {
      expect(await keys.insert(reservation())).toBe(true);
      expect(await keys.insert(reservation())).toBe(false);
      expect(await keys.insert(reservation({ scope: 'owner:other:ws' }))).toBe(true);
    });

    it('takes over an expired key, or a running one past its lock for the same request only', async () => {
      await keys.insert(reservation());
      const later = new Date(now.getTime() + 6 * MINUTE);
      expect(await keys.takeOver(reservation())).toBe(false); // still locked
      expect(await keys.takeOver(reservation({ now: later, requestHash: 'hash-b' }))).toBe(false);
      expect(await keys.takeOver(reservation({ now: later }))).toBe(true);
      await keys.complete('owner:acc:ws', 'k1', 201, '{"ok":true}');
      // An answered key is kept until it expires, whatever the request.
      expect(await keys.takeOver(reservation({ now: later }))).toBe(false);
      const nextDay = new Date(now.getTime() + 25 * 60 * MINUTE);
      expect(await keys.takeOver(reservation({ now: nextDay, requestHash: 'hash-b' }))).toBe(true);
      expect(await keys.find('owner:acc:ws', 'k1')).toMatchObject({
        requestHash: 'hash-b',
        status: null,
        responseBody: null,
      });
    });

    it('releases only a key still running, and sweeps expired keys', async () => {
      await keys.insert(reservation({ key: 'answered' }));
      await keys.complete('owner:acc:ws', 'answered', 200, null);
      await keys.release('owner:acc:ws', 'answered');
      expect(await keys.find('owner:acc:ws', 'answered')).toBeDefined();
      await keys.insert(reservation({ key: 'running' }));
      await keys.release('owner:acc:ws', 'running');
      expect(await keys.find('owner:acc:ws', 'running')).toBeUndefined();

      await keys.insert(reservation({ key: 'old', expiresAt: new Date(now.getTime() - 1) }));
      await keys.deleteExpired(now);
      const left = await handle.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys);
      expect(left).toEqual([{ key: 'answered' }]);
    });
  },
);
