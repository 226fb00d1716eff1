import { EDITOR_LIST_LIMITS, simpleLinksLimit } from '../editor-list-limits.js';
import {
  CONTACT_ITEM_TYPES,
  contactItemSchema,
  FOOTER_LAYOUT_TYPES,
  footerSublinkSchema,
  simpleLinkSchema,
  SOCIAL_ITEM_TYPES,
  socialItemSchema,
} from '../footer-settings.js';
import { nextSocialItemType } from '../social-items.js';
import { commonFields } from './common-fields.js';
import { blankItem, blankItemFactory, choices, type SettingsField } from './settings-field.js';

export const footerForm: readonly SettingsField[] = [
  {
    key: 'app_wide',
    label: 'Use this footer on every page',
    kind: 'boolean',
    appOnly: true,
    help: 'Ticked, this is the footer the app’s pages share: saving it changes every page that shares it. Untick to give this page a footer of its own.',
  },
  {
    key: 'footerLayoutType',
    label: 'Layout',
    kind: 'select',
    options: choices(FOOTER_LAYOUT_TYPES),
  },
  { key: 'FooterTitle', label: 'Title', kind: 'text' },
  { key: 'FooterSubtitle', label: 'Subtitle', kind: 'text' },
  { key: 'FooterDescription', label: 'Description', kind: 'textarea' },
  { key: 'logoImage', label: 'Company logo URL', kind: 'text' },
  { key: 'copyrightText', label: 'Copyright text', kind: 'text' },
  {
    key: 'footerSublinks',
    label: 'Sublinks',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.footerSublinks,
    itemFields: [
      { key: 'text', label: 'Text', kind: 'text' },
      { key: 'url', label: 'URL', kind: 'text' },
    ],
    newItem: blankItemFactory(footerSublinkSchema),
  },
  {
    key: 'simpleLinks',
    label: 'Links',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.simpleLinks,
    maxItemsWhen: (settings) => simpleLinksLimit(String(settings.footerLayoutType)),
    itemFields: [
      { key: 'text', label: 'Text', kind: 'text' },
      { key: 'linkToInsert', label: 'Page', kind: 'page' },
      { key: 'url', label: 'URL', kind: 'text' },
    ],
    newItem: blankItemFactory(simpleLinkSchema),
  },
  {
    key: 'contactItems',
    label: 'Contact details',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.contactItems,
    itemFields: [
      { key: 'type', label: 'Type', kind: 'select', options: choices(CONTACT_ITEM_TYPES) },
      { key: 'label', label: 'Label', kind: 'text' },
      {
        key: 'countryCode',
        label: 'Country code',
        kind: 'text',
        visibleWhen: (item) => item.type === 'phone',
      },
      { key: 'value', label: 'Value', kind: 'text' },
      { key: 'showIcon', label: 'Show icon', kind: 'boolean' },
      {
        key: 'iconColor',
        label: 'Icon colour',
        kind: 'color',
        visibleWhen: (item) => item.showIcon === true,
      },
    ],
    newItem: blankItemFactory(contactItemSchema),
  },
  {
    key: 'socialItems',
    label: 'Social links',
    kind: 'list',
    maxItems: EDITOR_LIST_LIMITS.socialItems,
    itemFields: [
      { key: 'type', label: 'Network', kind: 'select', options: choices(SOCIAL_ITEM_TYPES) },
      { key: 'link', label: 'Link', kind: 'text' },
      { key: 'showIcon', label: 'Show icon', kind: 'boolean' },
      {
        key: 'iconColor',
        label: 'Icon colour',
        kind: 'color',
        visibleWhen: (item) => item.showIcon === true,
      },
    ],
    // Added in the order instagram, facebook, linkedin (editor-viewer-shell §5).
    newItem: (existing) => ({
      ...blankItem(socialItemSchema),
      type: nextSocialItemType(existing) ?? SOCIAL_ITEM_TYPES[0],
    }),
  },
  ...commonFields,
];
