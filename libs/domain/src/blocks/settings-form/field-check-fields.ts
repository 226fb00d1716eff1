import { FIELD_MAX_LENGTH, FIELD_MAX_LENGTH_LIMIT, LONG_TEXT_MAX_LENGTH } from '../field-checks.js';
import type { SettingsField } from './settings-field.js';

/**
 * The checks an owner sets on a form's field or an event's registration field (field-checks.ts):
 * the browser asks for them before sending, and the server refuses answers without them.
 */
export const fieldCheckFields: readonly SettingsField[] = [
  { key: 'required', label: 'Required', kind: 'boolean' },
  {
    key: 'max_length',
    label: 'Maximum length',
    kind: 'number',
    min: 1,
    max: FIELD_MAX_LENGTH_LIMIT,
    help: `Characters. Leave empty for ${FIELD_MAX_LENGTH.toLocaleString('en')} (${LONG_TEXT_MAX_LENGTH.toLocaleString('en')} for long text).`,
    visibleWhen: (axis) => axis.type !== 'file' && axis.type !== 'image',
  },
];
