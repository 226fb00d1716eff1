import { describe, expect, it } from '@jest/globals';
import { compileFilters, filterRows } from './compile-filters.js';
import type { SheetFilter } from './sheet-filter-schema.js';
import { aContext, aFilter } from './testing/filter-builders.js';

const rows = [
  { _id: '1', status: 'open', owner: 'ada@example.com', due: '2026-03-04' },
  { _id: '2', status: 'open', owner: 'bob@example.com', due: '2026-03-05' },
  { _id: '3', status: 'closed', owner: 'ada@example.com', due: '2026-03-04' },
];
const on = (column: string, filter: SheetFilter): SheetFilter => ({
  ...filter,
  sheet_column: { ...filter.sheet_column, column },
});
const ids = (kept: readonly { _id: string }[]) => kept.map((row) => row._id);

describe('filterRows', () => {
  it('keeps rows matching every active filter', () => {
    const filters = [on('status', aFilter('=', 'open')), on('owner', aFilter('=', 'current user'))];
    expect(ids(filterRows(rows, filters, aContext()))).toEqual(['1']);
  });

  it('keeps every row, in order, without filters', () => {
    expect(filterRows(rows, [], aContext())).toEqual(rows);
  });

  it('ignores inactive filters and filters naming no column', () => {
    const filters = [
      on('status', aFilter('=', 'closed', { active: false })),
      on('', aFilter('=', 'nothing')),
    ];
    expect(ids(filterRows(rows, filters, aContext()))).toEqual(['1', '2', '3']);
  });

  it('ignores filters of another sheet, when the sheet being filtered is known', () => {
    const other = on(
      'status',
      aFilter('=', 'closed', { sheet_column: { sheet: 'Other', column: '' } }),
    );
    const mine = on(
      'due',
      aFilter('today', '', { sheet_column: { sheet: ' Tasks ', column: '' } }),
    );
    expect(ids(filterRows(rows, [other, mine], aContext({ sheetTitle: 'Tasks' })))).toEqual([
      '1',
      '3',
    ]);
    expect(ids(filterRows(rows, [other], aContext()))).toEqual(['3']);
  });

  it('reads a missing column as an empty cell, even one named like an Object member', () => {
    const filters = [
      on('constructor', aFilter('not_includes', 'x')),
      on('__proto__', aFilter('>', 'a')),
    ];
    expect(filterRows(rows, filters.slice(0, 1), aContext())).toHaveLength(3);
    expect(filterRows(rows, filters.slice(1), aContext())).toEqual([]);
  });
});

describe('compileFilters', () => {
  it('reads each filter once, then filters 100,000 rows without reading it again', () => {
    let reads = 0;
    const counted = (filter: SheetFilter): SheetFilter => {
      const { value } = filter;
      return Object.defineProperty({ ...filter }, 'value', {
        get: () => {
          reads += 1;
          return value;
        },
        enumerable: true,
      });
    };
    const matches = compileFilters(
      [
        on('amount', counted(aFilter('>', '500'))),
        on('due', counted(aFilter('date', '2026-01-01||2026-12-31'))),
        on('tag', counted(aFilter('any_of', 'red||blue'))),
      ],
      aContext(),
    );
    const readsToCompile = reads;
    const tags = ['red', 'green', 'blue'];
    let kept = 0;
    for (let i = 0; i < 100_000; i += 1) {
      const row = {
        amount: String(i % 1000),
        due: `${2025 + (i % 2)}-0${1 + (i % 9)}-15`,
        tag: tags[i % 3]!,
      };
      if (matches(row)) kept += 1;
    }
    expect(reads).toBe(readsToCompile);
    expect(readsToCompile).toBeLessThanOrEqual(6);
    // amount > 500 (499 of 1000), year 2026 (odd i), tag red or blue (i % 3 != 1): by brute force.
    let expected = 0;
    for (let i = 0; i < 100_000; i += 1)
      if (i % 1000 > 500 && i % 2 === 1 && i % 3 !== 1) expected += 1;
    expect(kept).toBe(expected);
  });
});
