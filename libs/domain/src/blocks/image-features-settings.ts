import { z } from 'zod';
import { BANNER_IMAGE_POSITIONS } from './banner-hero-settings.js';
import { commonBlockSettingsShape, optionalImageAddress } from './common-settings.js';
import { featureItemsSchema, learnMoreShape } from './feature-items.js';

/**
 * The ImageGrid and imageAccordian blocks (block-configuration §3): an image beside a paragraph
 * and up to four feature items, with a Learn More button. The grid shows every feature at once,
 * the accordion one opened at a time.
 */
export const imageFeaturesSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  image: optionalImageAddress('Enter the https:// address of the image, or upload one.'),
  /** What the image shows, for those who cannot see it. */
  image_alt: z.string().trim().max(300).default(''),
  imagePosition: z.enum(BANNER_IMAGE_POSITIONS).default('left'),
  paragraph: z.string().trim().max(5000).default(''),
  features: featureItemsSchema,
  ...learnMoreShape,
});
export type ImageFeaturesSettings = z.infer<typeof imageFeaturesSettingsSchema>;
