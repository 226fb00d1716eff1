import { MARKDOWN_GAPS } from '../markdown-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import { choices, type SettingsField } from './settings-field.js';

export const markdownForm: readonly SettingsField[] = [
  sheetField,
  {
    key: 'body',
    label: 'Markdown',
    kind: 'textarea',
    help: 'Write [Column Name] where a value of the row goes.',
  },
  { key: 'loop', label: 'One block per row', kind: 'boolean' },
  { key: 'columns', label: 'Columns', kind: 'number', min: 1, max: 4, step: 1 },
  { key: 'gap', label: 'Gap', kind: 'select', options: choices(MARKDOWN_GAPS) },
  ...commonFields,
];
