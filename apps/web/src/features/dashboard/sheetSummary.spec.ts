import { describe, expect, it } from '@jest/globals';
import { describeSheets, uploadedText } from './sheetSummary.js';

describe('describeSheets', () => {
  it('names each sheet with its column count', () => {
    expect(
      describeSheets([
        { title: 'Orders', columns: ['Id', 'Total', 'Date'] },
        { title: 'Notes', columns: ['Text'] },
      ]),
    ).toBe('Orders (3 columns), Notes (1 column)');
  });
});

describe('uploadedText', () => {
  it('names the spreadsheet, then its sheets', () => {
    expect(
      uploadedText('Shop', [
        { title: 'Orders', columns: ['Id', 'Total'] },
        { title: 'Notes', columns: ['Text'] },
      ]),
    ).toBe('Uploaded Shop: Orders (2 columns), Notes (1 column).');
    expect(uploadedText('Shop', [{ title: 'Orders', columns: ['Id'] }])).toBe(
      'Uploaded Shop: Orders (1 column).',
    );
  });

  it('does not name a CSV’s one sheet twice', () => {
    expect(uploadedText('products', [{ title: 'products', columns: ['A', 'B'] }])).toBe(
      'Uploaded products (2 columns).',
    );
  });
});
