import { describe, expect, it } from '@jest/globals';
import { pdfLines } from '@tessera/domain';
import { pdfContents } from '@tessera/testing';
import { linesPdf, PDF_MAX_COLUMNS, pdfTableProblem, rowsPdf } from './pdf-files.js';

describe('linesPdf', () => {
  it('draws headings and text in any script DejaVu covers, with the title in the metadata', async () => {
    const bytes = await linesPdf(
      'Order A-1',
      pdfLines('# Order A-1\n\nCustomer: Zoë Ωmega Жуков\nTotal: 12,50 €'),
    );
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await pdfContents(bytes);
    expect(pdf.title).toBe('Order A-1');
    expect(pdf.pages).toHaveLength(1);
    expect(pdf.pages[0]).toContain('Order A-1');
    expect(pdf.pages[0]).toContain('Customer: Zoë Ωmega Жуков');
    expect(pdf.pages[0]).toContain('Total: 12,50 €');
  });
});

describe('pdfTableProblem', () => {
  it('refuses more columns than a page holds, and more text than a PDF lays out quickly', () => {
    const columns = Array.from({ length: PDF_MAX_COLUMNS + 1 }, (_, i) => `C${i}`);
    expect(pdfTableProblem(columns, [])).toBe(
      `This block shows ${PDF_MAX_COLUMNS + 1} columns: a PDF page holds at most ${PDF_MAX_COLUMNS}.`,
    );
    const wordy = Array.from({ length: 2_000 }, () => ({ A: 'x'.repeat(400) }));
    expect(pdfTableProblem(['A'], wordy)).toBe('These rows hold too much text for one PDF.');
    expect(pdfTableProblem(['A'], wordy.slice(0, 100))).toBeNull();
  });
});

describe('rowsPdf', () => {
  it('draws the rows as a table over as many pages as they need', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => ({
      Name: `Person ${index + 1}`,
      City: index % 2 ? 'Lyon' : 'Oslo',
    }));
    const pdf = await pdfContents(await rowsPdf('People', ['Name', 'City'], rows));
    expect(pdf.title).toBe('People');
    expect(pdf.pages.length).toBeGreaterThan(1);
    const text = pdf.pages.join(' ');
    expect(pdf.pages[0]).toMatch(/^People Name City Person 1 Oslo Person 2 Lyon/);
    expect(text).toContain('Person 120 Lyon');
    // Every page starts with the header row.
    for (const page of pdf.pages.slice(1)) expect(page).toMatch(/^Name City Person/);
    expect(text).not.toContain('undefined');
  });
});
