import { AXIS_TYPE_LABELS, FILE_MIME_TYPES, FORM_AXIS_TYPES } from '../axis-types.js';
import { TEXT_ALIGNMENTS } from '../block-constants.js';
import { FORM_TITLE_SIZES, formAxisSchema } from '../form-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import {
  blankItemFactory,
  choices,
  labelledChoices,
  type SettingsField,
  type SettingsValues,
} from './settings-field.js';
import { fieldCheckFields } from './field-check-fields.js';

const isChoiceField = (axis: SettingsValues) =>
  axis.type === 'select' || axis.type === 'multi-select';

export const formAxisField: SettingsField = {
  key: 'axis',
  label: 'Fields',
  kind: 'list',
  itemFields: [
    { key: 'column', label: 'Column', kind: 'column' },
    { key: 'label', label: 'Label', kind: 'text' },
    { key: 'description', label: 'Description', kind: 'textarea' },
    {
      key: 'type',
      label: 'Type',
      kind: 'select',
      options: labelledChoices(FORM_AXIS_TYPES, AXIS_TYPE_LABELS),
    },
    {
      key: 'from_google_sheet',
      label: 'Options from the sheet',
      kind: 'boolean',
      visibleWhen: isChoiceField,
    },
    {
      key: 'source',
      label: 'Options column',
      kind: 'column',
      visibleWhen: (axis) => isChoiceField(axis) && axis.from_google_sheet === true,
    },
    {
      key: 'options',
      label: 'Options (comma separated)',
      kind: 'text',
      visibleWhen: (axis) => isChoiceField(axis) && axis.from_google_sheet !== true,
    },
    {
      key: 'file_mime_type',
      label: 'Accepted files',
      kind: 'select',
      options: FILE_MIME_TYPES,
      visibleWhen: (axis) => axis.type === 'file',
    },
    ...fieldCheckFields,
    {
      key: 'regex_validation',
      label: 'Regex validation',
      kind: 'text',
      help: 'Leave empty for no validation.',
      // Not offered for file fields (block-configuration §4).
      visibleWhen: (axis) => axis.type !== 'file',
    },
    {
      key: 'placeholder',
      label: 'Placeholder',
      kind: 'text',
      visibleWhen: (axis) => axis.type !== 'file',
    },
    {
      key: 'default',
      label: 'Default value',
      kind: 'text',
      help: '[(today)] is replaced by the date, [(user_email)] by the signed-in e-mail.',
      visibleWhen: (axis) => axis.type !== 'file',
    },
    { key: 'hide', label: 'Hidden', kind: 'boolean' },
  ],
  newItem: blankItemFactory(formAxisSchema),
};

export const formForm: readonly SettingsField[] = [
  sheetField,
  { key: 'titleForm', label: 'Form title', kind: 'text' },
  {
    key: 'title_alignment',
    label: 'Title alignment',
    kind: 'select',
    options: choices(TEXT_ALIGNMENTS),
  },
  { key: 'title_size', label: 'Title size', kind: 'select', options: choices(FORM_TITLE_SIZES) },
  { key: 'title_bold', label: 'Bold title', kind: 'boolean' },
  formAxisField,
  { key: 'labels_color', label: 'Labels colour', kind: 'color' },
  { key: 'input_color', label: 'Input colour', kind: 'color' },
  { key: 'submit_text', label: 'Submit button text', kind: 'text' },
  { key: 'submit_button_color', label: 'Submit button colour', kind: 'color' },
  { key: 'submit_text_color', label: 'Submit text colour', kind: 'color' },
  { key: 'submit_success', label: 'Success message', kind: 'text' },
  ...commonFields,
];
