import { MAP_HEIGHTS } from '../map-places.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { choices, type SettingsField } from './settings-field.js';

export const mapForm: readonly SettingsField[] = [
  sheetField,
  {
    key: 'address_column',
    label: 'Address column',
    kind: 'column',
    help: 'Each row is placed at this address (the first 200 rows the filters keep).',
  },
  { key: 'title_column', label: 'Title column', kind: 'column' },
  { key: 'description_column', label: 'Description column', kind: 'column' },
  {
    key: 'image_column',
    label: 'Image column',
    kind: 'column',
    help: 'https:// addresses of pictures.',
  },
  { key: 'map_height', label: 'Map height', kind: 'select', options: choices(MAP_HEIGHTS) },
  { key: 'show_list', label: 'List the places beside the map', kind: 'boolean' },
  ...blockFilterFields,
  ...commonFields,
];
