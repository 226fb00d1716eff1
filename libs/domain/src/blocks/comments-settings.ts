import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR, DEFAULT_BUTTON_TEXT_COLOR } from './block-constants.js';
import { COMMENTS_PER_PAGE_OPTIONS, DEFAULT_COMMENTS_PER_PAGE } from './comment-rules.js';
import { commonBlockSettingsShape, cssColor, sheetTitleShape } from './common-settings.js';
import { permissionChoiceSchema } from './permission-choices.js';

/**
 * The comments block (block-configuration §3 Comments): a title, subtitle, colours and
 * comments_per_page. Comments are kept per item: about the page's record (`?record=`) when the
 * block names the sheet of its items, else about the page (or board) itself. `who_can_comment`
 * is the block's permission choice (§6): Admins are the workspace's members, Guests every other
 * visitor; everyone who sees the block reads its comments.
 */
export const commentsSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  subtitle: z.string().trim().max(500).default(''),
  comments_per_page: z
    .number()
    .refine(
      (value) => (COMMENTS_PER_PAGE_OPTIONS as readonly number[]).includes(value),
      `Choose ${COMMENTS_PER_PAGE_OPTIONS.join(', ')} comments per page.`,
    )
    .default(DEFAULT_COMMENTS_PER_PAGE),
  who_can_comment: permissionChoiceSchema.default('Everyone'),
  accent_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  button_text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  comment_background_color: cssColor.default(''),
});
export type CommentsSettings = z.infer<typeof commentsSettingsSchema>;
