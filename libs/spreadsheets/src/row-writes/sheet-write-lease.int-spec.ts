import { afterAll, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import {
  loadConfig,
  openDatabase,
  resetDatabase,
  testDatabaseAdapters,
  type Database,
  type DatabaseHandle,
} from '@tessera/platform';
import { createOwnerSession } from '@tessera/testing';
import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { SpreadsheetConnectors } from '../connectors/spreadsheet-connectors.js';
import type { SpreadsheetConnector } from '../connectors/spreadsheet-connector.port.js';
import { RowWriteApplier, RowWritesNotAppliedError } from './row-write-applier.js';
import { RowWritesRepository, type SheetRef } from './row-writes.repository.js';
import { SheetWriteLeaseRepository } from './sheet-write-lease.repository.js';
import * as sheetsSchema from '../db/schema.js';

const HOOK_TIMEOUT = 120_000;
jest.setTimeout(60_000);
const LONG = 120_000;
const config = loadConfig({ SHEET_WRITE_LEASE_MS: String(LONG) });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A spreadsheet whose updates wait until `open()` is called, recording each one. */
function gatedConnectors() {
  const updated: string[] = [];
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let started: () => void = () => {};
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const connector = {
    updateRow: async (_title: string, id: string) => {
      started();
      await gate;
      updated.push(id);
    },
  } as unknown as SpreadsheetConnector;
  const connectors = {
    forSpreadsheet: () => Promise.resolve({ connector, markRevoked: () => Promise.resolve() }),
  } as unknown as SpreadsheetConnectors;
  return {
    connectors,
    updated,
    firstStarted,
    open: () => open(),
  };
}

describe.each(testDatabaseAdapters('sheet_write_lease'))(
  'sheet write leases on %s',
  (_kind, options) => {
    let handle: DatabaseHandle;
    let db: Database;
    let leases: SheetWriteLeaseRepository;
    let writes: RowWritesRepository;
    let sheet: SheetRef;

    beforeAll(async () => {
      handle = await openDatabase(await options());
      db = handle.db;
      leases = new SheetWriteLeaseRepository(db);
      writes = new RowWritesRepository(db);
    }, HOOK_TIMEOUT);
    afterAll(() => handle.close(), HOOK_TIMEOUT);
    beforeEach(async () => {
      await resetDatabase(db);
      const { workspaceId } = await createOwnerSession(db);
      const [spreadsheet] = await db
        .insert(sheetsSchema.spreadsheets)
        .values({ workspaceId, name: 'Tasks' })
        .returning({ id: sheetsSchema.spreadsheets.id });
      sheet = { workspaceId, spreadsheetId: spreadsheet!.id, sheetTitle: 'Tasks' };
    }, HOOK_TIMEOUT);

    const addWrites = async (count: number) => {
      const ids: string[] = [];
      for (let i = 0; i < count; i += 1) {
        const rowId = `row-${i}`;
        await writes.insert(db, sheet, { rowId, kind: 'update', values: { Status: 'Done' } });
        ids.push(rowId);
      }
      return ids;
    };

    it('gives the lease to exactly one of many holders asking at once', async () => {
      const holders = Array.from({ length: 8 }, () => randomUUID());
      const won = await Promise.all(holders.map((holder) => leases.acquire(sheet, holder, LONG)));
      expect(won.filter(Boolean)).toHaveLength(1);
      const winner = holders[won.indexOf(true)]!;
      expect(await leases.renew(sheet, winner, LONG)).toBe(true);
      expect(await leases.renew(sheet, holders[won.indexOf(false)]!, LONG)).toBe(false);
    });

    it('ignores a release by a non-holder, and frees the sheet on its holder’s', async () => {
      expect(await leases.acquire(sheet, 'a', LONG)).toBe(true);
      await leases.release(sheet, 'b');
      await leases.release({ ...sheet, workspaceId: randomUUID() }, 'a');
      expect(await leases.acquire(sheet, 'c', LONG)).toBe(false);
      await leases.release(sheet, 'a');
      expect(await leases.acquire(sheet, 'c', LONG)).toBe(true);
    });

    it('lets another holder take over a lease past its expiry; the old holder has lost it', async () => {
      expect(await leases.acquire(sheet, 'a', 1)).toBe(true);
      await pause(20);
      expect(await leases.acquire(sheet, 'b', LONG)).toBe(true);
      expect(await leases.renew(sheet, 'a', LONG)).toBe(false);
      await leases.release(sheet, 'a');
      expect(await leases.acquire(sheet, 'c', LONG)).toBe(false);
    });

    it('lets one of two appliers drain a sheet; the other is refused and applies nothing', async () => {
      const rowIds = await addWrites(2);
      const one = gatedConnectors();
      const other = gatedConnectors();
      const first = new RowWriteApplier(writes, one.connectors, leases, config).drain(sheet);
      await one.firstStarted;

      await expect(
        new RowWriteApplier(writes, other.connectors, leases, config).drain(sheet),
      ).rejects.toBeInstanceOf(RowWritesNotAppliedError);
      one.open();
      await first;

      expect(one.updated).toEqual(rowIds);
      expect(other.updated).toEqual([]);
      expect(await writes.pending(sheet)).toEqual([]);
      // Released: the next drain takes the lease again.
      expect(await leases.acquire(sheet, 'next', LONG)).toBe(true);
    });

    it('stops draining once its lease was taken over, leaving the later writes pending', async () => {
      const [firstRow, secondRow] = await addWrites(2);
      const slow = gatedConnectors();
      const drained = new RowWriteApplier(writes, slow.connectors, leases, config).drain(sheet);
      await slow.firstStarted;
      // The first write outlasts the lease: another process takes the sheet over meanwhile.
      await db
        .update(sheetsSchema.sheetWriteLeases)
        .set({ expiresAt: sql`now() - interval '1 minute'` });
      expect(await leases.acquire(sheet, 'other process', LONG)).toBe(true);
      slow.open();

      await expect(drained).rejects.toThrow(/took over/);
      expect(slow.updated).toEqual([firstRow]);
      expect((await writes.pending(sheet)).map((write) => write.rowId)).toEqual([secondRow]);
      expect(await leases.renew(sheet, 'other process', LONG)).toBe(true);
    });
  },
);
