import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR, DEFAULT_BUTTON_TEXT_COLOR } from './block-constants.js';
import {
  appWideShape,
  commonBlockSettingsShape,
  requiredText,
  safeLink,
} from './common-settings.js';
import { EDITOR_LIST_LIMITS } from './editor-list-limits.js';
import { linkTargetProblem, linkTargetShape } from './link-target.js';

/** Header arrangements: logo and menu side by side, centred above the menu, or title only. */
export const HEADER_LAYOUT_TYPES = ['Classic', 'Centered', 'Minimal'] as const;
export const BREADCRUMB_SEPARATORS = ['/', '>', '›', '•'] as const;

const linkRefinement =
  (what: string) =>
  (
    link: { linkType: 'page' | 'external'; url: string; pageId: string; pageSlug: string },
    ctx: z.core.$RefinementCtx,
  ) => {
    const problem = linkTargetProblem(link);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: [problem.path],
        message: `${what}: ${problem.message}`,
      });
    }
  };

export const navigationItemSchema = z
  .object({
    name: requiredText('Enter the name of the navigation item.').max(100),
    ...linkTargetShape,
    active: z.boolean().default(false),
  })
  .superRefine(linkRefinement('Navigation item'));
export type NavigationItem = z.infer<typeof navigationItemSchema>;

export const headerActionButtonSchema = z
  .object({
    text: requiredText('Enter the button text.').max(100),
    ...linkTargetShape,
    button_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
    text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
  })
  .superRefine(linkRefinement('Action button'));
export type HeaderActionButton = z.infer<typeof headerActionButtonSchema>;

export const headerSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...appWideShape,
  LayoutType: z.enum(HEADER_LAYOUT_TYPES).default('Classic'),
  HeaderTitle: z.string().max(200).default(''),
  /** Logo image address. */
  Logo: safeLink.default(''),
  UserMenu: z.boolean().default(true),
  userProfileImage: safeLink.default(''),
  navigationItems: z.array(navigationItemSchema).max(30).default([]),
  showBreadcrumbs: z.boolean().default(true),
  breadcrumbSeparator: z.enum(BREADCRUMB_SEPARATORS).default('/'),
  actionButtons: z
    .array(headerActionButtonSchema)
    .max(
      EDITOR_LIST_LIMITS.actionButtons,
      `At most ${EDITOR_LIST_LIMITS.actionButtons} action buttons.`,
    )
    .default([]),
});
export type HeaderSettings = z.infer<typeof headerSettingsSchema>;
