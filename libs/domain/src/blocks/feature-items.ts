import { z } from 'zod';
import { cssColor, safeLink } from './common-settings.js';
import { FEATURE_ICON_TYPES, iconProblem } from './feature-icons.js';
import { DEFAULT_BUTTON_COLOR, DEFAULT_BUTTON_TEXT_COLOR } from './block-constants.js';

/** Blocks with feature items show at most four (block-configuration §3, ImageGrid). */
export const MAX_FEATURE_ITEMS = 4;

/**
 * One feature of an ImageGrid, imageAccordian or bannerHero: an icon (its `icon` holds the
 * picture's https address, the Font Awesome classes or the text, as `iconType` says; changing
 * the type clears it), a title and a description, all plain text.
 */
export const featureItemSchema = z
  .object({
    iconType: z.enum(FEATURE_ICON_TYPES).default('text'),
    icon: z.string().trim().max(2000).default(''),
    color: cssColor.default(DEFAULT_BUTTON_COLOR),
    title: z.string().trim().max(200).default(''),
    description: z.string().trim().max(2000).default(''),
  })
  .superRefine((feature, ctx) => {
    const problem = iconProblem(feature.iconType, feature.icon);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['icon'] });
  });
export type FeatureItem = z.infer<typeof featureItemSchema>;

/** The features of a block: at most four. */
export const featureItemsSchema = z
  .array(featureItemSchema)
  .max(MAX_FEATURE_ITEMS, `At most ${MAX_FEATURE_ITEMS} features.`)
  .default([]);

/**
 * The Learn More button of blocks with features (block-configuration §3, ImageGrid): shown when it
 * has a link (a web address or one of the app's pages).
 */
export const learnMoreShape = {
  learn_more_text: z.string().trim().max(100).default('Learn More'),
  learn_more_link: safeLink.default(''),
  button_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  button_text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  round_button: z.boolean().default(false),
};
