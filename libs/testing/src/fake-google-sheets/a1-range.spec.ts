import { describe, expect, it } from '@jest/globals';
import { columnIndex, columnLetters, formatRange, formatTitle, parseA1 } from './a1-range.js';

describe('the fake’s A1 parser', () => {
  it('reads quoted titles with doubled quotes, whole sheets, columns, rows and open ends', () => {
    expect(parseA1("'Bob''s list'!A1:C10")).toEqual({
      title: "Bob's list",
      start: { column: 0, row: 0 },
      end: { column: 2, row: 9 },
    });
    expect(parseA1("'Stock list'")).toEqual({ title: 'Stock list', start: null, end: null });
    expect(parseA1('Sheet1')).toEqual({ title: 'Sheet1', start: null, end: null });
    expect(parseA1('Sheet1!A:A')).toEqual({
      title: 'Sheet1',
      start: { column: 0 },
      end: { column: 0 },
    });
    expect(parseA1("'T'!2:2")).toEqual({ title: 'T', start: { row: 1 }, end: { row: 1 } });
    expect(parseA1("'T'!A2:Z")).toEqual({
      title: 'T',
      start: { column: 0, row: 1 },
      end: { column: 25 },
    });
    expect(parseA1('B3')).toEqual({
      title: null,
      start: { column: 1, row: 2 },
      end: { column: 1, row: 2 },
    });
  });

  it('refuses what Google cannot parse', () => {
    for (const text of ["'unclosed", "'T'A1", 'My sheet!A1', "'T'!A", "'T'!A0", "'T'!A:1"])
      expect(() => parseA1(text)).toThrow();
  });

  it('numbers columns past Z', () => {
    expect([0, 25, 26, 199, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'GR', 'AAA']);
    expect(columnIndex('GR')).toBe(199);
  });

  it('writes ranges as Google reports them', () => {
    expect(formatTitle('Sheet1')).toBe('Sheet1');
    expect(formatTitle("Bob's list")).toBe("'Bob''s list'");
    expect(
      formatRange('Stock list', { startRow: 0, endRow: 999, startColumn: 0, endColumn: 25 }),
    ).toBe("'Stock list'!A1:Z1000");
  });
});
