import { describe, expect, it } from '@jest/globals';
import { compileBlockFilters } from './block-filters.js';
import { aContext, aFilter } from './testing/filter-builders.js';

const columns = ['_id', 'title', 'status', 'owner'];
const rows = [
  { _id: 's1', title: 'Fix the roof', status: 'open', owner: 'ada@example.com' },
  { _id: 's1', title: 'Paint the door', status: 'closed', owner: 'ada@example.com' },
  { _id: 's2', title: 'Fix the tap', status: 'open', owner: 'bob@example.com' },
  { _id: 's1', title: 'Clean the roof', status: 'open', owner: 'bob@example.com' },
];
const titles = (kept: readonly { title: string }[]) => kept.map((row) => row.title);
const status = aFilter('=', 'open', {
  name: 'Status',
  sheet_column: { sheet: 'Jobs', column: 'status' },
});

describe('compileBlockFilters', () => {
  it('keeps every row with nothing to apply', () => {
    expect(rows.filter(compileBlockFilters({ columns }, aContext()))).toEqual(rows);
  });

  it('combines filters, URL values, the session id, the data and conditional filters and search', () => {
    const matches = compileBlockFilters(
      {
        filters: [status],
        urlFilters: [{ name: 'status', value: 'open' }],
        sessionId: 's1',
        dataFilter: {
          column: 'owner',
          condition: 'Is',
          source: 'Logged in user',
          match_by: 'Email',
        },
        conditionalFilter: {
          select_column: '',
          condition: 'Is',
          filter_by: 'None',
          match_with_column: '',
        },
        search: 'roof, window',
        columns,
      },
      aContext({ sheetTitle: 'Jobs' }),
    );
    expect(titles(rows.filter(matches))).toEqual(['Fix the roof']);
  });

  it('lets the URL override a filter value', () => {
    const matches = compileBlockFilters(
      { filters: [status], urlFilters: [{ name: 'Status', value: 'closed' }], columns },
      aContext({ sheetTitle: 'Jobs' }),
    );
    expect(titles(rows.filter(matches))).toEqual(['Paint the door']);
  });

  it('adds the session filter only when the sheet has an _id column', () => {
    const withoutId = compileBlockFilters({ sessionId: 's2', columns: ['title'] }, aContext());
    expect(rows.filter(withoutId)).toHaveLength(4);
    const withId = compileBlockFilters({ sessionId: 's2', columns }, aContext());
    expect(titles(rows.filter(withId))).toEqual(['Fix the tap']);
  });

  it('searches only the sheet columns given', () => {
    const matches = compileBlockFilters({ search: 's2', columns: ['title', 'owner'] }, aContext());
    expect(rows.filter(matches)).toEqual([]);
  });

  it('keeps nothing when the conditional filter needs a user and none is signed in', () => {
    const matches = compileBlockFilters(
      {
        conditionalFilter: {
          select_column: 'owner',
          condition: 'Is',
          filter_by: 'Logged in user',
          match_with_column: '',
        },
        columns,
      },
      aContext({ userEmail: null }),
    );
    expect(rows.filter(matches)).toEqual([]);
  });
});
