import { describe, expect, it } from '@jest/globals';
import { buildCsv, buildXlsx } from '@tessera/testing';
import ExcelJS from 'exceljs';
import { spreadsheetName } from '@tessera/domain';
import { checkWorkbook, parseWorkbook } from './parse-workbook.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';

async function rejection(run: () => unknown) {
  try {
    await run();
  } catch (error) {
    if (error instanceof WorkbookRejectedError)
      return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

/** A zip with one stored entry whose declared inflated size is `size` bytes. */
function zipDeclaring(name: string, size: number): Buffer {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  const entry = Buffer.alloc(46);
  entry.writeUInt32LE(0x02014b50, 0);
  entry.writeUInt32LE(size, 24);
  entry.writeUInt16LE(nameBytes.length, 28);
  const directoryOffset = local.length + nameBytes.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(entry.length + nameBytes.length, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return Buffer.concat([local, nameBytes, entry, nameBytes, end]);
}

describe('parseWorkbook with XLSX', () => {
  it('turns every worksheet with data into a sheet, values as the owner sees them', async () => {
    const bytes = await buildXlsx([
      {
        title: 'Products',
        rows: [
          ['Name', 'Price', 'Added On', 'Delivered At', 'Opens', 'Total', 'Site', 'Blurb', 'Live'],
          [
            'Lamp',
            19.9,
            new Date(Date.UTC(2024, 2, 5)),
            new Date(Date.UTC(2024, 2, 5, 14, 30)),
            new Date(Date.UTC(1899, 11, 30, 9, 15, 30)),
            { formula: 'B2*2', result: 39.8 },
            { text: 'Shop', hyperlink: 'https://shop.example' },
            { richText: [{ text: 'Bright ' }, { text: 'and warm', font: { bold: true } }] },
            true,
          ],
          [
            'Chair',
            0.1 + 0.2,
            null,
            null,
            null,
            { formula: '1/0', result: { error: '#DIV/0!' } },
            { text: 'https://chairs.example', hyperlink: 'https://chairs.example' },
            '',
            false,
          ],
        ],
        numFmt: { 3: 'yyyy-mm-dd', 4: 'yyyy-mm-dd hh:mm', 5: 'hh:mm:ss' },
      },
      { title: 'Empty', rows: [] },
      { title: 'Stores', rows: [['Store'], ['North']] },
    ]);

    const { sheets } = await parseWorkbook({ fileName: 'shop.xlsx', bytes });
    expect(sheets.map((s) => s.title)).toEqual(['Products', 'Stores']);
    expect(sheets[0]?.rows).toEqual([
      {
        Name: 'Lamp',
        Price: '19.9',
        'Added On': '2024-03-05',
        'Delivered At': '2024-03-05T14:30',
        Opens: '09:15:30',
        Total: '39.8',
        Site: 'Shop',
        Blurb: 'Bright and warm',
        Live: 'TRUE',
      },
      {
        Name: 'Chair',
        Price: '0.3',
        'Added On': '',
        'Delivered At': '',
        Opens: '',
        Total: '#DIV/0!',
        Site: 'https://chairs.example',
        Blurb: '',
        Live: 'FALSE',
      },
    ]);
    expect(sheets[1]).toEqual({ title: 'Stores', columns: ['Store'], rows: [{ Store: 'North' }] });
  });

  it('keeps the value of a merged range in its first cell only', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Merged');
    sheet.addRow(['A', 'B']);
    sheet.mergeCells('A2:B2');
    sheet.getCell('A2').value = 'both';
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const { sheets } = await parseWorkbook({ fileName: 'm.xlsx', bytes });
    expect(sheets[0]?.rows).toEqual([{ A: 'both', B: '' }]);
  });

  it('refuses a workbook whose worksheets are all empty', async () => {
    const bytes = await buildXlsx([{ title: 'Sheet1', rows: [] }]);
    expect(await rejection(() => parseWorkbook({ fileName: 'x.xlsx', bytes }))).toEqual({
      status: 400,
      message: 'The file has no sheet with data. Put the column names in the first row.',
    });
  });

  it('names the worksheet in header errors', async () => {
    const bytes = await buildXlsx([
      { title: 'Fine', rows: [['A']] },
      { title: 'Orders', rows: [['Email', 'email', 'Email']] },
    ]);
    expect(await rejection(() => parseWorkbook({ fileName: 'x.xlsx', bytes }))).toEqual({
      status: 400,
      message: 'Sheet "Orders" has duplicate column headers: Email.',
    });
  });

  it('refuses a zip that is not a workbook', async () => {
    const bytes = zipDeclaring('word/document.xml', 10);
    expect(await rejection(() => parseWorkbook({ fileName: 'x.xlsx', bytes }))).toEqual({
      status: 415,
      message: 'Upload a CSV or XLSX file.',
    });
  });

  it('refuses a workbook that inflates beyond 100 MB before inflating it', async () => {
    const bytes = zipDeclaring('xl/workbook.xml', 300 * 1024 * 1024);
    expect(await rejection(() => parseWorkbook({ fileName: 'bomb.xlsx', bytes }))).toEqual({
      status: 413,
      message: 'The XLSX file is too large once uncompressed (more than 100 MB).',
    });
  });

  it('refuses a workbook that cannot be read', async () => {
    const bytes = zipDeclaring('xl/workbook.xml', 10);
    expect((await rejection(() => parseWorkbook({ fileName: 'x.xlsx', bytes }))).message).toBe(
      'The XLSX file could not be read. Open it in your spreadsheet program, save it again and retry.',
    );
  });
});

describe('parseWorkbook file checks', () => {
  const csv = buildCsv([['Name'], ['Ada']]);

  it('names the sheet of a CSV after the file', async () => {
    const { sheets } = await parseWorkbook({ fileName: 'C:\\fakepath\\Team List.csv', bytes: csv });
    expect(sheets).toEqual([{ title: 'Team List', columns: ['Name'], rows: [{ Name: 'Ada' }] }]);
  });

  it('decides the format by content, refusing names that contradict it', async () => {
    expect((await parseWorkbook({ fileName: 'export', bytes: csv })).sheets).toHaveLength(1);
    const xlsx = await buildXlsx([{ title: 'S', rows: [['A']] }]);
    expect((await parseWorkbook({ fileName: 'download', bytes: xlsx })).sheets).toHaveLength(1);
    const refused = { status: 415, message: 'Upload a CSV or XLSX file.' };
    expect(await rejection(() => parseWorkbook({ fileName: 'a.xlsx', bytes: csv }))).toEqual(
      refused,
    );
    expect(await rejection(() => parseWorkbook({ fileName: 'a.csv', bytes: xlsx }))).toEqual(
      refused,
    );
    expect(await rejection(() => parseWorkbook({ fileName: 'a.pdf', bytes: csv }))).toEqual(
      refused,
    );
  });

  it('refuses images, PDFs and legacy .xls files by their first bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x41]);
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const pdf = Buffer.from('%PDF-1.7\nhello\n');
    for (const bytes of [png, xls, pdf])
      expect((await rejection(() => parseWorkbook({ fileName: 'upload', bytes }))).status).toBe(
        415,
      );
  });

  it('refuses an empty file and one over 20 MB', async () => {
    expect(
      await rejection(() => parseWorkbook({ fileName: 'a.csv', bytes: Buffer.alloc(0) })),
    ).toEqual({
      status: 400,
      message: 'The file is empty.',
    });
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0x41);
    expect(await rejection(() => parseWorkbook({ fileName: 'a.csv', bytes: big }))).toEqual({
      status: 413,
      message: 'The file is larger than 20 MB.',
    });
  });
});

describe('checkWorkbook', () => {
  const sheet = (title: string, rows: number) => ({
    title,
    columns: ['N'],
    rows: Array.from({ length: rows }, () => ({ N: '1' })),
  });

  it('counts rows over all sheets against the 200,000 limit', async () => {
    expect(checkWorkbook([sheet('A', 100_000), sheet('B', 100_000)]).sheets).toHaveLength(2);
    expect(
      (await rejection(() => checkWorkbook([sheet('A', 100_000), sheet('B', 100_001)]))).message,
    ).toBe('The file has more than 200,000 rows. Split it into smaller files.');
  });

  it('refuses two sheets with the same title', async () => {
    expect((await rejection(() => checkWorkbook([sheet('A', 1), sheet('A', 1)]))).message).toBe(
      'The file has more than one sheet named "A".',
    );
  });
});

describe('spreadsheetName', () => {
  it('is the file name without its extension', () => {
    expect(spreadsheetName('Sales 2024.xlsx')).toBe('Sales 2024');
    expect(spreadsheetName('report v1.2')).toBe('report v1.2');
    expect(spreadsheetName('.csv')).toBe('Untitled spreadsheet');
  });
});
