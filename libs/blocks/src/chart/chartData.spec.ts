import { describe, expect, it } from '@jest/globals';
import { aggregateByXAxis, chartKindOf, scopeCovers, sliceColors } from './chartData.js';

const rows = [
  { _id: '1', Month: 'Jan', Sales: '10', Cost: '1.5' },
  { _id: '2', Month: 'Feb', Sales: '20', Cost: '' },
  { _id: '3', Month: 'Jan', Sales: '30', Cost: '2.5' },
  { _id: '4', Month: 'Mar', Sales: 'n/a', Cost: '4' },
];

describe('aggregateByXAxis', () => {
  it('sums the values of rows sharing an x value, in first-appearance order', () => {
    const result = aggregateByXAxis(rows, 'Month', [
      { column: 'Sales', duplicateXAxis: 'sum', decimal: 'period' },
    ]);
    expect(result.labels).toEqual(['Jan', 'Feb', 'Mar']);
    expect(result.series).toEqual([{ column: 'Sales', values: [40, 20, null] }]);
  });

  it('averages only the numeric cells when duplicateXAxis is average', () => {
    const result = aggregateByXAxis(rows, 'Month', [
      { column: 'Sales', duplicateXAxis: 'average', decimal: 'period' },
      { column: 'Cost', duplicateXAxis: 'average', decimal: 'period' },
    ]);
    expect(result.series[0]!.values).toEqual([20, 20, null]);
    expect(result.series[1]!.values).toEqual([2, null, 4]);
  });

  it('reads comma decimals and thousands separators', () => {
    const result = aggregateByXAxis(
      [
        { _id: '1', X: 'a', V: '1.234,5' },
        { _id: '2', X: 'a', V: '0,5' },
      ],
      'X',
      [{ column: 'V', duplicateXAxis: 'sum', decimal: 'comma' }],
    );
    expect(result.series[0]!.values).toEqual([1235]);
  });

  it('labels rows by position without an x_axis column', () => {
    const result = aggregateByXAxis(rows.slice(0, 2), '', [
      { column: 'Sales', duplicateXAxis: 'sum', decimal: 'period' },
    ]);
    expect(result.labels).toEqual(['1', '2']);
    expect(result.series[0]!.values).toEqual([10, 20]);
  });
});

describe('chartKindOf', () => {
  it('lets the first axis decide for pie charts', () => {
    expect(chartKindOf([{ type: 'pie' }, { type: 'bar' }])).toEqual({
      base: 'pie',
      horizontal: false,
    });
  });
  it('mixes bars and lines in a bar chart and turns horizontal bars on their side', () => {
    expect(chartKindOf([{ type: 'bar' }, { type: 'line' }]).base).toBe('bar');
    expect(chartKindOf([{ type: 'horizontal-bar' }])).toEqual({ base: 'bar', horizontal: true });
    expect(chartKindOf([{ type: 'line' }]).base).toBe('line');
    expect(chartKindOf([{ type: 'scatter' }]).base).toBe('scatter');
  });
});

describe('scopeCovers', () => {
  it('maps the axis scope choices to the x and y axes', () => {
    expect(scopeCovers('X & Y', 'x') && scopeCovers('X & Y', 'y')).toBe(true);
    expect(scopeCovers('Only X Axis', 'y')).toBe(false);
    expect(scopeCovers('Only Y Axis', 'y')).toBe(true);
    expect(scopeCovers('None', 'x')).toBe(false);
  });
});

describe('sliceColors', () => {
  it('cycles the chosen colours over the slices', () => {
    expect(sliceColors(['#111', '#222'], 3)).toEqual(['#111', '#222', '#111']);
  });
  it('leads the palette with a single chosen colour', () => {
    const colors = sliceColors('#abcdef', 3);
    expect(colors[0]).toBe('#abcdef');
    expect(new Set(colors).size).toBe(3);
  });
});
