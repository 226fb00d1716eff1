import { PERMISSION_CHOICES } from '../permission-choices.js';
import { choices, type SettingsField } from './settings-field.js';

const permissionOptions = choices(PERMISSION_CHOICES);

/** Server paging of a block's rows (lists, tables, grids, datalists); `perPage` names the count. */
export function pagingFields(perPage = 'Rows per page'): readonly SettingsField[] {
  return [
    { key: 'paginate', label: 'Paginate', kind: 'boolean' },
    {
      key: 'rows_per_page',
      label: perPage,
      kind: 'number',
      min: 1,
      max: 500,
      visibleWhen: (settings) => settings.paginate === true,
    },
  ];
}

/** The search, filter and sort controls a visitor gets above the rows. */
export const rowsControlFields: readonly SettingsField[] = [
  { key: 'show_search', label: 'Show search', kind: 'boolean' },
  { key: 'show_filter', label: 'Show filter', kind: 'boolean' },
  { key: 'show_sort', label: 'Show sort', kind: 'boolean' },
];

export const showPaginationField: SettingsField = {
  key: 'show_pagination',
  label: 'Show pagination',
  kind: 'boolean',
};

/** Block fields shared by the list and table forms. */
export const rowsBlockFields: readonly SettingsField[] = [
  ...pagingFields(),
  ...rowsControlFields,
  showPaginationField,
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
