import {
  BANNER_HEIGHTS,
  BANNER_IMAGE_POSITIONS,
  FEATURE_LAYOUTS,
} from '../banner-hero-settings.js';
import { TEXT_ALIGNMENTS } from '../block-constants.js';
import { commonFields } from './common-fields.js';
import { featuresField, learnMoreFields } from './feature-fields.js';
import { choices, type SettingsField } from './settings-field.js';

export const bannerHeroForm: readonly SettingsField[] = [
  {
    key: 'title',
    label: 'Title',
    kind: 'textarea',
    help: 'HTML allowed (bold, italics, links); scripts and styles are removed.',
  },
  {
    key: 'subtitle',
    label: 'Subtitle',
    kind: 'textarea',
    help: 'HTML allowed (bold, italics, links); scripts and styles are removed.',
  },
  { key: 'backgroundImage', label: 'Background image URL', kind: 'text', upload: 'image' },
  {
    key: 'overlay_opacity',
    label: 'Background darkening',
    kind: 'number',
    min: 0,
    max: 1,
    step: 0.1,
    visibleWhen: (settings) => Boolean(settings.backgroundImage),
  },
  { key: 'foregroundImage', label: 'Foreground image URL', kind: 'text', upload: 'image' },
  {
    key: 'imagePosition',
    label: 'Image position',
    kind: 'select',
    options: choices(BANNER_IMAGE_POSITIONS),
    visibleWhen: (settings) => Boolean(settings.foregroundImage),
  },
  { key: 'height', label: 'Height', kind: 'select', options: choices(BANNER_HEIGHTS) },
  {
    key: 'text_alignment',
    label: 'Text alignment',
    kind: 'select',
    options: choices(TEXT_ALIGNMENTS),
  },
  featuresField,
  {
    key: 'FeatureLayout',
    label: 'Feature layout',
    kind: 'select',
    options: choices(FEATURE_LAYOUTS),
  },
  ...learnMoreFields,
  ...commonFields.filter((field) => field.key !== 'title'),
];
