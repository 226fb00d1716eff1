import type { ChartAxis, ChartSettings } from '@tessera/domain';
import { parseCellNumber } from '../shared/numbers.js';

type SheetRowLike = Record<string, string | undefined>;

/** One value per label for one axis column; null where the column holds no number. */
export type ChartSeries = { column: string; values: (number | null)[] };

/**
 * Groups rows by their x_axis value (first appearance order) and combines the values of each axis
 * column per group with its duplicateXAxis rule: sum, or average of the numeric cells. Without an
 * x_axis column every row is its own point, labelled by its position.
 */
export function aggregateByXAxis(
  rows: readonly SheetRowLike[],
  xColumn: string,
  axis: readonly Pick<ChartAxis, 'column' | 'duplicateXAxis' | 'decimal'>[],
): { labels: string[]; series: ChartSeries[] } {
  const labels: string[] = [];
  const rowsByLabel = new Map<string, SheetRowLike[]>();
  rows.forEach((row, index) => {
    const label = xColumn ? (row[xColumn] ?? '').trim() : String(index + 1);
    const group = rowsByLabel.get(label);
    if (group) group.push(row);
    else {
      labels.push(label);
      rowsByLabel.set(label, [row]);
    }
  });
  const series = axis.map((entry) => ({
    column: entry.column,
    values: labels.map((label) => {
      const numbers = (rowsByLabel.get(label) ?? [])
        .map((row) => parseCellNumber(row[entry.column], entry.decimal))
        .filter((value): value is number => value !== null);
      if (numbers.length === 0) return null;
      const sum = numbers.reduce((total, value) => total + value, 0);
      return entry.duplicateXAxis === 'average' ? sum / numbers.length : sum;
    }),
  }));
  return { labels, series };
}

/** Chart.js chart types the renderer draws. */
export type BaseChartType = 'bar' | 'line' | 'pie' | 'radar' | 'polarArea' | 'scatter';

/** Types drawn as one whole chart (they cannot be mixed with other series). */
const WHOLE_CHART_TYPES = ['pie', 'radar', 'polarArea'] as const;

/**
 * The chart's base type from its axes: the first axis decides for pie, radar and polarArea; all
 * scatter axes give a scatter chart, all line axes a line chart; anything else is a bar chart in
 * which line axes are drawn as lines. horizontal-bar turns the chart on its side.
 */
export function chartKindOf(axis: readonly Pick<ChartAxis, 'type'>[]): {
  base: BaseChartType;
  horizontal: boolean;
} {
  const first = axis[0]?.type ?? 'bar';
  const horizontal = axis.some((entry) => entry.type === 'horizontal-bar');
  if ((WHOLE_CHART_TYPES as readonly string[]).includes(first)) {
    return { base: first as BaseChartType, horizontal: false };
  }
  if (axis.length > 0 && axis.every((entry) => entry.type === 'scatter')) {
    return { base: 'scatter', horizontal: false };
  }
  if (axis.length > 0 && axis.every((entry) => entry.type === 'line')) {
    return { base: 'line', horizontal: false };
  }
  return { base: 'bar', horizontal };
}

/** Whether an X & Y / Only X Axis / Only Y Axis / None choice covers an axis. */
export function scopeCovers(scope: ChartSettings['beginAtZero'], axis: 'x' | 'y'): boolean {
  switch (scope) {
    case 'X & Y':
      return true;
    case 'Only X Axis':
      return axis === 'x';
    case 'Only Y Axis':
      return axis === 'y';
    case 'None':
      return false;
  }
}

/** Colours given to pie and polar slices when the owner chose a single colour. */
export const SLICE_PALETTE = [
  '#4f46e5',
  '#0ea5e9',
  '#10b981',
  '#f59e0b',
  '#ef4444',
  '#8b5cf6',
  '#ec4899',
  '#14b8a6',
  '#f97316',
  '#64748b',
];

/** A slice colour per label: the owner's list cycled, or the palette led by their colour. */
export function sliceColors(backgroundColor: string | string[], count: number): string[] {
  const chosen = Array.isArray(backgroundColor)
    ? backgroundColor
    : [
        backgroundColor,
        ...SLICE_PALETTE.filter((color) => color !== backgroundColor.toLowerCase()),
      ];
  if (chosen.length === 0) return SLICE_PALETTE.slice(0, count);
  return Array.from({ length: count }, (_, index) => chosen[index % chosen.length] ?? '#4f46e5');
}
