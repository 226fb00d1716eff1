import { commonFields } from './common-fields.js';
import type { SettingsField } from './settings-field.js';

export const iframeForm: readonly SettingsField[] = [
  {
    key: 'iframe_code',
    label: 'Iframe code',
    kind: 'textarea',
    help: 'Paste the embed code a site gives (an <iframe> whose address starts with https://) or the address alone. Only the iframe is kept, and the page it shows runs in a sandbox, apart from your app.',
  },
  ...commonFields,
];
