import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { schema, testDatabaseAdapters } from '@tessera/platform';
import {
  createBlock,
  createBoardOnCsv,
  createOwnerSession,
  type OwnerSession,
} from '@tessera/testing';
import { eq, sql } from 'drizzle-orm';
import { SpreadsheetsService } from '../spreadsheets.service.js';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(60_000);

/**
 * An accepted row write and its `sheet.row-written` event are stored together or not at all: a
 * write stored without its event would never reach the spreadsheet, and an event without its
 * write would apply nothing. A trigger makes one of the two inserts fail; the other must not stay.
 */
describe.each(testDatabaseAdapters('row_write_atomicity'))(
  'a row write and its event on %s',
  (_kind, options) => {
    const gateway = useTestGateway(options);
    let owner: OwnerSession;
    let spreadsheetId: string;
    let formBlock: string;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      const board = await createBoardOnCsv(gateway.db, gateway.app.get(SpreadsheetsService), {
        workspaceId: owner.workspaceId,
        title: 'Tasks',
        rows: [
          ['Task', 'Status'],
          ['Write spec', 'Done'],
        ],
        slug: 'tasks',
      });
      spreadsheetId = board.spreadsheetId;
      formBlock = await createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId: board.boardId,
        type: 'form',
        settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }, { column: 'Status' }] },
      });
    }, HOOK_TIMEOUT);

    afterEach(async () => {
      await gateway.db.execute(sql`drop trigger if exists refuse_insert on outbox`);
      await gateway.db.execute(sql`drop trigger if exists refuse_insert on sheet_row_writes`);
      await gateway.db.execute(sql`drop function if exists refuse_insert()`);
    });

    const refuseInsertsInto = async (table: 'outbox' | 'sheet_row_writes') => {
      await gateway.db.execute(sql`
        create or replace function refuse_insert() returns trigger language plpgsql as $$
        begin raise exception 'insert refused by the test'; end $$`);
      await gateway.db.execute(
        sql.raw(
          `create trigger refuse_insert before insert on ${table} for each row execute function refuse_insert()`,
        ),
      );
    };
    const addRow = (task: string) =>
      gateway.app.inject({
        method: 'POST',
        url: `/api/board/${spreadsheetId}/sheet/Tasks/rows?board=%2Ftasks`,
        payload: { block_id: formBlock, values: { Task: task, Status: 'Open' } },
      });
    const storedWrites = () =>
      gateway.db
        .select({ id: sheetsSchema.sheetRowWrites.id, values: sheetsSchema.sheetRowWrites.values })
        .from(sheetsSchema.sheetRowWrites)
        .where(eq(sheetsSchema.sheetRowWrites.spreadsheetId, spreadsheetId));
    const rowWrittenEvents = async () =>
      (
        await gateway.db
          .select({ payload: schema.outbox.payload })
          .from(schema.outbox)
          .where(eq(schema.outbox.name, 'sheet.row-written'))
      )
        .map((event) => event.payload as { spreadsheetId: string; writeId: string })
        .filter((payload) => payload.spreadsheetId === spreadsheetId);

    it('stores an accepted write with the event that names it', async () => {
      expect((await addRow('Review')).statusCode).toBe(201);
      const writes = await storedWrites();
      expect(writes).toEqual([
        { id: expect.any(String), values: { Task: 'Review', Status: 'Open' } },
      ]);
      expect((await rowWrittenEvents()).map((event) => event.writeId)).toEqual([writes[0]!.id]);
    });

    it('keeps no write when its event cannot be stored', async () => {
      await refuseInsertsInto('outbox');
      const res = await addRow('Lost?');
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(await storedWrites()).toEqual([]);
    });

    it('keeps no event when the write cannot be stored', async () => {
      await refuseInsertsInto('sheet_row_writes');
      const res = await addRow('Lost?');
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(await rowWrittenEvents()).toEqual([]);
    });
  },
);
