import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { MemoryCacheAdapter } from '@tessera/platform';
import { startFakeGoogleSheets, type FakeGoogleSheets } from '@tessera/testing';
import { describeConnectorContract } from '../connector.contract.js';
import type { SheetContent } from '../spreadsheet-connector.port.js';
import { refreshTokenCredential } from './google-credentials.js';
import {
  GoogleColumnNotFoundError,
  GoogleRowNotFoundError,
  GoogleSpreadsheetNotFoundError,
} from './google-errors.js';
import { GoogleQuota } from './google-quota.js';
import { GoogleSheetsConnector } from './google-sheets.connector.js';

let fake: FakeGoogleSheets;
beforeAll(async () => {
  fake = await startFakeGoogleSheets();
});
afterAll(async () => fake.close());

function connectorFor(spreadsheetId: string): GoogleSheetsConnector {
  const oauth = { ...fake.oauthClient, redirectUri: 'http://localhost/connect' };
  const credential = refreshTokenCredential(
    oauth,
    fake.issueRefreshToken('owner@example.com'),
    'owner@example.com',
    fake.endpoints,
  );
  const quota = new GoogleQuota(new MemoryCacheAdapter(), {
    perUserPerMinute: 10_000,
    perProjectPerMinute: 10_000,
  });
  return new GoogleSheetsConnector(spreadsheetId, credential, fake.endpoints, quota, {
    retry: { sleep: () => Promise.resolve() },
  });
}

async function readSheet(connector: GoogleSheetsConnector, title: string): Promise<SheetContent> {
  const result = (await connector.readSheets([title])).get(title);
  if (!result?.ok) throw new Error(result?.ok === false ? result.error : 'no result');
  return result.sheet;
}

describeConnectorContract('google sheets (fake server)', (initial) => {
  const spreadsheetId = fake.addSpreadsheet({
    title: 'Contract',
    sheets: initial.map((sheet) => ({
      title: sheet.title,
      values: [sheet.columns, ...sheet.rows],
    })),
  });
  return Promise.resolve({
    connector: connectorFor(spreadsheetId),
    close: () => Promise.resolve(),
  });
});

describe('GoogleSheetsConnector against the fake Google Sheets', () => {
  let spreadsheetId: string;
  let connector: GoogleSheetsConnector;
  const header = ['Name', 'Price'];
  beforeEach(() => {
    spreadsheetId = fake.addSpreadsheet({
      title: 'Shop',
      sheets: [
        { title: 'Stock list', values: [header, ['Tea', '2'], ['Coffee', '3'], ['Cake', '4']] },
      ],
    });
    connector = connectorFor(spreadsheetId);
  });

  it('adds an _id column after the data on first read and writes the ids there, RAW', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    const ids = sheet.rows.map((row) => row.id);
    expect(fake.values(spreadsheetId, 'Stock list')).toEqual([
      ['Name', 'Price', '_id'],
      ['Tea', '2', ids[0]],
      ['Coffee', '3', ids[1]],
      ['Cake', '4', ids[2]],
    ]);
  });

  it('puts the _id column right of data that has no header, never over it', async () => {
    fake.setValues(spreadsheetId, 'Stock list', [header, ['Tea', '2', 'note'], ['Coffee', '3']]);
    const sheet = await readSheet(connector, 'Stock list');
    expect(fake.values(spreadsheetId, 'Stock list')[0]).toEqual(['Name', 'Price', '', '_id']);
    expect(fake.values(spreadsheetId, 'Stock list')[1]).toEqual([
      'Tea',
      '2',
      'note',
      sheet.rows[0]!.id,
    ]);
    // The unnamed column now lies left of _id, so it is read as "Column 3".
    expect(sheet.columns).toEqual(['Name', 'Price', 'Column 3']);
  });

  it('grows a full 26-column grid by one column for _id', async () => {
    const columns = Array.from({ length: 26 }, (_, i) => `C${i + 1}`);
    const id = fake.addSpreadsheet({
      title: 'Full',
      sheets: [{ title: 'Full', values: [columns, columns] }],
    });
    expect(fake.grid(id, 'Full').columnCount).toBe(26);
    await readSheet(connectorFor(id), 'Full');
    expect(fake.grid(id, 'Full').columnCount).toBe(27);
    expect(fake.values(id, 'Full')[0]![26]).toBe('_id');
  });

  it('updates and deletes the right rows after the rows were sorted in Google Sheets', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    const [tea, coffee] = sheet.rows;
    const [head, teaLine, coffeeLine, cakeLine] = fake.values(spreadsheetId, 'Stock list');
    // Sorted by price, descending: Cake, Coffee, Tea.
    fake.setValues(spreadsheetId, 'Stock list', [head!, cakeLine!, coffeeLine!, teaLine!]);
    await connector.updateRow('Stock list', tea!.id, { Price: '2.20' });
    await connector.deleteRow('Stock list', coffee!.id);
    expect(fake.values(spreadsheetId, 'Stock list')).toEqual([
      head,
      cakeLine,
      [],
      ['Tea', '2.20', tea!.id],
    ]);
  });

  it('updates the right row after a row was inserted above it, and gives the new row an id', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    const [head, ...rows] = fake.values(spreadsheetId, 'Stock list');
    fake.setValues(spreadsheetId, 'Stock list', [head!, ['Scone', '5'], ...rows]);
    await connector.updateRow('Stock list', sheet.rows[0]!.id, { Name: 'Green tea' });
    expect(fake.values(spreadsheetId, 'Stock list').slice(1, 3)).toEqual([
      ['Scone', '5'],
      ['Green tea', '2', sheet.rows[0]!.id],
    ]);
    const after = await readSheet(connector, 'Stock list');
    expect(after.rows.map((row) => row.values['Name'])).toEqual([
      'Scone',
      'Green tea',
      'Coffee',
      'Cake',
    ]);
    expect(after.rows.slice(1).map((row) => row.id)).toEqual(sheet.rows.map((row) => row.id));
    expect(fake.values(spreadsheetId, 'Stock list')[1]).toEqual(['Scone', '5', after.rows[0]!.id]);
  });

  it('gives a row copied in the spreadsheet (same _id twice) an id of its own', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    const lines = fake.values(spreadsheetId, 'Stock list');
    fake.setValues(spreadsheetId, 'Stock list', [...lines, ['Tea copy', '2', sheet.rows[0]!.id]]);
    const after = await readSheet(connector, 'Stock list');
    expect(after.rows[0]!.id).toBe(sheet.rows[0]!.id);
    expect(new Set(after.rows.map((row) => row.id)).size).toBe(4);
  });

  it('skips cleared rows and keeps reading the rows under them', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    await connector.deleteRow('Stock list', sheet.rows[1]!.id);
    expect(fake.values(spreadsheetId, 'Stock list')[2]).toEqual([]);
    const after = await readSheet(connector, 'Stock list');
    expect(after.rows.map((row) => row.values['Name'])).toEqual(['Tea', 'Cake']);
  });

  it('names empty and repeated headers so every column stays usable', async () => {
    fake.setValues(spreadsheetId, 'Stock list', [
      ['Name', '', 'Name', ' _id '],
      ['Tea', 'x', 'Chai', 'id-1'],
    ]);
    const sheet = await readSheet(connector, 'Stock list');
    expect(sheet.columns).toEqual(['Name', 'Column 2', 'Name (2)']);
    expect(sheet.rows).toEqual([
      { id: 'id-1', values: { Name: 'Tea', 'Column 2': 'x', 'Name (2)': 'Chai' } },
    ]);
    await connector.updateRow('Stock list', 'id-1', { 'Name (2)': 'Masala chai' });
    expect(fake.values(spreadsheetId, 'Stock list')[1]).toEqual([
      'Tea',
      'x',
      'Masala chai',
      'id-1',
    ]);
  });

  it('appends into an empty sheet, adding the _id header', async () => {
    const id = fake.addSpreadsheet({
      title: 'Blank',
      sheets: [{ title: 'Sheet1', values: [['Name', 'Price']] }],
    });
    const blank = connectorFor(id);
    expect((await readSheet(blank, 'Sheet1')).rows).toEqual([]);
    await blank.appendRow('Sheet1', { id: 'row-1', values: { Name: 'Tea', Price: '2' } });
    expect(fake.values(id, 'Sheet1')).toEqual([
      ['Name', 'Price', '_id'],
      ['Tea', '2', 'row-1'],
    ]);
  });

  it('writes an appended row from column A even when column A is empty above it', async () => {
    fake.setValues(spreadsheetId, 'Stock list', [
      ['', 'Name', '_id'],
      ['', 'Tea', 'id-1'],
    ]);
    await connector.appendRow('Stock list', {
      id: 'row-2',
      values: { 'Column 1': 'a', Name: 'Coffee' },
    });
    expect(fake.values(spreadsheetId, 'Stock list')[2]).toEqual(['a', 'Coffee', 'row-2']);
    await connector.appendRow('Stock list', { id: 'row-3', values: { Name: 'Cake' } });
    expect(fake.values(spreadsheetId, 'Stock list')[3]).toEqual(['', 'Cake', 'row-3']);
  });

  it('refuses an update of an unknown row or column with a clear error', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    await expect(connector.updateRow('Stock list', 'no-such-row', { Price: '1' })).rejects.toThrow(
      new GoogleRowNotFoundError('Stock list', 'no-such-row'),
    );
    await expect(
      connector.updateRow('Stock list', sheet.rows[0]!.id, { Colour: 'red' }),
    ).rejects.toThrow(GoogleColumnNotFoundError);
  });

  it('reads the header and the _id column in one call when it knows where _id is', async () => {
    const sheet = await readSheet(connector, 'Stock list');
    fake.resetCounters();
    await connector.updateRow('Stock list', sheet.rows[0]!.id, { Price: '1' });
    expect(fake.requests).toEqual({ read: 1, write: 1, token: 0, metadata: 0 });
  });

  it("reads the spreadsheet's own title", async () => {
    expect(await connector.spreadsheetTitle()).toBe('Shop');
  });

  it('reports a spreadsheet that does not exist', async () => {
    await expect(connectorFor('no-such-spreadsheet').listSheets()).rejects.toThrow(
      GoogleSpreadsheetNotFoundError,
    );
  });
});
