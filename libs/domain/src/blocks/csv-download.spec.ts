import { describe, expect, it } from '@jest/globals';
import {
  csvDocument,
  csvDownloadColumns,
  csvField,
  csvFileName,
  offersCsvDownload,
} from './csv-download.js';

describe('CSV download', () => {
  it('writes cells a spreadsheet program would run as formulas with a leading quote', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx'])
      expect(csvField(cell)).toBe(`"'${cell}"`);
    expect(csvField('a, "b"\nc')).toBe('"a, ""b""\nc"');
    // Quoted, a value stays one cell where the separator is a semicolon.
    expect(csvField('x;=HYPERLINK("http://evil.example")')).toBe(
      '"x;=HYPERLINK(""http://evil.example"")"',
    );
  });

  it('writes a header line and one line per row, with a byte order mark and CRLF', () => {
    expect(csvDocument(['Name', '=Total'], [{ Name: 'Ann', '=Total': '3' }, { Name: 'Bo' }])).toBe(
      '\uFEFF"Name","\'=Total"\r\n"Ann","3"\r\n"Bo",""\r\n',
    );
  });

  it("holds the block's shown columns, or every column of the sheet when it names none", () => {
    const sheet = ['Name', 'Email', 'Notes'];
    const table = (settings: Record<string, unknown>) => ({
      type: 'table',
      settings: { sheet_title: 'People', csv_download: true, ...settings },
    });
    expect(
      csvDownloadColumns(
        table({
          axis: [{ column: 'Email' }, { column: 'Notes', hidden: true }, { column: 'Gone' }],
        }),
        sheet,
      ),
    ).toEqual(['Email']);
    expect(csvDownloadColumns(table({}), sheet)).toEqual(sheet);
    expect(
      csvDownloadColumns({ type: 'list', settings: { csv_download: true, axis: [] } }, sheet),
    ).toEqual(sheet);
  });

  it('is offered only by table and list blocks with csv_download on', () => {
    expect(offersCsvDownload({ type: 'list', settings: { csv_download: true } })).toBe(true);
    expect(offersCsvDownload({ type: 'list', settings: {} })).toBe(false);
    expect(csvDownloadColumns({ type: 'table', settings: {} }, ['Name'])).toBeNull();
    expect(csvDownloadColumns({ type: 'chart', settings: { csv_download: true } }, [])).toBeNull();
    expect(
      csvDownloadColumns({ type: 'table', settings: { csv_download: true, axis: 'x' } }, []),
    ).toBeNull();
  });

  it('names the file after the sheet, without characters file systems refuse', () => {
    expect(csvFileName('Products')).toBe('Products.csv');
    expect(csvFileName('Q1/Q2: "sales"')).toBe('Q1 Q2 sales.csv');
    expect(csvFileName('///')).toBe('sheet.csv');
    expect(csvFileName('Q\u202Egpj.exe\uD800')).toBe('Q gpj.exe.csv');
  });
});
