import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from './block-settings.js';
import { chartAxisSchema } from './chart-settings.js';

describe('chart settings', () => {
  it('fills a data series with its defaults', () => {
    expect(chartAxisSchema.parse({ column: 'Sales' })).toEqual({
      column: 'Sales',
      type: 'bar',
      backgroundColor: '#4f46E5',
      borderColor: '#4f46E5',
      internal_labels: 'None',
      duplicateXAxis: 'sum',
      decimal: 'period',
      spanGaps: false,
      borderWidth: 1,
      pointRadius: 3,
      pointHoverRadius: 4,
    });
  });

  it('accepts one colour per data point', () => {
    const axis = chartAxisSchema.parse({ column: 'Sales', backgroundColor: ['#111', '#222'] });
    expect(axis.backgroundColor).toEqual(['#111', '#222']);
  });

  it('accepts every chart type of the spec', () => {
    for (const type of ['line', 'bar', 'horizontal-bar', 'radar', 'pie', 'polarArea', 'scatter']) {
      expect(chartAxisSchema.safeParse({ column: 'Sales', type }).success).toBe(true);
    }
    expect(chartAxisSchema.safeParse({ column: 'Sales', type: 'donut' }).success).toBe(false);
  });

  it('keeps border and point sizes between 0 and 5', () => {
    expect(chartAxisSchema.safeParse({ column: 'A', borderWidth: 0 }).success).toBe(true);
    expect(chartAxisSchema.safeParse({ column: 'A', pointRadius: 5 }).success).toBe(true);
    const result = parseBlockSettings('chart', { axis: [{ column: 'A', pointHoverRadius: 6 }] });
    expect(result.success).toBe(false);
    expect(!result.success && result.message).toMatch(/^axis\.0\.pointHoverRadius: /);
    expect(chartAxisSchema.safeParse({ column: 'A', borderWidth: -1 }).success).toBe(false);
  });

  it('restricts duplicate x values to sum or average and decimals to comma or period', () => {
    expect(chartAxisSchema.safeParse({ column: 'A', duplicateXAxis: 'max' }).success).toBe(false);
    expect(chartAxisSchema.safeParse({ column: 'A', decimal: 'dot' }).success).toBe(false);
  });

  it('defaults the block fields and keeps the x axis column', () => {
    const result = parseBlockSettings('chart', { x_axis: 'Month', CustomStepSize: true });
    expect(result.success && result.settings).toMatchObject({
      x_axis: 'Month',
      legendPosition: 'top',
      beginAtZero: 'X & Y',
      grid: 'X & Y',
      CustomStepSize: true,
      StepSize: 1,
      pdf_download: false,
    });
  });

  it('refuses a step size of zero', () => {
    const result = parseBlockSettings('chart', { StepSize: 0 });
    expect(result).toEqual({
      success: false,
      message: 'StepSize: StepSize must be greater than 0.',
    });
  });
});
