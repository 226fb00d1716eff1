import { z } from 'zod';
import { DECIMAL_SEPARATORS } from './cell-number.js';
import { commonBlockSettingsShape, requiredColumn, sheetTitleShape } from './common-settings.js';

export const CHART_TYPES = [
  'line',
  'bar',
  'horizontal-bar',
  'radar',
  'pie',
  'polarArea',
  'scatter',
] as const;
export const LEGEND_POSITIONS = ['hidden', 'top', 'bottom'] as const;
/** Which axes `beginAtZero` and `grid` apply to. */
export const AXIS_SCOPES = ['X & Y', 'Only X Axis', 'Only Y Axis', 'None'] as const;
export const INTERNAL_LABELS = ['None', 'Name', 'Value', 'Name and value'] as const;
/** How rows sharing an x value are combined. */
export const DUPLICATE_X_AXIS = ['sum', 'average'] as const;
/**
 * How values are printed: as written, as numbers with thousands separators (using the axis'
 * decimal mark), or as percentages.
 */
export const DATA_FORMATS = ['None', 'Number', 'Percent'] as const;

/** Border and point sizes range from 0 to 5 (block-configuration §5). */
const strokeSize = (fallback: number) => z.number().min(0).max(5).default(fallback);

export const chartAxisSchema = z.object({
  column: requiredColumn,
  type: z.enum(CHART_TYPES).default('bar'),
  /** One colour, or one per data point. */
  backgroundColor: z
    .union([z.string().max(40), z.array(z.string().max(40)).max(500)])
    .default('#4f46E5'),
  borderColor: z.string().max(40).default('#4f46E5'),
  internal_labels: z.enum(INTERNAL_LABELS).default('None'),
  duplicateXAxis: z.enum(DUPLICATE_X_AXIS).default('sum'),
  decimal: z.enum(DECIMAL_SEPARATORS).default('period'),
  spanGaps: z.boolean().default(false),
  borderWidth: strokeSize(1),
  pointRadius: strokeSize(3),
  pointHoverRadius: strokeSize(4),
});
export type ChartAxis = z.infer<typeof chartAxisSchema>;

export const chartSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  legendPosition: z.enum(LEGEND_POSITIONS).default('top'),
  showScaleLabel: z.boolean().default(false),
  stackAxis: z.boolean().default(false),
  Data_Format: z.enum(DATA_FORMATS).default('None'),
  beginAtZero: z.enum(AXIS_SCOPES).default('X & Y'),
  grid: z.enum(AXIS_SCOPES).default('X & Y'),
  CustomStepSize: z.boolean().default(false),
  StepSize: z.number().positive('StepSize must be greater than 0.').default(1),
  pdf_download: z.boolean().default(false),
  grid_color: z.string().max(40).default('#e5e7eb'),
  /** The column giving the labels of the x axis. */
  x_axis: z.string().default(''),
  axis: z.array(chartAxisSchema).max(50).default([]),
});
export type ChartSettings = z.infer<typeof chartSettingsSchema>;
