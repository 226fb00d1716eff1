import { describe, expect, it } from '@jest/globals';
import { idRuns, nextFreeColumn, parseSheet, sheetLayout } from './sheet-layout.js';

const counter = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('sheetLayout', () => {
  it('finds _id anywhere in the header and leaves it out of the columns', () => {
    expect(sheetLayout(['Name', '_id', 'Price'])).toEqual({
      idColumn: 1,
      columns: [
        { name: 'Name', index: 0 },
        { name: 'Price', index: 2 },
      ],
    });
  });

  it('names empty headers by position and numbers repeated ones, keeping every name unique', () => {
    const layout = sheetLayout([
      ' Name ',
      '',
      'Name',
      'Name (2)',
      '_id',
      '_id',
      'Column 2',
      '',
      '',
    ]);
    expect(layout.idColumn).toBe(4);
    expect(layout.columns.map((column) => column.name)).toEqual([
      'Name',
      'Column 2',
      'Name (2)',
      'Name (2) (2)',
      '_id (2)',
      'Column 2 (2)',
    ]);
  });
});

describe('parseSheet', () => {
  it('reads rows with their ids, padding short rows and skipping blank rows without an id', () => {
    const parsed = parseSheet(
      [
        ['Name', 'Price', '_id'],
        ['Tea', '2', 'a'],
        [],
        ['  ', ''],
        ['Cake', '', 'b'],
        ['', '', 'c'],
      ],
      counter(),
    );
    expect(parsed.rows).toEqual([
      { id: 'a', values: { Name: 'Tea', Price: '2' } },
      { id: 'b', values: { Name: 'Cake', Price: '' } },
      { id: 'c', values: { Name: '', Price: '' } },
    ]);
    expect(parsed.idWrites).toEqual([]);
    expect(parsed.addIdHeader).toBe(false);
  });

  it('gives new ids to rows without one and to copies of an earlier row', () => {
    const parsed = parseSheet(
      [['Name', '_id'], ['Tea', 'a'], ['Coffee'], ['Tea copy', 'a'], ['Cake', ' b ']],
      counter(),
    );
    expect(parsed.rows.map((row) => row.id)).toEqual(['a', 'new-1', 'new-2', 'b']);
    expect(parsed.idWrites).toEqual([
      { line: 3, id: 'new-1' },
      { line: 4, id: 'new-2' },
    ]);
  });

  it('adds the _id column right of the widest row when the header has none', () => {
    const parsed = parseSheet([['Name'], ['Tea', 'note'], ['Coffee']], counter());
    expect(parsed.addIdHeader).toBe(true);
    expect(parsed.layout.idColumn).toBe(2);
    expect(parsed.rows.map((row) => row.values)).toEqual([
      { Name: 'Tea', 'Column 2': 'note' },
      { Name: 'Coffee', 'Column 2': '' },
    ]);
  });

  it('adds nothing to a sheet without data rows unless asked to', () => {
    expect(parseSheet([['Name']], counter())).toMatchObject({ addIdHeader: false, rows: [] });
    expect(parseSheet([['Name']], counter()).layout.idColumn).toBeNull();
    expect(parseSheet([], counter(), true).layout.idColumn).toBe(0);
    expect(parseSheet([['Name', 'Price']], counter(), true)).toMatchObject({
      addIdHeader: true,
      layout: { idColumn: 2 },
    });
  });

  it('keeps a column named __proto__ as a plain value', () => {
    const [row] = parseSheet(
      [
        ['__proto__', '_id'],
        ['x', 'a'],
      ],
      counter(),
    ).rows;
    expect(Object.hasOwn(row!.values, '__proto__')).toBe(true);
    expect(row!.values['__proto__']).toBe('x');
  });
});

describe('helpers', () => {
  it('groups ids for consecutive lines into runs', () => {
    expect(
      idRuns([
        { line: 5, id: 'c' },
        { line: 2, id: 'a' },
        { line: 3, id: 'b' },
      ]),
    ).toEqual([
      { from: 2, ids: ['a', 'b'] },
      { from: 5, ids: ['c'] },
    ]);
  });

  it('finds the first column free in every row', () => {
    expect(nextFreeColumn([['a', 'b'], ['a', 'b', 'c', ' '], []])).toBe(3);
    expect(nextFreeColumn([])).toBe(0);
  });
});
