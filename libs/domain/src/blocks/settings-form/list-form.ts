import { FONT_STYLES, LIST_AXIS_TYPES, listAxisSchema } from '../list-settings.js';
import { PERMISSION_CHOICES } from '../permission-choices.js';
import { actionsField } from './action-button-fields.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { rowsBlockFields } from './rows-block-fields.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';
import { pageButtonFields } from './page-button-fields.js';

export const listAxisField: SettingsField = {
  key: 'axis',
  label: 'Columns',
  kind: 'list',
  itemFields: [
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'type', label: 'Type', kind: 'select', options: choices(LIST_AXIS_TYPES) },
    {
      key: 'editable',
      label: 'Who can edit',
      kind: 'select',
      options: choices(PERMISSION_CHOICES),
    },
    { key: 'text_color', label: 'Text colour', kind: 'color' },
    { key: 'font_style', label: 'Font style', kind: 'select', options: choices(FONT_STYLES) },
  ],
  newItem: blankItemFactory(listAxisSchema),
};

export const listForm: readonly SettingsField[] = [
  sheetField,
  listAxisField,
  ...blockFilterFields,
  ...rowsBlockFields,
  actionsField,
  ...pageButtonFields,
  ...commonFields,
];
