import { LINK_TYPES } from '../link-target.js';
import { choices, type SettingsField } from './settings-field.js';

/** Where a header link goes: one of the app's pages, or an external address. */
export const linkTargetFields: readonly SettingsField[] = [
  { key: 'linkType', label: 'Link to', kind: 'select', options: choices(LINK_TYPES) },
  {
    key: 'pageSlug',
    label: 'Page',
    kind: 'page',
    visibleWhen: (link) => link.linkType !== 'external',
  },
  { key: 'url', label: 'URL', kind: 'text', visibleWhen: (link) => link.linkType === 'external' },
  { key: 'openInNewTab', label: 'Open in a new tab', kind: 'boolean' },
];
