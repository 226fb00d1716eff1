import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  createBlock,
  createBoardOnCsv,
  createOwnerSession,
  eventually,
  type OwnerSession,
} from '@tessera/testing';
import { eq } from 'drizzle-orm';
import { SpreadsheetsService } from '../spreadsheets.service.js';
import { ANSWERS_PER_WINDOW } from './row-writes.service.js';
import * as sheetsSchema from '../db/schema.js';

jest.setTimeout(60_000);

type Row = Record<string, string>;
type SheetAnswer = {
  rows: Row[];
  total: number;
  sync: { pending: number; delayed: boolean; message?: string };
  freshness: { fetched_at: string; age_seconds: number; stale: boolean };
};

const tasks = [
  ['Task', 'Owner', 'Due', 'Status'],
  ['Write spec', 'ann@example.com', '2026-11-20', 'Done'],
  ['Build cache', 'bob@example.com', '2026-11-21', 'Open'],
  ['Bench', 'ann@example.com', '2026-12-24', 'Open'],
  ['Ship', 'cat@example.com', 'not a date', 'Open'],
];

describe.each(testDatabaseAdapters('row_writes'))(
  'row writes and filters on %s',
  (_kind, options) => {
    const gateway = useTestGateway(options, { env: { SHEET_SYNC_DELAYED_AFTER_MS: '0' } });
    let owner: OwnerSession;
    let spreadsheetId: string;
    let boardId: string;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      ({ spreadsheetId, boardId } = await createBoardOnCsv(
        gateway.db,
        gateway.app.get(SpreadsheetsService),
        { workspaceId: owner.workspaceId, title: 'Tasks', rows: tasks, slug: 'tasks' },
      ));
    }, HOOK_TIMEOUT);

    const tableBlock = (settings: Record<string, unknown>) =>
      createBlock(gateway.db, {
        workspaceId: owner.workspaceId,
        boardId,
        type: 'table',
        settings: { sheet_title: 'Tasks', ...settings },
      });
    const sheetUrl = (suffix = '', query = '') =>
      `/api/board/${spreadsheetId}/sheet/Tasks${suffix}?board=%2Ftasks${query}`;
    /** A guest reads through a block (block_id in the query); without one, the owner reads. */
    const read = async (query = '', cookie?: string) => {
      const reader = cookie ?? (query.includes('block_id=') ? undefined : owner.cookie);
      const res = await gateway.app.inject({
        method: 'GET',
        url: sheetUrl('', query),
        headers: reader ? { cookie: reader } : {},
      });
      expect(res.statusCode).toBe(200);
      return res.json<SheetAnswer>();
    };
    const rowNamed = async (task: string) =>
      (await read()).rows.find((row) => row['Task'] === task)!;
    const storedTasks = async () =>
      (
        await gateway.db
          .select({ values: sheetsSchema.sheetRows.values })
          .from(sheetsSchema.sheetRows)
          .orderBy(sheetsSchema.sheetRows.position)
      ).map((row) => row.values['Task']);

    describe('edit, duplicate and delete', () => {
      it('edits a row through an Edit row button and shows it at once', async () => {
        const block = await tableBlock({ actions: [{ type: 'Edit row', title: 'Edit' }] });
        const target = await rowNamed('Bench');
        const res = await gateway.app.inject({
          method: 'PATCH',
          url: sheetUrl(`/rows/${target['_id']}`),
          payload: { block_id: block, values: { Status: 'Done', Owner: '=HYPERLINK("x")' } },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ row: Row }>().row).toEqual({
          ...target,
          Status: 'Done',
          Owner: '=HYPERLINK("x")',
        });
        expect(await rowNamed('Bench')).toMatchObject({ Status: 'Done', Owner: '=HYPERLINK("x")' });
        await eventually(async () => {
          const [stored] = await gateway.db
            .select({ values: sheetsSchema.sheetRows.values })
            .from(sheetsSchema.sheetRows)
            .where(eq(sheetsSchema.sheetRows.id, target['_id']!));
          expect(stored?.values).toMatchObject({ Status: 'Done', Owner: '=HYPERLINK("x")' });
        });
      });

      it('edits a cell in place only where the axis column is editable for the viewer', async () => {
        const block = await tableBlock({
          axis: [
            { column: 'Status', editable: 'Everyone' },
            { column: 'Owner', editable: 'Admins' },
          ],
        });
        const target = await rowNamed('Ship');
        const edit = (values: Row, cookie?: string) =>
          gateway.app.inject({
            method: 'PATCH',
            url: sheetUrl(`/rows/${target['_id']}`),
            headers: cookie ? { cookie } : {},
            payload: { block_id: block, values },
          });
        expect((await edit({ Status: 'Done' })).statusCode).toBe(200);
        const refused = await edit({ Owner: 'me@example.com' });
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          message: 'You are not allowed to edit rows of this block.',
        });
        expect((await edit({ Owner: 'me@example.com' }, owner.cookie)).statusCode).toBe(200);
        expect((await edit({ Due: '2027-01-01' }, owner.cookie)).statusCode).toBe(403);
      });

      it('duplicates and deletes through their buttons, per action_button_visibility', async () => {
        const block = await tableBlock({
          actions: [{ type: 'Duplicate row' }, { type: 'Delete row' }],
          action_button_visibility: 'Admins',
        });
        const bench = await rowNamed('Bench');
        const duplicate = (cookie?: string) =>
          gateway.app.inject({
            method: 'POST',
            url: sheetUrl(`/rows/${bench['_id']}/duplicate`),
            headers: cookie ? { cookie } : {},
            payload: { block_id: block },
          });
        expect((await duplicate()).statusCode).toBe(403);
        const copied = await duplicate(owner.cookie);
        expect(copied.statusCode).toBe(201);
        const copy = copied.json<{ row: Row }>().row;
        expect(copy).toEqual({ ...bench, _id: expect.any(String) });
        expect(copy['_id']).not.toBe(bench['_id']);

        const remove = (id: string, cookie?: string) =>
          gateway.app.inject({
            method: 'DELETE',
            url: sheetUrl(`/rows/${id}`, `&block_id=${block}`),
            headers: cookie ? { cookie } : {},
          });
        expect((await remove(bench['_id']!)).statusCode).toBe(403);
        const removed = await remove(bench['_id']!, owner.cookie);
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({ deleted: bench['_id'] });
        expect((await read()).rows.filter((row) => row['Task'] === 'Bench')).toEqual([copy]);
        const again = await remove(bench['_id']!, owner.cookie);
        expect(again.statusCode).toBe(404);
        expect(again.json()).toMatchObject({ message: 'That row is no longer in sheet "Tasks".' });
        await eventually(async () =>
          expect(await storedTasks()).toEqual(['Write spec', 'Build cache', 'Ship', 'Bench']),
        );
      });

      it('refuses a block without the button, a block of another sheet and an unknown column', async () => {
        const plain = await tableBlock({});
        const target = await rowNamed('Ship');
        const del = await gateway.app.inject({
          method: 'DELETE',
          url: sheetUrl(`/rows/${target['_id']}`, `&block_id=${plain}`),
          headers: { cookie: owner.cookie },
        });
        expect(del.statusCode).toBe(403);
        expect(del.json()).toMatchObject({
          message: 'You are not allowed to delete rows of this block.',
        });
        const editor = await tableBlock({ actions: [{ type: 'Edit row' }] });
        const unknown = await gateway.app.inject({
          method: 'PATCH',
          url: sheetUrl(`/rows/${target['_id']}`),
          payload: { block_id: editor, values: { Colour: 'red' } },
        });
        expect(unknown.statusCode).toBe(400);
        expect(unknown.json()).toMatchObject({ message: 'Sheet "Tasks" has no column "Colour".' });
        const missingBlock = await gateway.app.inject({
          method: 'DELETE',
          url: sheetUrl(`/rows/${target['_id']}`),
        });
        expect(missingBlock.statusCode).toBe(400);
        expect(await gateway.db.select().from(sheetsSchema.sheetRowWrites)).toEqual([]);
      });

      it("writes only the block's own columns, and only rows the block shows the writer", async () => {
        const form = await createBlock(gateway.db, {
          workspaceId: owner.workspaceId,
          boardId,
          type: 'form',
          settings: { sheet_title: 'Tasks', axis: [{ column: 'Task' }] },
        });
        const sneaky = await gateway.app.inject({
          method: 'POST',
          url: sheetUrl('/rows'),
          payload: { block_id: form, values: { Task: 'Mine', Status: 'Done' } },
        });
        expect(sneaky.statusCode).toBe(400);
        expect(sneaky.json()).toMatchObject({ message: 'This block has no field "Status".' });

        // A table limited to the signed-in user's own rows by its data filter.
        const mine = await tableBlock({
          actions: [{ type: 'Edit row' }, { type: 'Delete row' }],
          data_filter: {
            column: 'Owner',
            condition: 'Is',
            source: 'Logged in user',
            match_by: 'Email',
          },
        });
        const ann = await createOwnerSession(gateway.db, {
          email: 'ann@example.com',
          workspaceId: owner.workspaceId,
        });
        const bench = await rowNamed('Bench'); // ann's
        const cache = await rowNamed('Build cache'); // bob's
        const edit = (row: Row, cookie?: string) =>
          gateway.app.inject({
            method: 'PATCH',
            url: sheetUrl(`/rows/${row['_id']}`),
            headers: cookie ? { cookie } : {},
            payload: { block_id: mine, values: { Status: 'Done' } },
          });
        expect((await edit(bench, ann.cookie)).statusCode).toBe(200);
        const others = await edit(cache, ann.cookie);
        expect(others.statusCode).toBe(404);
        expect(others.json()).toMatchObject({ message: 'That row is no longer in sheet "Tasks".' });
        expect((await edit(bench)).statusCode).toBe(404);
        const remove = await gateway.app.inject({
          method: 'DELETE',
          url: sheetUrl(`/rows/${cache['_id']}`, `&block_id=${mine}`),
          headers: { cookie: ann.cookie },
        });
        expect(remove.statusCode).toBe(404);
      });

      it('reports writes waiting to sync, then none once the workbook has them', async () => {
        const block = await tableBlock({ add_new_row: 'Everyone' });
        const res = await gateway.app.inject({
          method: 'POST',
          url: sheetUrl('/rows'),
          payload: { block_id: block, values: { Task: 'Review' } },
        });
        expect(res.statusCode).toBe(201);
        await eventually(async () => {
          const [write] = await gateway.db.select().from(sheetsSchema.sheetRowWrites);
          expect(write).toMatchObject({ status: 'applied', kind: 'add', lastError: null });
        });
        const after = await read();
        expect(after.sync).toEqual({ pending: 0, delayed: false });
        expect(after.rows.map((row) => row['Task'])).toContain('Review');
      });
    });

    describe('answers to a form', () => {
      const formBlock = (axis: Record<string, unknown>[]) =>
        createBlock(gateway.db, {
          workspaceId: owner.workspaceId,
          boardId,
          type: 'form',
          settings: { sheet_title: 'Tasks', axis },
        });
      const answer = (
        blockId: string,
        values: Row,
        options: { honeypot?: string; ip?: string; cookie?: string } = {},
      ) =>
        gateway.app.inject({
          method: 'POST',
          url: sheetUrl('/rows'),
          payload: {
            block_id: blockId,
            values,
            ...(options.honeypot ? { honeypot: options.honeypot } : {}),
          },
          remoteAddress: options.ip ?? '198.51.100.1',
          headers: options.cookie ? { cookie: options.cookie } : {},
        });

      it('refuses answers its fields do not take, naming each field, and keeps none of them', async () => {
        const form = await formBlock([
          { column: 'Task', required: true, max_length: 20 },
          { column: 'Owner', type: 'email', label: 'E-mail' },
          { column: 'Due', type: 'date' },
          { column: 'Status', regex_validation: '^(Open|Done)$' },
        ]);
        const empty = await answer(form, { Task: ' ', Owner: 'ann@example.com' });
        expect(empty.statusCode).toBe(400);
        expect(empty.json()).toMatchObject({
          message: 'Check "Task": This field is required.',
          fields: { Task: 'This field is required.' },
        });
        const wrong = await answer(form, {
          Task: 'x'.repeat(21),
          Owner: 'ann',
          Due: '2026-02-30',
          Status: 'Later',
        });
        expect(wrong.statusCode).toBe(400);
        expect(wrong.json()).toMatchObject({
          fields: {
            Task: 'Use at most 20 characters.',
            Owner: 'Enter an e-mail address, like name@example.com.',
            Due: 'Enter a date as YYYY-MM-DD.',
            Status: 'Please enter a valid Status.',
          },
        });
        expect(wrong.json<{ message: string }>().message).toMatch(
          /^Check these fields: "Task" \(Use at most 20 characters\.\), "E-mail" \(Enter an e-mail/,
        );
        const right = await answer(form, {
          Task: 'Plan',
          Owner: 'ann@example.com',
          Due: '2026-12-01',
          Status: 'Open',
        });
        expect(right.statusCode).toBe(201);
        const tasksNow = (await read()).rows.map((row) => row['Task']);
        expect(tasksNow.filter((task) => task === 'Plan' || task === ' ')).toEqual(['Plan']);
      });

      it("stops an owner's pattern that would run for ever, and says the answer was not checked", async () => {
        const runaway = '^(a+)+$';
        const columns = ['Task', 'Owner', 'Due', 'Status'];
        const form = await formBlock(
          columns.map((column) => ({ column, regex_validation: runaway })),
        );
        const slow = `${'a'.repeat(40)}!`;
        const started = Date.now();
        const res = await answer(form, Object.fromEntries(columns.map((column) => [column, slow])));
        // One request's patterns share one time budget, however many fields run away.
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(res.statusCode).toBe(400);
        const unchecked = 'This answer could not be checked in time: shorten it.';
        expect(res.json()).toMatchObject({
          fields: Object.fromEntries(columns.map((column) => [column, unchecked])),
        });
      });

      it('refuses answers with the trap field filled in', async () => {
        const form = await formBlock([{ column: 'Task' }]);
        const res = await answer(form, { Task: 'Buy now' }, { honeypot: 'https://spam.example' });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({
          message:
            'This form was not sent: it looks filled in by a program. Reload the page and send it again.',
        });
        expect((await read()).rows.map((row) => row['Task'])).not.toContain('Buy now');
      });

      it('takes 60 answers per visitor network in 10 minutes; members are not counted', async () => {
        const form = await formBlock([{ column: 'Task' }]);
        // One IPv6 host holds a whole /64: its addresses count as one network.
        const host = (index: number) => `2001:db8:7:7::${(index + 1).toString(16)}`;
        for (let index = 0; index < ANSWERS_PER_WINDOW; index += 1) {
          const res = await answer(form, { Task: `Answer ${index}` }, { ip: host(index) });
          expect(res.statusCode).toBe(201);
        }
        const flood = await answer(form, { Task: 'One more' }, { ip: '2001:db8:7:7::ffff' });
        expect(flood.statusCode).toBe(429);
        expect(Number(flood.headers['retry-after'])).toBeGreaterThan(0);
        expect(flood.json<{ message: string }>().message).toMatch(
          /^Too many answers sent from your network\. Please try again in \d+ minutes?\.$/,
        );
        expect((await answer(form, { Task: 'Other' }, { ip: '2001:db8:7:8::1' })).statusCode).toBe(
          201,
        );
        const member = await answer(
          form,
          { Task: 'Owner' },
          { ip: '2001:db8:7:7::1', cookie: owner.cookie },
        );
        expect(member.statusCode).toBe(201);
      });
    });

    describe('filters, sort and getSpreadsheetData', () => {
      it("applies the block's filters, the viewer's filter bar, the URL filters and the search", async () => {
        const block = await tableBlock({
          filters: [
            {
              name: 'status',
              active: true,
              condition: '=',
              sheet_column: { sheet: 'Tasks', column: 'Status' },
              value: 'Open',
            },
          ],
        });
        const names = (answer: SheetAnswer) => answer.rows.map((row) => row['Task']);
        expect(names(await read(`&block_id=${block}`))).toEqual(['Build cache', 'Bench', 'Ship']);
        // The URL's filters=status:Done overrides the block filter's value.
        expect(names(await read(`&block_id=${block}&_filters=status%3ADone`))).toEqual([
          'Write spec',
        ]);
        const bar = JSON.stringify([
          {
            name: 'due',
            condition: 'date',
            sheet_column: { sheet: 'Tasks', column: 'Due' },
            value: '2026-11-01||2026-11-30',
          },
        ]);
        expect(names(await read(`&block_id=${block}&filter=${encodeURIComponent(bar)}`))).toEqual([
          'Build cache',
        ]);
        expect(names(await read(`&block_id=${block}&search=ann,cat`))).toEqual(['Bench', 'Ship']);
        const bad = await gateway.app.inject({
          method: 'GET',
          url: sheetUrl('', `&block_id=${block}&filter=%5Bnope`),
        });
        expect(bad.statusCode).toBe(400);
        expect(bad.json()).toMatchObject({ message: 'The filter is not valid: it is not JSON.' });
        const unknown = await gateway.app.inject({
          method: 'GET',
          url: sheetUrl('', '&block_id=nope'),
        });
        expect(unknown.statusCode).toBe(404);
      });

      it('resolves "current user" to the signed-in e-mail, never to one a visitor sends', async () => {
        const mine = await tableBlock({
          filters: [
            {
              name: 'mine',
              condition: '=',
              sheet_column: { sheet: 'Tasks', column: 'Owner' },
              value: 'current user',
            },
          ],
        });
        expect((await read(`&block_id=${mine}&_email=ann%40example.com`)).rows).toEqual([]);
        const ann = await createOwnerSession(gateway.db, {
          email: 'ann@example.com',
          workspaceId: owner.workspaceId,
        });
        const answer = await read(`&block_id=${mine}`, ann.cookie);
        expect(answer.rows.map((row) => row['Task'])).toEqual(['Write spec', 'Bench']);
      });

      it('sorts after filtering and pages the result', async () => {
        const answer = await read('&sort=-Task&page=2&page_size=2');
        expect(answer.total).toBe(4);
        expect(answer.rows.map((row) => row['Task'])).toEqual(['Build cache', 'Bench']);
      });

      it('answers every sheet of the spreadsheet on POST /v3/getSpreadsheetData', async () => {
        const payload = { board: '/tasks', referer: 'http://localhost:3000/tasks', page_size: 2 };
        // Whole sheets without a block's filters are for the workspace's editors only.
        const guest = await gateway.app.inject({
          method: 'POST',
          url: '/v3/getSpreadsheetData',
          payload,
        });
        expect(guest.statusCode).toBe(404);
        const res = await gateway.app.inject({
          method: 'POST',
          url: '/v3/getSpreadsheetData',
          headers: { cookie: owner.cookie },
          payload,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ sheets: (SheetAnswer & { title: string })[] }>();
        expect(body.sheets).toHaveLength(1);
        expect(body.sheets[0]).toMatchObject({ title: 'Tasks', total: 4, page_size: 2 });
        expect(body.sheets[0]!.rows).toHaveLength(2);
        const none = await gateway.app.inject({
          method: 'POST',
          url: '/v3/getSpreadsheetData',
          headers: { cookie: owner.cookie },
          payload: { board: '/nothing' },
        });
        expect(none.statusCode).toBe(404);
      });
    });
  },
);
