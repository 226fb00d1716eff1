import { TEXT_ALIGNMENTS } from '../block-constants.js';
import { EDITOR_LIST_LIMITS } from '../editor-list-limits.js';
import { itemDetailsActionSchema, itemDetailsAxisSchema } from '../item-details-settings.js';
import { ITEM_ACTION_TYPES, ITEM_DETAILS_LAYOUTS } from '../item-record.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';

export const itemDetailsForm: readonly SettingsField[] = [
  sheetField,
  { key: 'Layout', label: 'Layout', kind: 'select', options: choices(ITEM_DETAILS_LAYOUTS) },
  { key: 'show_photo', label: 'Show photo', kind: 'boolean' },
  {
    key: 'photo_column',
    label: 'Photo column',
    kind: 'column',
    visibleWhen: (settings) => settings.show_photo === true,
  },
  { key: 'show_header', label: 'Show header', kind: 'boolean' },
  {
    key: 'header_column',
    label: 'Header column',
    kind: 'column',
    visibleWhen: (settings) => settings.show_header === true,
  },
  {
    key: 'axis',
    label: 'Content columns',
    kind: 'list',
    maxItems: 50,
    itemFields: [
      { key: 'column', label: 'Column', kind: 'column' },
      { key: 'alignment', label: 'Alignment', kind: 'select', options: choices(TEXT_ALIGNMENTS) },
    ],
    newItem: blankItemFactory(itemDetailsAxisSchema),
  },
  {
    key: 'actions',
    label: 'Actions',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.actionButtons,
    itemFields: [
      { key: 'type', label: 'Type', kind: 'select', options: choices(ITEM_ACTION_TYPES) },
      {
        key: 'column',
        label: 'Address column',
        kind: 'column',
        visibleWhen: (action) => (action.type ?? 'External URL') === 'External URL',
      },
      {
        key: 'Pages',
        label: 'Page',
        kind: 'page',
        visibleWhen: (action) => action.type === 'Page',
      },
      { key: 'label', label: 'Label', kind: 'text' },
      { key: 'buttonColor', label: 'Button colour', kind: 'color' },
      { key: 'TextColor', label: 'Text colour', kind: 'color' },
    ],
    newItem: blankItemFactory(itemDetailsActionSchema),
  },
  ...blockFilterFields,
  ...commonFields,
];
