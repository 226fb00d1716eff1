import { describe, expect, it } from '@jest/globals';
import { describeFilter, filterFromDraft, withoutFilter, type FilterDraft } from './filterBar.js';

const draft = (fields: Partial<FilterDraft>): FilterDraft => ({
  column: 'Status',
  condition: '=',
  value: '',
  end: '',
  ...fields,
});

describe('filterFromDraft', () => {
  it('builds the spec Filter for the block sheet', () => {
    expect(filterFromDraft(draft({ value: ' open ' }), 'Orders')).toEqual({
      name: 'Status',
      active: true,
      condition: '=',
      sheet_column: { sheet: 'Orders', column: 'Status' },
      value: 'open',
    });
  });
  it('waits for a column and, when the condition needs one, a value', () => {
    expect(filterFromDraft(draft({ column: '', value: 'x' }), 'Orders')).toBeNull();
    expect(filterFromDraft(draft({ value: ' ' }), 'Orders')).toBeNull();
    expect(filterFromDraft(draft({ condition: 'today' }), 'Orders')?.value).toBe('');
  });
  it('holds back what the server would refuse: a bad number of days, an overlong value or name', () => {
    expect(filterFromDraft(draft({ condition: 'past_days', value: '-1' }), 'Orders')).toBeNull();
    expect(filterFromDraft(draft({ condition: 'past_days', value: '2.5' }), 'Orders')).toBeNull();
    expect(filterFromDraft(draft({ condition: 'past_days', value: '7' }), 'Orders')?.value).toBe(
      '7',
    );
    expect(filterFromDraft(draft({ value: 'x'.repeat(10_001) }), 'Orders')).toBeNull();
    expect(
      filterFromDraft(draft({ column: 'C'.repeat(300), value: 'x' }), 'Orders')?.name,
    ).toHaveLength(200);
  });
  it('joins any_of values and date ranges with the filter marker', () => {
    expect(
      filterFromDraft(draft({ condition: 'any_of', value: 'open, late,' }), 'Orders')?.value,
    ).toBe('open||late');
    expect(
      filterFromDraft(draft({ condition: 'date', value: '2026-01-01', end: '' }), 'Orders')?.value,
    ).toBe('2026-01-01||');
    expect(filterFromDraft(draft({ condition: 'date' }), 'Orders')).toBeNull();
  });
});

describe('describeFilter', () => {
  const filter = (fields: Partial<FilterDraft>) => filterFromDraft(draft(fields), 'Orders')!;
  it('reads as a sentence', () => {
    expect(describeFilter(filter({ value: 'open' }))).toBe('Status is equal to open');
    expect(describeFilter(filter({ condition: 'any_of', value: 'open,late' }))).toBe(
      'Status is any of open, late',
    );
    expect(describeFilter(filter({ condition: 'today' }))).toBe('Status is today');
    expect(describeFilter(filter({ condition: 'date', value: '', end: '2026-02-01' }))).toBe(
      'Status is between dates … and 2026-02-01',
    );
  });
});

describe('withoutFilter', () => {
  it('removes one filter by position', () => {
    const a = filterFromDraft(draft({ value: 'a' }), 'S')!;
    const b = filterFromDraft(draft({ value: 'b' }), 'S')!;
    expect(withoutFilter([a, b], 0)).toEqual([b]);
  });
});
