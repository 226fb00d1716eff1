import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from '@tessera/domain';
import { matchingRule, pageCount, tableColumns } from './tableColumns.js';

function axisOf(entries: Record<string, unknown>[]) {
  const parsed = parseBlockSettings('table', { axis: entries });
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.settings.axis;
}

describe('tableColumns', () => {
  it('keeps the axis order and leaves hidden columns out', () => {
    const columns = tableColumns(
      axisOf([{ column: 'Email' }, { column: 'Name', hidden: true }, { column: 'Age' }]),
      ['Name', 'Email', 'Age'],
    );
    expect(columns.map((column) => column.column)).toEqual(['Email', 'Age']);
  });
  it('shows every sheet column when no axis is configured', () => {
    expect(tableColumns([], ['A', 'B']).map((column) => column.column)).toEqual(['A', 'B']);
  });
});

describe('pageCount', () => {
  it('rounds up and never gives zero pages', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('matchingRule', () => {
  const rules = axisOf([
    {
      column: 'Status',
      Conditional_formatting: [
        { condition: '=', value: 'done', background_color: '#0f0' },
        { condition: 'starts_with', value: 'late', background_color: '#f00' },
      ],
    },
  ])[0]!.Conditional_formatting;
  it('finds the first rule the cell matches, ignoring case', () => {
    expect(matchingRule(rules, 'Done')?.background_color).toBe('#0f0');
    expect(matchingRule(rules, 'Late by 2 days')?.background_color).toBe('#f00');
    expect(matchingRule(rules, 'open')).toBeUndefined();
  });
});
