import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from '@tessera/domain';
import { buildChartConfig } from './chartConfig.js';

function chart(settings: Record<string, unknown>) {
  const parsed = parseBlockSettings('chart', settings);
  if (!parsed.success) throw new Error(parsed.message);
  return parsed.settings;
}

const rows = [
  { _id: '1', Name: 'Tea', Stock: '4' },
  { _id: '2', Name: 'Tea', Stock: '6' },
  { _id: '3', Name: 'Cake', Stock: '3' },
];

describe('buildChartConfig', () => {
  it('draws one bar per x value with the summed series', () => {
    const config = buildChartConfig(
      chart({ x_axis: 'Name', axis: [{ column: 'Stock', type: 'bar' }] }),
      rows,
    );
    expect(config.type).toBe('bar');
    expect(config.data.labels).toEqual(['Tea', 'Cake']);
    expect(config.data.datasets[0]).toMatchObject({ label: 'Stock', data: [10, 3], type: 'bar' });
  });

  it('places the legend, or hides it, and applies begin at zero and grid per axis', () => {
    const config = buildChartConfig(
      chart({
        x_axis: 'Name',
        legendPosition: 'hidden',
        beginAtZero: 'Only Y Axis',
        grid: 'Only X Axis',
        axis: [{ column: 'Stock' }],
      }),
      rows,
    );
    expect(config.options.plugins?.legend).toMatchObject({ display: false });
    const scales = config.options.scales as Record<
      string,
      { beginAtZero: boolean; grid: { display: boolean } }
    >;
    expect(scales.x).toMatchObject({ beginAtZero: false, grid: { display: true } });
    expect(scales.y).toMatchObject({ beginAtZero: true, grid: { display: false } });
  });

  it('turns horizontal bars on their side and gives pie slices their own colours', () => {
    expect(
      buildChartConfig(chart({ axis: [{ column: 'Stock', type: 'horizontal-bar' }] }), rows).options
        .indexAxis,
    ).toBe('y');
    const pie = buildChartConfig(
      chart({ x_axis: 'Name', axis: [{ column: 'Stock', type: 'pie' }] }),
      rows,
    );
    expect(pie.type).toBe('pie');
    expect(pie.options.scales).toBeUndefined();
    const colours = pie.data.datasets[0]?.backgroundColor as string[];
    expect(colours).toHaveLength(2);
    expect(new Set(colours).size).toBe(2);
  });
});
