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

  function ruleFor(condition: string, value: string) {
    return axisOf([
      {
        column: 'Status',
        Conditional_formatting: [{ condition, value, background_color: '#123456' }],
      },
    ])[0]!.Conditional_formatting;
  }

  it.each([
    ['=', 'ready', ['Ready', 'READY'], ['ready now', 'not ready', '']],
    ['includes', 'late', ['Late', 'running late today', 'LATE'], ['on time', 'lat', '']],
    ['not_includes', 'late', ['on time', 'lat', ''], ['Late', 'running late today']],
    ['starts_with', 'late', ['Late by 2 days', 'late'], ['not late', 'ate']],
    ['ends_with', 'late', ['running LATE', 'late'], ['late today', 'lat']],
  ])('"%s" %s matches %j and not %j', (condition, value, matching, notMatching) => {
    const rules = ruleFor(condition, value);
    for (const cell of matching) expect(matchingRule(rules, cell)).toBe(rules[0]);
    for (const cell of notMatching) expect(matchingRule(rules, cell)).toBeUndefined();
  });
});
