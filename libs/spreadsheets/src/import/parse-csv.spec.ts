import { describe, expect, it } from '@jest/globals';
import { buildCsv } from '@tessera/testing';
import { detectDelimiter, parseCsv } from './parse-csv.js';
import { WorkbookRejectedError } from './workbook-rejected.error.js';

const text = (s: string) => Buffer.from(s, 'utf8');

function rejection(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof WorkbookRejectedError)
      return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected the file to be rejected');
}

describe('parseCsv', () => {
  it('takes the columns from the header row and keeps every value as text', () => {
    const sheet = parseCsv(
      'People',
      buildCsv([
        ['Name', 'Age', 'Note'],
        ['Ada', '36', 'says "hi", twice'],
        ['Linus', '0042', 'line one\nline two'],
      ]),
    );
    expect(sheet).toEqual({
      title: 'People',
      columns: ['Name', 'Age', 'Note'],
      rows: [
        { Name: 'Ada', Age: '36', Note: 'says "hi", twice' },
        { Name: 'Linus', Age: '0042', Note: 'line one\nline two' },
      ],
    });
  });

  it('pads short rows and cuts long rows to the header width, and skips blank rows', () => {
    const sheet = parseCsv('S', text('A,B,C\n1\n\n,,\n1,2,3,4\n'));
    expect(sheet.rows).toEqual([
      { A: '1', B: '', C: '' },
      { A: '1', B: '2', C: '3' },
    ]);
  });

  it('trims header names and ignores empty header cells after the last name', () => {
    expect(parseCsv('S', text(' Name , Price ,,\nx,1,,\n')).columns).toEqual(['Name', 'Price']);
  });

  it('strips a byte-order mark and reads CRLF line endings', () => {
    const sheet = parseCsv('S', buildCsv([['Name'], ['Zoë']], { bom: true, lineEnding: '\r\n' }));
    expect(sheet.columns).toEqual(['Name']);
    expect(sheet.rows).toEqual([{ Name: 'Zoë' }]);
  });

  it('detects semicolon and tab delimiters from the header line', () => {
    expect(parseCsv('S', text('Name;Price\nTea;1,50\n')).rows).toEqual([
      { Name: 'Tea', Price: '1,50' },
    ]);
    expect(parseCsv('S', text('Name\tPrice\nTea\t2\n')).rows).toEqual([
      { Name: 'Tea', Price: '2' },
    ]);
    expect(detectDelimiter('"a;b;c",d\n')).toBe(',');
    expect(detectDelimiter('single\n')).toBe(',');
  });

  it('reads Windows-1252 files that are not valid UTF-8', () => {
    const bytes = Buffer.from([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x61, 0x66, 0xe9, 0x0a]);
    expect(parseCsv('S', bytes).rows).toEqual([{ Name: 'Café' }]);
  });

  it('keeps formula-looking values verbatim', () => {
    const sheet = parseCsv('S', buildCsv([['Formula'], ['=IMPORTXML("http://x","//a")']]));
    expect(sheet.rows[0]).toEqual({ Formula: '=IMPORTXML("http://x","//a")' });
  });

  it('refuses a quote that is never closed, naming the line where it opens', () => {
    expect(rejection(() => parseCsv('S', text('A,B\n1,2\n3,"open\n4,5\n6,7\n')))).toEqual({
      status: 400,
      message: 'The CSV file is malformed: a quoted value is never closed (line 3).',
    });
  });

  it('refuses text after a closing quote, naming the line', () => {
    expect(rejection(() => parseCsv('S', text('A,B\n1,2\n"x"y,3\n')))).toEqual({
      status: 400,
      message:
        'The CSV file is malformed: a closing quote is followed by other characters (line 3).',
    });
  });

  it('refuses a quote in the middle of an unquoted value', () => {
    expect(rejection(() => parseCsv('S', text('A,B\nab"c,1\n'))).message).toBe(
      'The CSV file is malformed: a quote appears inside a value that does not start with a quote (line 2).',
    );
  });

  it('refuses headers that are empty, duplicated or reserved', () => {
    expect(rejection(() => parseCsv('Orders', text('A,,C\n1,2,3\n')))).toEqual({
      status: 400,
      message: 'Sheet "Orders" has an empty column header (column 2).',
    });
    expect(rejection(() => parseCsv('Orders', text('A,B,A,B,C\n'))).message).toBe(
      'Sheet "Orders" has duplicate column headers: A, B.',
    );
    expect(rejection(() => parseCsv('Orders', text('Name,_id\nx,1\n'))).message).toBe(
      'Sheet "Orders" has a column named "_id", which is reserved for the row id. Rename that column.',
    );
  });

  it('refuses a file without a header row', () => {
    expect(rejection(() => parseCsv('S', text('\n , \n\n')))).toEqual({
      status: 400,
      message: 'Sheet "S" has no header row. Put the column names in the first row.',
    });
  });

  it('refuses binary content', () => {
    expect(rejection(() => parseCsv('S', Buffer.from([0x41, 0x00, 0x42, 0x00, 0x0a])))).toEqual({
      status: 415,
      message: 'Upload a CSV or XLSX file.',
    });
  });

  it('accepts 500 columns and refuses 501', () => {
    const header = (n: number) => Array.from({ length: n }, (_, i) => `C${i + 1}`);
    expect(parseCsv('S', buildCsv([header(500)])).columns).toHaveLength(500);
    expect(rejection(() => parseCsv('S', buildCsv([header(501)]))).message).toBe(
      'Sheet "S" has 501 columns; the limit is 500.',
    );
  });

  it('accepts cells of 50,000 characters and refuses longer ones', () => {
    const ok = 'x'.repeat(50_000);
    expect(parseCsv('S', buildCsv([['A'], [ok]])).rows[0]).toEqual({ A: ok });
    expect(rejection(() => parseCsv('S', buildCsv([['A'], ['1'], [`${ok}y`]]))).message).toBe(
      'Sheet "S" has a cell longer than 50,000 characters (row 3, column "A").',
    );
  });

  it('accepts 200,000 rows and refuses more', () => {
    const rows = (n: number) => `Number\n${Array.from({ length: n }, (_, i) => i).join('\n')}\n`;
    expect(parseCsv('S', text(rows(200_000))).rows).toHaveLength(200_000);
    expect(rejection(() => parseCsv('S', text(rows(200_001)))).message).toBe(
      'The file has more than 200,000 rows. Split it into smaller files.',
    );
  });
});
