import { afterEach, describe, expect, it } from '@jest/globals';
import type { SheetContent, SpreadsheetConnector } from './spreadsheet-connector.port.js';

/** A sheet to start from: its header and its rows (which may be shorter than the header). */
export type ContractSheet = { title: string; columns: string[]; rows: string[][] };
export type OpenedConnector = { connector: SpreadsheetConnector; close(): Promise<void> };

const products: ContractSheet = {
  title: 'Products',
  columns: ['Name', 'Price'],
  rows: [
    ['Tea', '2.50'],
    ['Coffee', '3.00'],
    ['Cake', '4.20'],
  ],
};
const orders: ContractSheet = {
  title: 'Orders',
  columns: ['Order', 'Product', 'Quantity'],
  rows: [['A-1', 'Tea', '2']],
};

async function readSheet(connector: SpreadsheetConnector, title: string): Promise<SheetContent> {
  const result = (await connector.readSheets([title])).get(title);
  if (!result?.ok)
    throw new Error(`Reading "${title}" failed: ${result ? result.error : 'no result'}`);
  return result.sheet;
}

const valuesOf = (sheet: SheetContent) => sheet.rows.map((row) => row.values);

/**
 * The behaviour every spreadsheet connector must have (uploaded workbooks and Google Sheets).
 * `open` starts a spreadsheet holding exactly the sheets given, shared with no other test.
 */
export function describeConnectorContract(
  name: string,
  open: (initial: ContractSheet[]) => Promise<OpenedConnector>,
): void {
  describe(`spreadsheet connector contract: ${name}`, () => {
    let opened: OpenedConnector | undefined;
    const start = async (initial: ContractSheet[] = [products, orders]) => {
      opened = await open(initial);
      return opened.connector;
    };
    afterEach(async () => {
      await opened?.close();
      opened = undefined;
    });

    it('lists every sheet with its columns, without _id', async () => {
      const connector = await start();
      expect(await connector.listSheets()).toEqual([
        { title: 'Products', columns: ['Name', 'Price'] },
        { title: 'Orders', columns: ['Order', 'Product', 'Quantity'] },
      ]);
    });

    it('reads rows in sheet order, with ids that stay the same from one read to the next', async () => {
      const connector = await start();
      const first = await readSheet(connector, 'Products');
      expect(first.columns).toEqual(['Name', 'Price']);
      expect(valuesOf(first)).toEqual([
        { Name: 'Tea', Price: '2.50' },
        { Name: 'Coffee', Price: '3.00' },
        { Name: 'Cake', Price: '4.20' },
      ]);
      const ids = first.rows.map((row) => row.id);
      expect(new Set(ids).size).toBe(3);
      expect(ids.every((id) => id !== '')).toBe(true);
      expect((await readSheet(connector, 'Products')).rows.map((row) => row.id)).toEqual(ids);
    });

    it('reads several sheets at once, and an unknown title fails alone', async () => {
      const connector = await start();
      const results = await connector.readSheets(['Products', 'Missing', 'Orders']);
      const missing = results.get('Missing');
      expect(missing?.ok).toBe(false);
      expect(missing?.ok === false && missing.error).toContain('Missing');
      const productsRead = results.get('Products');
      const ordersRead = results.get('Orders');
      expect(productsRead?.ok && productsRead.sheet.rows).toHaveLength(3);
      expect(ordersRead?.ok && valuesOf(ordersRead.sheet)).toEqual([
        { Order: 'A-1', Product: 'Tea', Quantity: '2' },
      ]);
    });

    it('appends a row under the given id; it is read last, missing columns empty', async () => {
      const connector = await start();
      await readSheet(connector, 'Products');
      await connector.appendRow('Products', { id: 'row-scone', values: { Name: 'Scone' } });
      const sheet = await readSheet(connector, 'Products');
      expect(sheet.rows).toHaveLength(4);
      expect(sheet.rows[3]).toEqual({ id: 'row-scone', values: { Name: 'Scone', Price: '' } });
    });

    it('appends a row once: appending its id again (a retried write) gives it the new values', async () => {
      const connector = await start();
      await readSheet(connector, 'Products');
      await connector.appendRow('Products', {
        id: 'row-tart',
        values: { Name: 'Tart', Price: '5' },
      });
      await connector.appendRow('Products', {
        id: 'row-tart',
        values: { Name: 'Tart', Price: '6' },
      });
      const sheet = await readSheet(connector, 'Products');
      expect(sheet.rows.filter((row) => row.id === 'row-tart')).toEqual([
        { id: 'row-tart', values: { Name: 'Tart', Price: '6' } },
      ]);
      expect(sheet.rows).toHaveLength(4);
    });

    it('updates only the given columns of the row named by its id', async () => {
      const connector = await start();
      const before = await readSheet(connector, 'Products');
      const coffee = before.rows[1]!;
      await connector.updateRow('Products', coffee.id, { Price: '3.40' });
      const after = await readSheet(connector, 'Products');
      expect(after.rows).toEqual([
        before.rows[0],
        { id: coffee.id, values: { Name: 'Coffee', Price: '3.40' } },
        before.rows[2],
      ]);
    });

    it('deletes the row named by its id, and deleting it again is not an error', async () => {
      const connector = await start();
      const before = await readSheet(connector, 'Products');
      await connector.deleteRow('Products', before.rows[0]!.id);
      expect((await readSheet(connector, 'Products')).rows).toEqual(before.rows.slice(1));
      await expect(connector.deleteRow('Products', before.rows[0]!.id)).resolves.toBeUndefined();
      expect((await readSheet(connector, 'Products')).rows).toEqual(before.rows.slice(1));
    });

    it('stores formula-looking text as text', async () => {
      const formula = '=IMPORTXML("http://x","//a")';
      const connector = await start();
      const before = await readSheet(connector, 'Products');
      await connector.appendRow('Products', {
        id: 'row-formula',
        values: { Name: formula, Price: '=1+1' },
      });
      await connector.updateRow('Products', before.rows[0]!.id, { Name: formula });
      const after = await readSheet(connector, 'Products');
      expect(after.rows[0]!.values['Name']).toBe(formula);
      expect(after.rows[3]).toEqual({
        id: 'row-formula',
        values: { Name: formula, Price: '=1+1' },
      });
    });

    it('keeps a 50,000-character cell whole', async () => {
      const long = 'Long text. '.repeat(5_000).slice(0, 50_000);
      const connector = await start();
      const before = await readSheet(connector, 'Products');
      await connector.appendRow('Products', { id: 'row-long', values: { Name: long, Price: '1' } });
      await connector.updateRow('Products', before.rows[0]!.id, { Price: long });
      const after = await readSheet(connector, 'Products');
      expect(after.rows[3]!.values['Name']).toBe(long);
      expect(after.rows[0]!.values['Price']).toBe(long);
    });

    it('works with 200 columns', async () => {
      const columns = Array.from({ length: 200 }, (_, i) => `Field ${i + 1}`);
      const wide = { title: 'Wide', columns, rows: [columns.map((_, i) => `value ${i + 1}`)] };
      const connector = await start([wide]);
      expect(await connector.listSheets()).toEqual([{ title: 'Wide', columns }]);
      const [row] = (await readSheet(connector, 'Wide')).rows;
      expect(row!.values['Field 200']).toBe('value 200');
      await connector.updateRow('Wide', row!.id, { 'Field 200': 'changed' });
      await connector.appendRow('Wide', {
        id: 'row-wide',
        values: { 'Field 1': 'first', 'Field 200': 'last' },
      });
      const after = await readSheet(connector, 'Wide');
      expect(after.columns).toEqual(columns);
      expect(after.rows[0]!.values['Field 200']).toBe('changed');
      expect(after.rows[0]!.values['Field 199']).toBe('value 199');
      expect(after.rows[1]!.values).toMatchObject({
        'Field 1': 'first',
        'Field 2': '',
        'Field 200': 'last',
      });
    });

    it('pads rows shorter than the header with empty values', async () => {
      const ragged = {
        title: 'Ragged',
        columns: ['A', 'B', 'C'],
        rows: [['1'], ['1', '2'], ['1', '2', '3']],
      };
      const connector = await start([ragged]);
      expect(valuesOf(await readSheet(connector, 'Ragged'))).toEqual([
        { A: '1', B: '', C: '' },
        { A: '1', B: '2', C: '' },
        { A: '1', B: '2', C: '3' },
      ]);
    });
  });
}
