import type { ChartData, ChartOptions } from 'chart.js';
import type { ChartSettings } from '@tessera/domain';
import { formatDataValue, parseCellNumber } from '../shared/numbers.js';
import {
  aggregateByXAxis,
  chartKindOf,
  scopeCovers,
  sliceColors,
  type BaseChartType,
} from './chartData.js';

type SheetRowLike = Record<string, string | undefined>;

export type ChartConfig = {
  type: BaseChartType;
  data: ChartData;
  options: ChartOptions;
};

const NO_SCALE_TYPES: readonly BaseChartType[] = ['pie', 'polarArea', 'radar'];

/** Everything Chart.js needs to draw a chart block, from its settings and rows. */
export function buildChartConfig(
  settings: ChartSettings,
  rows: readonly SheetRowLike[],
): ChartConfig {
  const { base, horizontal } = chartKindOf(settings.axis);
  const { labels, series } = aggregateByXAxis(rows, settings.x_axis, settings.axis);
  const sliced = base === 'pie' || base === 'polarArea';

  const datasets = settings.axis.map((axis, index) => {
    const values = series[index]?.values ?? [];
    const common = {
      label: axis.column,
      borderWidth: axis.borderWidth,
      spanGaps: axis.spanGaps,
      pointRadius: axis.pointRadius,
      pointHoverRadius: axis.pointHoverRadius,
    };
    if (sliced) {
      return {
        ...common,
        data: values,
        backgroundColor: sliceColors(axis.backgroundColor, labels.length),
        borderColor: axis.borderColor,
      };
    }
    if (base === 'scatter') {
      // A scatter point needs a numeric x: the x_axis cell read as a number.
      return {
        ...common,
        data: labels.map((label, at) => ({
          x: parseCellNumber(label, axis.decimal) ?? at + 1,
          y: values[at] ?? null,
        })),
        backgroundColor: axis.backgroundColor,
        borderColor: axis.borderColor,
      };
    }
    return {
      ...common,
      // Only bar charts take mixed series; a line axis inside one is drawn as a line.
      ...(base === 'bar'
        ? { type: axis.type === 'line' ? ('line' as const) : ('bar' as const) }
        : {}),
      data: values,
      backgroundColor: axis.backgroundColor,
      borderColor: axis.borderColor,
    };
  });

  const format = (value: number | string) =>
    typeof value === 'number' ? formatDataValue(value, settings.Data_Format) : value;
  const valueAxis = horizontal ? 'x' : 'y';
  const scale = (axis: 'x' | 'y') => ({
    beginAtZero: scopeCovers(settings.beginAtZero, axis),
    stacked: settings.stackAxis,
    grid: { display: scopeCovers(settings.grid, axis), color: settings.grid_color },
    title: {
      display: settings.showScaleLabel,
      text:
        axis === valueAxis
          ? settings.axis.map((entry) => entry.column).join(', ')
          : settings.x_axis,
    },
    ticks:
      axis === valueAxis
        ? {
            ...(settings.CustomStepSize ? { stepSize: settings.StepSize } : {}),
            callback: format,
          }
        : {},
  });

  const options: ChartOptions = {
    responsive: true,
    maintainAspectRatio: false,
    indexAxis: horizontal ? 'y' : 'x',
    plugins: {
      legend: {
        display: settings.legendPosition !== 'hidden',
        position: settings.legendPosition === 'bottom' ? 'bottom' : 'top',
      },
    },
    ...(NO_SCALE_TYPES.includes(base)
      ? base === 'radar'
        ? {
            scales: {
              r: {
                beginAtZero: settings.beginAtZero !== 'None',
                grid: { display: settings.grid !== 'None', color: settings.grid_color },
              },
            },
          }
        : {}
      : { scales: { x: scale('x'), y: scale('y') } }),
  };

  return { type: base, data: { labels, datasets }, options };
}
