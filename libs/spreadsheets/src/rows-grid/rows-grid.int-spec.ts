import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HOOK_TIMEOUT, useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import {
  createBoardOnCsv,
  createOwnerSession,
  eventually,
  type OwnerSession,
} from '@tessera/testing';
import * as sheetsSchema from '../db/schema.js';
import { SpreadsheetsService } from '../spreadsheets.service.js';

jest.setTimeout(60_000);

type Row = Record<string, string>;
type Page = { columns: string[]; rows: Row[]; total: number; page: number; page_size: number };

const people = [
  ['Name', 'Role'],
  ['Ann', 'Lead'],
  ['Bob', 'Cook'],
  ['Cat', 'Host'],
];

describe.each(testDatabaseAdapters('rows_grid'))(
  "the owner's rows grid on %s",
  (_kind, options) => {
    const gateway = useTestGateway(options);
    let owner: OwnerSession;
    let spreadsheetId: string;

    beforeEach(async () => {
      owner = await createOwnerSession(gateway.db);
      ({ spreadsheetId } = await createBoardOnCsv(
        gateway.db,
        gateway.app.get(SpreadsheetsService),
        {
          workspaceId: owner.workspaceId,
          title: 'People',
          rows: people,
          slug: `people-${Date.now()}`,
        },
      ));
    }, HOOK_TIMEOUT);

    const rowsUrl = (suffix = '', id = spreadsheetId) =>
      `/api/spreadsheets/${id}/sheets/People/rows${suffix}`;
    const call = (
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
      url: string,
      payload?: Record<string, unknown>,
      cookie: string | null = owner.cookie,
    ) =>
      gateway.app.inject({
        method,
        url,
        headers: cookie ? { cookie } : {},
        ...(payload ? { payload } : {}),
      });
    const page = async (query = '') => {
      const res = await call('GET', rowsUrl(query));
      expect(res.statusCode).toBe(200);
      return res.json<Page>();
    };
    const names = async () => (await page()).rows.map((row) => row['Name']);

    it('pages and searches every row of the sheet', async () => {
      expect(await page('?page_size=2')).toMatchObject({
        columns: ['Name', 'Role'],
        rows: [{ Name: 'Ann' }, { Name: 'Bob' }],
        total: 3,
        page: 1,
        page_size: 2,
      });
      expect((await page('?search=cook')).rows).toEqual([
        expect.objectContaining({ Name: 'Bob', Role: 'Cook' }),
      ]);
    });

    it('adds, edits and deletes rows, shown at once and written to the spreadsheet', async () => {
      const added = await call('POST', rowsUrl(), { values: { Name: 'Dan', Role: 'Chef' } });
      expect(added.statusCode).toBe(201);
      const dan = added.json<{ row: Row }>().row;
      expect(dan).toMatchObject({ Name: 'Dan', Role: 'Chef' });

      const bob = (await page()).rows.find((row) => row['Name'] === 'Bob')!;
      const edited = await call('PATCH', rowsUrl(`/${bob['_id']}`), { values: { Role: 'Baker' } });
      expect(edited.statusCode).toBe(200);
      expect(edited.json<{ row: Row }>().row).toMatchObject({ Name: 'Bob', Role: 'Baker' });

      const deleted = await call('DELETE', rowsUrl(`/${dan['_id']}`));
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json()).toEqual({ deleted: dan['_id'] });
      expect(await names()).toEqual(['Ann', 'Bob', 'Cat']);
      expect((await page()).rows[1]).toMatchObject({ Role: 'Baker' });

      await eventually(async () => {
        const stored = await gateway.db
          .select({ values: sheetsSchema.sheetRows.values })
          .from(sheetsSchema.sheetRows)
          .orderBy(sheetsSchema.sheetRows.position);
        expect(stored.map((row) => row.values)).toEqual([
          { Name: 'Ann', Role: 'Lead' },
          { Name: 'Bob', Role: 'Baker' },
          { Name: 'Cat', Role: 'Host' },
        ]);
      });
    });

    it('says what is wrong: an unknown column, an empty row, a row that is gone, a sheet that is not', async () => {
      const unknown = await call('POST', rowsUrl(), { values: { Age: '3' } });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'Sheet "People" has no column "Age".' });
      const empty = await call('POST', rowsUrl(), { values: { Name: ' ' } });
      expect(empty.json()).toMatchObject({ message: 'Fill in at least one field.' });
      const gone = await call('PATCH', rowsUrl('/no-such-row'), { values: { Name: 'X' } });
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toMatchObject({ message: 'That row is no longer in sheet "People".' });
      const sheet = await call('GET', `/api/spreadsheets/${spreadsheetId}/sheets/Nope/rows`);
      expect(sheet.statusCode).toBe(404);
      expect(await names()).toEqual(['Ann', 'Bob', 'Cat']);
    });

    it('is only for the workspace’s members from the dashboard', async () => {
      const stranger = await createOwnerSession(gateway.db);
      const appSession = await createOwnerSession(gateway.db, {
        workspaceId: owner.workspaceId,
        appId: 'some-app',
      });
      for (const cookie of [null, stranger.cookie, appSession.cookie]) {
        const read = await call('GET', rowsUrl(), undefined, cookie);
        expect([401, 404]).toContain(read.statusCode);
        const add = await call('POST', rowsUrl(), { values: { Name: 'Eve' } }, cookie);
        expect([401, 404]).toContain(add.statusCode);
      }
      expect((await call('GET', rowsUrl('', 'no-such-spreadsheet'))).statusCode).toBe(404);
      expect(await names()).toEqual(['Ann', 'Bob', 'Cat']);
    });

    it('renames the spreadsheet, refusing an empty name', async () => {
      const renamed = await call('PATCH', `/api/spreadsheets/${spreadsheetId}`, { name: 'Team' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json()).toMatchObject({ id: spreadsheetId, name: 'Team' });
      const empty = await call('PATCH', `/api/spreadsheets/${spreadsheetId}`, { name: '  ' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json<{ message: string }>().message).toContain(
        'Enter a name for the spreadsheet.',
      );
      const stranger = await createOwnerSession(gateway.db);
      const theirs = await call(
        'PATCH',
        `/api/spreadsheets/${spreadsheetId}`,
        { name: 'Mine' },
        stranger.cookie,
      );
      expect(theirs.statusCode).toBe(404);
    });
  },
);
