import { FEATURE_ICON_TYPES } from '../feature-icons.js';
import { featureItemSchema, MAX_FEATURE_ITEMS } from '../feature-items.js';
import { blankItemFactory, choices, type SettingsField } from './settings-field.js';

/** The features of an ImageGrid, imageAccordian or bannerHero (changing the icon type clears the icon). */
export const featuresField: SettingsField = {
  key: 'features',
  label: 'Features',
  kind: 'list',
  maxItems: MAX_FEATURE_ITEMS,
  itemFields: [
    { key: 'iconType', label: 'Icon type', kind: 'select', options: choices(FEATURE_ICON_TYPES) },
    {
      key: 'icon',
      label: 'Icon',
      kind: 'text',
      help: 'An https:// image address, Font Awesome classes (fa-solid fa-bolt) or up to 8 characters, as the icon type says.',
    },
    { key: 'color', label: 'Icon colour', kind: 'color' },
    { key: 'title', label: 'Feature title', kind: 'text' },
    { key: 'description', label: 'Description', kind: 'textarea' },
  ],
  newItem: blankItemFactory(featureItemSchema),
};

/** The Learn More button: shown when it has a link. */
export const learnMoreFields: readonly SettingsField[] = [
  { key: 'learn_more_text', label: 'Learn More text', kind: 'text' },
  {
    key: 'learn_more_link',
    label: 'Learn More link',
    kind: 'text',
    help: "A web address or one of the app's pages (/pricing); the button shows once it is set.",
  },
  { key: 'button_color', label: 'Button colour', kind: 'color' },
  { key: 'button_text_color', label: 'Button text colour', kind: 'color' },
  { key: 'round_button', label: 'Round button', kind: 'boolean' },
];
