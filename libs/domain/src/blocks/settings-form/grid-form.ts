import { TEXT_ALIGNMENTS } from '../block-constants.js';
import {
  GRID_AXIS_TYPES,
  GRID_COLUMN_COUNTS,
  GRID_IMAGE_SIZES,
  gridAxisSchema,
} from '../grid-settings.js';
import { FONT_STYLES } from '../list-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import {
  blankItemFactory,
  choices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';
import { pageButtonFields } from './page-button-fields.js';
import { pagingFields, rowsControlFields, showPaginationField } from './rows-block-fields.js';

const forType =
  (type: (typeof GRID_AXIS_TYPES)[number]) =>
  (item: SettingsValues): boolean =>
    (item.type ?? 'text') === type;

export const gridAxisField: SettingsField = {
  key: 'axis',
  label: 'Fields',
  kind: 'list',
  maxItems: 50,
  itemFields: [
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'type', label: 'Type', kind: 'select', options: choices(GRID_AXIS_TYPES) },
    { key: 'hide_on_grid', label: 'Hide on grid', kind: 'boolean' },
    { key: 'alignment', label: 'Alignment', kind: 'select', options: choices(TEXT_ALIGNMENTS) },
    {
      key: 'image_size',
      label: 'Image size',
      kind: 'select',
      options: choices(GRID_IMAGE_SIZES),
      visibleWhen: forType('image'),
    },
    { key: 'round_image', label: 'Round image', kind: 'boolean', visibleWhen: forType('image') },
    { key: 'text_color', label: 'Text colour', kind: 'color', visibleWhen: forType('text') },
    {
      key: 'font_style',
      label: 'Font style',
      kind: 'select',
      options: choices(FONT_STYLES),
      visibleWhen: forType('text'),
    },
    {
      key: 'button_text',
      label: 'Button text',
      kind: 'text',
      visibleWhen: forType('button'),
      help: "The button opens the address in the cell (a web address or one of the app's pages).",
    },
    { key: 'button_color', label: 'Button colour', kind: 'color', visibleWhen: forType('button') },
    {
      key: 'button_text_color',
      label: 'Button text colour',
      kind: 'color',
      visibleWhen: forType('button'),
    },
    { key: 'round_button', label: 'Round button', kind: 'boolean', visibleWhen: forType('button') },
  ],
  newItem: blankItemFactory(gridAxisSchema),
};

export const gridForm: readonly SettingsField[] = [
  sheetField,
  gridAxisField,
  { key: 'columns', label: 'Columns', kind: 'select', options: choices(GRID_COLUMN_COUNTS) },
  ...pagingFields('Cards per page'),
  ...rowsControlFields,
  showPaginationField,
  ...blockFilterFields,
  ...pageButtonFields,
  ...commonFields,
];
