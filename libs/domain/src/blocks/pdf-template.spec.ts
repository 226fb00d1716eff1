import { describe, expect, it } from '@jest/globals';
import { rowsDownloadOf } from './csv-download.js';
import {
  defaultPdfTemplate,
  filledPdfLines,
  filledPdfTemplate,
  pdfLines,
  PDF_TEMPLATE_MAX_CHARACTERS,
} from './pdf-template.js';

describe('filledPdfTemplate', () => {
  const columns = ['Name', 'Unit price', 'Notes'];
  it('fills [Column] with the row, once, leaving unknown brackets as written', () => {
    expect(
      filledPdfTemplate('Dear [Name], [Unit price] EUR. [Nope] [Notes]', columns, {
        Name: 'Ann [Notes]',
        'Unit price': '9',
        Notes: '',
      }),
    ).toBe('Dear Ann [Notes], 9 EUR. [Nope] ');
  });
  it('fills a missing value with nothing', () => {
    expect(filledPdfTemplate('[Name]!', columns, {})).toBe('!');
  });
});

describe('pdfLines', () => {
  it('reads headings, subheadings and text lines, any line ending', () => {
    expect(pdfLines('# Title\r\n## Part\n\nText # not a heading')).toEqual([
      { kind: 'heading', text: 'Title' },
      { kind: 'subheading', text: 'Part' },
      { kind: 'text', text: '' },
      { kind: 'text', text: 'Text # not a heading' },
    ]);
  });
});

describe('filledPdfLines', () => {
  it('reads the lines of the template before filling: a value is never a heading', () => {
    expect(
      filledPdfLines('# [Name]\n[Notes]', ['Name', 'Notes'], { Name: 'Ann', Notes: '\n# x' }),
    ).toEqual([
      { kind: 'heading', text: 'Ann' },
      { kind: 'text', text: '\n# x' },
    ]);
  });
  it('cuts the filled text past its limit', () => {
    const big = 'x'.repeat(PDF_TEMPLATE_MAX_CHARACTERS);
    const lines = filledPdfLines('[A]\n[A]\n[A]', ['A'], { A: big });
    expect(lines).toHaveLength(1);
    expect(lines[0]!.text).toHaveLength(PDF_TEMPLATE_MAX_CHARACTERS);
  });
});

describe('defaultPdfTemplate', () => {
  it('lists each column with its placeholder under the title', () => {
    expect(defaultPdfTemplate('Orders A-1', ['Order', 'Total'])).toBe(
      '# Orders A-1\n\nOrder: [Order]\nTotal: [Total]',
    );
  });
});

describe("rowsDownloadOf('pdf')", () => {
  it('follows pdf_download, with the columns the block shows', () => {
    const table = (settings: Record<string, unknown>) => ({ type: 'table', settings });
    const axis = [{ column: 'A' }, { column: 'B', hidden: true }];
    expect(rowsDownloadOf(table({ pdf_download: true, axis }), 'pdf')?.(['A', 'B'])).toEqual(['A']);
    expect(rowsDownloadOf(table({ csv_download: true, axis }), 'pdf')).toBeNull();
    expect(rowsDownloadOf({ type: 'chart', settings: { pdf_download: true } }, 'pdf')).toBeNull();
  });
});
