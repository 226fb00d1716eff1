import { z } from 'zod';
import { TEXT_ALIGNMENTS } from './block-constants.js';
import { commonBlockSettingsShape, optionalImageAddress } from './common-settings.js';
import { featureItemsSchema, learnMoreShape } from './feature-items.js';

/** Where the foreground image stands beside the text (above it on a phone). */
export const BANNER_IMAGE_POSITIONS = ['left', 'right'] as const;
/** How the features are laid out (block-configuration §3, bannerHero). */
export const FEATURE_LAYOUTS = ['list', 'grid', 'paragraph'] as const;
export const BANNER_HEIGHTS = ['small', 'medium', 'large'] as const;

/**
 * The banner hero (block-configuration §3, bannerHero): a title and subtitle that may hold HTML
 * (sanitised when saved and again when drawn), background and foreground images, up to four
 * features and a Learn More button. The common `title` is the banner's title.
 */
export const bannerHeroSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** The banner's title, in HTML: longer than other titles, as its markup counts too. */
  title: z.string().max(2000).default(''),
  subtitle: z.string().max(5000).default(''),
  backgroundImage: optionalImageAddress(
    'Enter the https:// address of the background image, or upload one.',
  ),
  foregroundImage: optionalImageAddress(
    'Enter the https:// address of the foreground image, or upload one.',
  ),
  imagePosition: z.enum(BANNER_IMAGE_POSITIONS).default('right'),
  /** How much the background image is darkened behind the text, 0 (not) to 1 (black). */
  overlay_opacity: z.number().min(0).max(1).default(0.4),
  height: z.enum(BANNER_HEIGHTS).default('medium'),
  text_alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  features: featureItemsSchema,
  FeatureLayout: z.enum(FEATURE_LAYOUTS).default('grid'),
  ...learnMoreShape,
});
export type BannerHeroSettings = z.infer<typeof bannerHeroSettingsSchema>;
