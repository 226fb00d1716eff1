import { DECIMAL_SEPARATORS } from '../cell-number.js';
import { MAX_SCORES_PER_READ, SCORECARD_FUNCTIONS } from '../scorecard-scores.js';
import { scorecardAxisSchema } from '../scorecard-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';

export const scorecardAxisField: SettingsField = {
  key: 'axis',
  label: 'Figures',
  kind: 'list',
  maxItems: MAX_SCORES_PER_READ,
  itemFields: [
    {
      key: 'sheet_title',
      label: 'Sheet',
      kind: 'sheet',
      blankLabel: "The block's sheet",
      help: "Another sheet's figure counts every row of it, and only on a block without filters.",
    },
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'label', label: 'Label', kind: 'text', help: "The column's name when left blank." },
    { key: 'function', label: 'Function', kind: 'select', options: choices(SCORECARD_FUNCTIONS) },
    {
      key: 'symbol',
      label: 'Symbol',
      kind: 'text',
      help: 'Printed before the figure ($, €) or after it (%).',
    },
    { key: 'decimal', label: 'Decimal mark', kind: 'select', options: choices(DECIMAL_SEPARATORS) },
    { key: 'background_color', label: 'Card colour', kind: 'color' },
    { key: 'text_color', label: 'Figure colour', kind: 'color' },
    { key: 'label_color', label: 'Label colour', kind: 'color' },
  ],
  newItem: blankItemFactory(scorecardAxisSchema),
};

export const scorecardForm: readonly SettingsField[] = [
  sheetField,
  scorecardAxisField,
  ...blockFilterFields,
  ...commonFields,
];
