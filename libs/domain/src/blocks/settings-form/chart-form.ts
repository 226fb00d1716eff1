import {
  AXIS_SCOPES,
  CHART_TYPES,
  chartAxisSchema,
  DATA_FORMATS,
  DUPLICATE_X_AXIS,
  INTERNAL_LABELS,
  LEGEND_POSITIONS,
} from '../chart-settings.js';
import { DECIMAL_SEPARATORS } from '../cell-number.js';
import { commonFields, sheetField } from './common-fields.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';

const strokeField = (key: string, label: string): SettingsField => ({
  key,
  label,
  kind: 'number',
  min: 0,
  max: 5,
  step: 0.5,
});

export const chartAxisField: SettingsField = {
  key: 'axis',
  label: 'Data series',
  kind: 'list',
  itemFields: [
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'type', label: 'Chart type', kind: 'select', options: choices(CHART_TYPES) },
    { key: 'backgroundColor', label: 'Background colour', kind: 'color' },
    { key: 'borderColor', label: 'Border colour', kind: 'color' },
    {
      key: 'internal_labels',
      label: 'Internal labels',
      kind: 'select',
      options: choices(INTERNAL_LABELS),
    },
    {
      key: 'duplicateXAxis',
      label: 'Rows with the same x value',
      kind: 'select',
      options: choices(DUPLICATE_X_AXIS),
    },
    { key: 'decimal', label: 'Decimal mark', kind: 'select', options: choices(DECIMAL_SEPARATORS) },
    { key: 'spanGaps', label: 'Span gaps', kind: 'boolean' },
    strokeField('borderWidth', 'Border width'),
    strokeField('pointRadius', 'Point radius'),
    strokeField('pointHoverRadius', 'Point hover radius'),
  ],
  newItem: blankItemFactory(chartAxisSchema),
};

export const chartForm: readonly SettingsField[] = [
  sheetField,
  { key: 'x_axis', label: 'X axis column', kind: 'column' },
  chartAxisField,
  {
    key: 'legendPosition',
    label: 'Legend position',
    kind: 'select',
    options: choices(LEGEND_POSITIONS),
  },
  { key: 'showScaleLabel', label: 'Show scale labels', kind: 'boolean' },
  { key: 'stackAxis', label: 'Stack series', kind: 'boolean' },
  { key: 'Data_Format', label: 'Data format', kind: 'select', options: choices(DATA_FORMATS) },
  { key: 'beginAtZero', label: 'Begin at zero', kind: 'select', options: choices(AXIS_SCOPES) },
  { key: 'grid', label: 'Grid lines', kind: 'select', options: choices(AXIS_SCOPES) },
  { key: 'grid_color', label: 'Grid colour', kind: 'color' },
  { key: 'CustomStepSize', label: 'Custom step size', kind: 'boolean' },
  {
    key: 'StepSize',
    label: 'Step size',
    kind: 'number',
    min: 0,
    visibleWhen: (settings) => settings.CustomStepSize === true,
  },
  { key: 'pdf_download', label: 'PDF download', kind: 'boolean' },
  ...commonFields,
];
