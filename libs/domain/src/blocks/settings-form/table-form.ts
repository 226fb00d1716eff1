import { AXIS_TYPE_LABELS, AXIS_TYPES } from '../axis-types.js';
import { TEXT_ALIGNMENTS } from '../block-constants.js';
import { PERMISSION_CHOICES } from '../permission-choices.js';
import {
  conditionalFormattingRuleSchema,
  FORMATTING_CONDITIONS,
  IMAGE_SOURCES,
  tableAxisSchema,
} from '../table-settings.js';
import { actionsField } from './action-button-fields.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { rowsBlockFields } from './rows-block-fields.js';
import {
  blankItemFactory,
  choices,
  labelledChoices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';
import { pageButtonFields } from './page-button-fields.js';

const isChoiceColumn = (axis: SettingsValues) =>
  axis.type === 'select' || axis.type === 'multi-select';

const tableAxisFields: readonly SettingsField[] = [
  { key: 'column', label: 'Column', kind: 'column' },
  {
    key: 'type',
    label: 'Type',
    kind: 'select',
    options: labelledChoices(AXIS_TYPES, AXIS_TYPE_LABELS),
  },
  { key: 'hidden', label: 'Hidden', kind: 'boolean' },
  { key: 'editable', label: 'Who can edit', kind: 'select', options: choices(PERMISSION_CHOICES) },
  { key: 'use_markdown', label: 'Use markdown', kind: 'boolean' },
  { key: 'column_width', label: 'Column width (px)', kind: 'number', min: 40, max: 2000 },
  {
    key: 'text_alignment',
    label: 'Text alignment',
    kind: 'select',
    options: choices(TEXT_ALIGNMENTS),
  },
  {
    key: 'Conditional_formatting',
    label: 'Conditional formatting',
    kind: 'list',
    // Offered only for text columns (block-configuration §4).
    visibleWhen: (axis) => axis.type === 'text',
    itemFields: [
      {
        key: 'condition',
        label: 'Condition',
        kind: 'select',
        options: choices(FORMATTING_CONDITIONS),
      },
      { key: 'value', label: 'Value', kind: 'text' },
      { key: 'text_color', label: 'Text colour', kind: 'color' },
      { key: 'background_color', label: 'Background colour', kind: 'color' },
    ],
    newItem: blankItemFactory(conditionalFormattingRuleSchema),
  },
  {
    key: 'from_google_sheet',
    label: 'Options from the sheet',
    kind: 'boolean',
    visibleWhen: isChoiceColumn,
  },
  {
    key: 'source',
    label: 'Options column',
    kind: 'column',
    visibleWhen: (axis) => isChoiceColumn(axis) && axis.from_google_sheet === true,
  },
  {
    key: 'options',
    label: 'Options (comma separated)',
    kind: 'text',
    visibleWhen: (axis) => isChoiceColumn(axis) && axis.from_google_sheet !== true,
  },
  {
    key: 'character_limit',
    label: 'Character limit',
    kind: 'number',
    min: 1,
    visibleWhen: (axis) => axis.type === 'text' || axis.type === 'textarea',
  },
  {
    key: 'image_source',
    label: 'Image source',
    kind: 'select',
    options: choices(IMAGE_SOURCES),
    visibleWhen: (axis) => axis.type === 'image',
  },
];

export const tableAxisField: SettingsField = {
  key: 'axis',
  label: 'Columns',
  kind: 'list',
  itemFields: tableAxisFields,
  newItem: blankItemFactory(tableAxisSchema),
};

export const tableForm: readonly SettingsField[] = [
  sheetField,
  tableAxisField,
  ...blockFilterFields,
  ...rowsBlockFields,
  actionsField,
  ...pageButtonFields,
  ...commonFields,
];
