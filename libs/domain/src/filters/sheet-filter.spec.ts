import { describe, expect, it } from '@jest/globals';
import {
  FILTER_CONDITION_LABELS,
  FILTER_CONDITIONS,
  dateRangeValue,
  joinAnyOf,
  parseDateRange,
  splitAnyOf,
  splitDateRange,
} from './sheet-filter.js';
import { sheetFilterSchema, sheetFiltersSchema } from './sheet-filter-schema.js';

describe('sheetFilterSchema', () => {
  it('fills in an active, blank equality filter', () => {
    expect(sheetFilterSchema.parse({ name: 'Status' })).toEqual({
      name: 'Status',
      active: true,
      condition: '=',
      sheet_column: { sheet: '', column: '' },
      value: '',
    });
  });

  it('accepts each condition of the spec and nothing else', () => {
    for (const condition of FILTER_CONDITIONS)
      expect(sheetFilterSchema.safeParse({ condition }).success).toBe(true);
    expect(sheetFilterSchema.safeParse({ condition: 'contains' }).success).toBe(false);
    expect(sheetFiltersSchema.safeParse([{ value: 5 }]).success).toBe(false);
  });

  it('has a label for every condition', () => {
    expect(Object.keys(FILTER_CONDITION_LABELS).sort()).toEqual([...FILTER_CONDITIONS].sort());
  });
});

describe('any_of values', () => {
  it('joins and splits on ||, trimmed, without blanks', () => {
    expect(joinAnyOf([' open ', '', 'pending'])).toBe('open||pending');
    expect(splitAnyOf(' open ||||pending|| ')).toEqual(['open', 'pending']);
  });
});

describe('date range values', () => {
  it('writes start||end and reads it back', () => {
    expect(dateRangeValue(' 2024-03-01 ', '')).toBe('2024-03-01||');
    expect(splitDateRange('2024-03-01||')).toEqual({ start: '2024-03-01', end: '' });
    expect(splitDateRange('2024-03-01')).toEqual({ start: '2024-03-01', end: '2024-03-01' });
  });

  it('parses the ends as calendar dates, null for an open end', () => {
    expect(parseDateRange('||5 Mar 2024')).toEqual({
      start: null,
      end: { year: 2024, month: 3, day: 5, hours: 0, minutes: 0, seconds: 0 },
    });
  });

  it('is null when an end is not a date', () => {
    expect(parseDateRange('2024-03-01||later')).toBeNull();
  });
});
