import { describe, expect, it } from '@jest/globals';
import { compareCells, parseSort, sortRows, toSheetRow, type StoredRow } from './sheet-query.js';

const row = (id: string, values: Record<string, string>): StoredRow => ({ id, values });

describe('toSheetRow', () => {
  it('puts _id first and every column in order, filling missing values', () => {
    const served = toSheetRow('r1', ['Name', 'City'], { City: 'Oslo', Stale: 'x' });
    expect(Object.entries(served)).toEqual([
      ['_id', 'r1'],
      ['Name', ''],
      ['City', 'Oslo'],
    ]);
  });

  it('keeps a column named __proto__ as a plain value', () => {
    const served = toSheetRow(
      'r1',
      ['__proto__'],
      JSON.parse('{"__proto__":"x"}') as Record<string, string>,
    );
    expect(Object.getPrototypeOf(served)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(served, '__proto__')?.value).toBe('x');
  });
});

describe('parseSort', () => {
  const columns = ['Price', '-Odd'];
  it('reads column and -column', () => {
    expect(parseSort('Price', columns)).toEqual({ column: 'Price', descending: false });
    expect(parseSort('-Price', columns)).toEqual({ column: 'Price', descending: true });
    expect(parseSort('-Odd', columns)).toEqual({ column: '-Odd', descending: false });
    expect(parseSort('Missing', columns)).toBeNull();
    expect(parseSort('', columns)).toBeNull();
  });
});

describe('sorting', () => {
  it('compares numbers by value and text naturally, ignoring case', () => {
    expect(compareCells('9', '10')).toBeLessThan(0);
    expect(compareCells('-2.5', '1')).toBeLessThan(0);
    expect(compareCells('1.25', '1.5')).toBeLessThan(0);
    expect(compareCells('Item 2', 'item 10')).toBeLessThan(0);
    expect(compareCells('apple', 'Banana')).toBeLessThan(0);
    expect(compareCells('2024-01-31', '2024-02-01')).toBeLessThan(0);
  });

  it('keeps empty values last in both directions and ties in sheet order', () => {
    const rows = [
      row('a', { P: '10' }),
      row('b', { P: '' }),
      row('c', { P: '9' }),
      row('d', { P: '10' }),
      row('e', {}),
    ];
    const ids = (sorted: StoredRow[]) => sorted.map((r) => r.id);
    expect(ids(sortRows(rows, { column: 'P', descending: false }))).toEqual([
      'c',
      'a',
      'd',
      'b',
      'e',
    ]);
    expect(ids(sortRows(rows, { column: 'P', descending: true }))).toEqual([
      'a',
      'd',
      'c',
      'b',
      'e',
    ]);
  });
});
