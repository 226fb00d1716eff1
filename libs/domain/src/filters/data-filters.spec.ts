import { describe, expect, it } from '@jest/globals';
import { conditionalFilterSchema } from '../blocks/action-buttons.js';
import {
  CONDITIONAL_FILTER_BY,
  compileConditionalFilter,
  dataFilterSchema,
  matchesDataFilter,
} from './data-filters.js';
import { aContext } from './testing/filter-builders.js';

const rows = [
  { _id: 'Rec1', owner: 'ada@example.com', author: 'Ada Lovelace', project: 'rec2' },
  { _id: 'rec2', owner: 'BOB@example.com', author: 'ada lovelace ', project: 'Rec1' },
];
const ids = (kept: readonly { _id: string }[]) => kept.map((row) => row._id);

describe('multi-page data filter', () => {
  const keptBy = (input: object, context = aContext()) => {
    const filter = dataFilterSchema.parse(input);
    return ids(rows.filter((row) => matchesDataFilter(row, filter, context)));
  };

  it('defaults to Is, Current record, matched by Email', () => {
    expect(dataFilterSchema.parse({})).toEqual({
      column: '',
      condition: 'Is',
      source: 'Current record',
      match_by: 'Email',
    });
    expect(dataFilterSchema.safeParse({ condition: 'Is not' }).success).toBe(false);
  });

  it('Current record keeps the row whose _id is the record id, exactly', () => {
    expect(keptBy({}, aContext({ recordId: 'rec2' }))).toEqual(['rec2']);
    expect(keptBy({ column: '_id' }, aContext({ recordId: 'rec1' }))).toEqual([]);
  });

  it('Current record on another column keeps rows pointing at the record', () => {
    expect(keptBy({ column: 'project' }, aContext({ recordId: 'Rec1' }))).toEqual(['rec2']);
  });

  it('Current record keeps nothing without a record', () => {
    expect(keptBy({}, aContext({ recordId: null }))).toEqual([]);
  });

  it('Logged in user matches the e-mail or the name, ignoring case', () => {
    const user = { source: 'Logged in user' };
    expect(
      keptBy({ ...user, column: 'owner' }, aContext({ userEmail: 'bob@EXAMPLE.com' })),
    ).toEqual(['rec2']);
    expect(keptBy({ ...user, column: 'author', match_by: 'Name' })).toEqual(['Rec1', 'rec2']);
  });

  it('Logged in user keeps nothing when signed out', () => {
    const user = { source: 'Logged in user', column: 'owner' };
    expect(keptBy(user, aContext({ userEmail: null }))).toEqual([]);
    expect(keptBy({ ...user, match_by: 'Name' }, aContext({ userName: null }))).toEqual([]);
  });
});

describe('block conditional filter', () => {
  const keptBy = (input: object, context = aContext()) =>
    ids(rows.filter(compileConditionalFilter(conditionalFilterSchema.parse(input), context)));

  it('offers None, Logged in user and Current record', () => {
    expect(CONDITIONAL_FILTER_BY).toEqual(['None', 'Logged in user', 'Current record']);
  });

  it('None (the default) keeps every row', () => {
    expect(keptBy({ select_column: 'owner' })).toEqual(['Rec1', 'rec2']);
  });

  it('Logged in user keeps rows whose column is the e-mail, or the name with Name', () => {
    expect(keptBy({ select_column: 'owner', filter_by: 'Logged in user' })).toEqual(['Rec1']);
    const byName = {
      select_column: 'author',
      filter_by: 'Logged in user',
      match_with_column: 'Name',
    };
    expect(keptBy(byName)).toEqual(['Rec1', 'rec2']);
    expect(keptBy(byName, aContext({ userName: null }))).toEqual([]);
  });

  it('Current record keeps rows whose column is the record id', () => {
    const filter = { select_column: 'project', filter_by: 'Current record' };
    expect(keptBy(filter, aContext({ recordId: 'rec2' }))).toEqual(['Rec1']);
    expect(keptBy(filter, aContext({ recordId: null }))).toEqual([]);
  });

  it('fails closed when half set up or unknown', () => {
    expect(keptBy({ select_column: '', filter_by: 'Logged in user' })).toEqual([]);
    expect(keptBy({ select_column: 'owner', filter_by: 'Team' })).toEqual([]);
  });
});
