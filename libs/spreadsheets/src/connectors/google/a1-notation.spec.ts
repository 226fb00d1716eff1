import { describe, expect, it } from '@jest/globals';
import {
  cellRange,
  columnIndex,
  columnLetter,
  columnSpan,
  rangeStart,
  rowRange,
  tableRange,
  titleOfRange,
} from './a1-notation.js';

describe('A1 notation', () => {
  it('names columns past Z the way Google does', () => {
    expect([0, 25, 26, 51, 199, 701, 702].map(columnLetter)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'GR',
      'ZZ',
      'AAA',
    ]);
    for (const index of [0, 25, 26, 199, 701, 702, 18_277])
      expect(columnIndex(columnLetter(index))).toBe(index);
  });

  it('always quotes titles, doubling quotes inside them', () => {
    expect(rowRange("Bob's list", 1)).toBe("'Bob''s list'!1:1");
    expect(cellRange('Sheet1', 5, 27)).toBe("'Sheet1'!AB5");
    expect(columnSpan('A!B', 3, 2, 4)).toBe("'A!B'!D2:D4");
    expect(tableRange('Orders', 200)).toBe("'Orders'!A:GS");
  });

  it("reads the title back out of a range in Google's error messages", () => {
    expect(titleOfRange("'Bob''s list'!1:1")).toBe("Bob's list");
    expect(titleOfRange("'Missing'")).toBe('Missing');
    expect(titleOfRange('Sheet1!A1:B2')).toBe('Sheet1');
    expect(titleOfRange('Sheet1')).toBe('Sheet1');
    expect(titleOfRange('A1:B2')).toBeNull();
  });

  it('finds where an appended range starts', () => {
    expect(rangeStart("'Stock list'!B12:F12")).toEqual({ column: 1, line: 12 });
    expect(rangeStart('Sheet1!AA3')).toEqual({ column: 26, line: 3 });
    expect(rangeStart('')).toBeNull();
  });
});
