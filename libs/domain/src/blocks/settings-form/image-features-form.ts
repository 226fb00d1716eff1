import { BANNER_IMAGE_POSITIONS } from '../banner-hero-settings.js';
import { commonFields } from './common-fields.js';
import { featuresField, learnMoreFields } from './feature-fields.js';
import { choices, type SettingsField } from './settings-field.js';

/** The ImageGrid and imageAccordian forms: the same settings, drawn two ways. */
export const imageFeaturesForm: readonly SettingsField[] = [
  { key: 'image', label: 'Image URL', kind: 'text', upload: 'image' },
  {
    key: 'image_alt',
    label: 'Image description',
    kind: 'text',
    help: 'What the image shows, read to those who cannot see it.',
  },
  {
    key: 'imagePosition',
    label: 'Image position',
    kind: 'select',
    options: choices(BANNER_IMAGE_POSITIONS),
  },
  { key: 'paragraph', label: 'Paragraph', kind: 'textarea' },
  featuresField,
  ...learnMoreFields,
  ...commonFields,
];
