import { EDITOR_LIST_LIMITS } from '../editor-list-limits.js';
import {
  BREADCRUMB_SEPARATORS,
  HEADER_LAYOUT_TYPES,
  headerActionButtonSchema,
  navigationItemSchema,
} from '../header-settings.js';
import { commonFields } from './common-fields.js';
import { linkTargetFields } from './link-fields.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';

export const headerForm: readonly SettingsField[] = [
  {
    key: 'app_wide',
    label: 'Use this header on every page',
    kind: 'boolean',
    appOnly: true,
    help: 'Ticked, this is the header the app’s pages share: saving it changes every page that shares it. Untick to give this page a header of its own.',
  },
  { key: 'LayoutType', label: 'Layout', kind: 'select', options: choices(HEADER_LAYOUT_TYPES) },
  { key: 'HeaderTitle', label: 'Header title', kind: 'text' },
  { key: 'Logo', label: 'Logo URL', kind: 'text' },
  { key: 'UserMenu', label: 'User menu', kind: 'boolean' },
  {
    key: 'userProfileImage',
    label: 'User profile image URL',
    kind: 'text',
    visibleWhen: (settings) => settings.UserMenu === true,
  },
  {
    key: 'navigationItems',
    label: 'Navigation items',
    kind: 'list',
    itemFields: [{ key: 'name', label: 'Name', kind: 'text' }, ...linkTargetFields],
    newItem: blankItemFactory(navigationItemSchema),
  },
  { key: 'showBreadcrumbs', label: 'Show breadcrumbs', kind: 'boolean' },
  {
    key: 'breadcrumbSeparator',
    label: 'Breadcrumb separator',
    kind: 'select',
    options: choices(BREADCRUMB_SEPARATORS),
    visibleWhen: (settings) => settings.showBreadcrumbs === true,
  },
  {
    key: 'actionButtons',
    label: 'Action buttons',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.actionButtons,
    itemFields: [
      { key: 'text', label: 'Text', kind: 'text' },
      ...linkTargetFields,
      { key: 'button_color', label: 'Button colour', kind: 'color' },
      { key: 'text_color', label: 'Text colour', kind: 'color' },
    ],
    newItem: blankItemFactory(headerActionButtonSchema),
  },
  ...commonFields,
];
