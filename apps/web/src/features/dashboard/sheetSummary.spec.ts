import { describe, expect, it } from '@jest/globals';
import { describeSheets } from './sheetSummary.js';

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
