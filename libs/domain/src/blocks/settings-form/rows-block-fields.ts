import { PERMISSION_CHOICES } from '../permission-choices.js';
import { choices, type SettingsField } from './settings-field.js';

const permissionOptions = choices(PERMISSION_CHOICES);

/** Block fields shared by the list and table forms. */
export const rowsBlockFields: readonly SettingsField[] = [
  { key: 'paginate', label: 'Paginate', kind: 'boolean' },
  {
    key: 'rows_per_page',
    label: 'Rows per page',
    kind: 'number',
    min: 1,
    max: 500,
    visibleWhen: (settings) => settings.paginate === true,
  },
  { key: 'show_search', label: 'Show search', kind: 'boolean' },
  { key: 'show_filter', label: 'Show filter', kind: 'boolean' },
  { key: 'show_sort', label: 'Show sort', kind: 'boolean' },
  { key: 'show_pagination', label: 'Show pagination', kind: 'boolean' },
  { key: 'csv_download', label: 'CSV download', kind: 'boolean' },
  { key: 'pdf_download', label: 'PDF download', kind: 'boolean' },
  { key: 'show_details_on_click', label: 'Show details on click', kind: 'boolean' },
  { key: 'add_new_row', label: 'Who can add rows', kind: 'select', options: permissionOptions },
  {
    key: 'add_row_button_title',
    label: 'Add row button title',
    kind: 'text',
    visibleWhen: (settings) => settings.add_new_row !== 'None',
  },
  {
    key: 'add_row_button_color',
    label: 'Add row button colour',
    kind: 'color',
    visibleWhen: (settings) => settings.add_new_row !== 'None',
  },
  {
    key: 'add_row_text_color',
    label: 'Add row text colour',
    kind: 'color',
    visibleWhen: (settings) => settings.add_new_row !== 'None',
  },
  { key: 'submit_button_title', label: 'Submit button title', kind: 'text' },
  {
    key: 'action_button_visibility',
    label: 'Who sees the action buttons',
    kind: 'select',
    options: permissionOptions,
  },
  { key: 'freeze_actions_column', label: 'Freeze actions column', kind: 'boolean' },
  {
    key: 'column_width',
    label: 'Actions column width (px)',
    kind: 'number',
    min: 40,
    max: 2000,
    visibleWhen: (settings) => settings.freeze_actions_column === true,
  },
];
