import { describe, expect, it } from '@jest/globals';
import { filterRows } from './compile-filters.js';
import { sessionIdFilter } from './session-filter.js';
import { aContext, aFilter } from './testing/filter-builders.js';
import { applyUrlFilters, parseUrlFilters } from './url-filters.js';

describe('parseUrlFilters', () => {
  it('reads comma-separated name:value pairs; values keep later colons', () => {
    expect(parseUrlFilters(' Status : open ,, time:10:30,nocolon, :orphan,empty:')).toEqual([
      { name: 'Status', value: 'open' },
      { name: 'time', value: '10:30' },
      { name: 'empty', value: '' },
    ]);
  });

  it('is empty without a query', () => {
    expect(parseUrlFilters(undefined)).toEqual([]);
    expect(parseUrlFilters('')).toEqual([]);
  });
});

describe('applyUrlFilters', () => {
  const status = aFilter('=', 'open', { name: 'Status', active: false });
  const owner = aFilter('=', 'ada', { name: 'Owner' });

  it('overrides the value of the filter of that name and turns it on', () => {
    expect(applyUrlFilters([status, owner], parseUrlFilters('status:closed'))).toEqual([
      { ...status, value: 'closed', active: true },
      owner,
    ]);
  });

  it('lets the last pair of a name win and ignores names of no filter', () => {
    const pairs = parseUrlFilters('STATUS:a,Unknown:x,status:b');
    expect(applyUrlFilters([status], pairs)).toEqual([{ ...status, value: 'b', active: true }]);
  });

  it('changes which rows are kept', () => {
    const rows = [{ value: 'open' }, { value: 'closed' }];
    const filters = applyUrlFilters(
      [{ ...status, active: true }],
      parseUrlFilters('Status:closed'),
    );
    expect(filterRows(rows, filters, aContext())).toEqual([{ value: 'closed' }]);
  });
});

describe('sessionIdFilter', () => {
  it('filters the _id column on the stored session id', () => {
    expect(sessionIdFilter(' abc ', 'Tasks', ['Name', '_ID'])).toEqual({
      name: '_id',
      active: true,
      condition: '=',
      sheet_column: { sheet: 'Tasks', column: '_ID' },
      value: 'abc',
    });
  });

  it('is null without a stored id or without an _id column', () => {
    expect(sessionIdFilter(null, 'Tasks', ['_id'])).toBeNull();
    expect(sessionIdFilter('  ', 'Tasks', ['_id'])).toBeNull();
    expect(sessionIdFilter('abc', 'Tasks', ['id', 'Name'])).toBeNull();
  });

  it('keeps only the session rows of that sheet', () => {
    const rows = [{ _id: 'abc' }, { _id: 'xyz' }];
    const filter = sessionIdFilter('abc', 'Tasks', ['_id'])!;
    expect(filterRows(rows, [filter], aContext({ sheetTitle: 'Tasks' }))).toEqual([{ _id: 'abc' }]);
    expect(filterRows(rows, [filter], aContext({ sheetTitle: 'Other' }))).toEqual(rows);
  });
});
