import { z } from 'zod';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import {
  appPageLink,
  commonBlockSettingsShape,
  cssColor,
  requiredColumn,
  sheetTitleShape,
} from './common-settings.js';
import { EDITOR_LIST_LIMITS } from './editor-list-limits.js';
import { ITEM_ACTION_TYPES, ITEM_DETAILS_LAYOUTS } from './item-record.js';

/** A detail field: a column's value under its name, aligned as the owner chose. */
export const itemDetailsAxisSchema = z.object({
  column: requiredColumn,
  alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
});
export type ItemDetailsAxis = z.infer<typeof itemDetailsAxisSchema>;

/**
 * An action of the item (block-configuration §3, Item details): a button opening the address held
 * in a column of the row (External URL), or a page of the app (Page) with the row as its record.
 */
export const itemDetailsActionSchema = z
  .object({
    type: z.enum(ITEM_ACTION_TYPES).default('External URL'),
    column: z.string().max(200).default(''),
    Pages: appPageLink.default(''),
    label: z.string().trim().max(100).default('Open'),
    buttonColor: cssColor.default(DEFAULT_BUTTON_COLOR),
    TextColor: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  })
  .superRefine((action, ctx) => {
    if (action.type === 'External URL' && action.column.trim() === '')
      ctx.addIssue({
        code: 'custom',
        message: 'Choose the column holding the address.',
        path: ['column'],
      });
    if (action.type === 'Page' && action.Pages.trim() === '')
      ctx.addIssue({ code: 'custom', message: 'Choose a page.', path: ['Pages'] });
  });
export type ItemDetailsAction = z.infer<typeof itemDetailsActionSchema>;

/**
 * Item details (block-configuration §3): one row of its sheet, the record the page was opened
 * with (`?record=` from an item button, a Page action or a link), else the first row the block's
 * filters keep: a photo, a header and the chosen fields, with up to two actions.
 */
export const itemDetailsSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...blockFilterSettingsShape,
  Layout: z.enum(ITEM_DETAILS_LAYOUTS).default('horizontal'),
  show_photo: z.boolean().default(true),
  photo_column: z.string().max(200).default(''),
  show_header: z.boolean().default(true),
  header_column: z.string().max(200).default(''),
  axis: z.array(itemDetailsAxisSchema).max(50).default([]),
  actions: z
    .array(itemDetailsActionSchema)
    .max(
      EDITOR_LIST_LIMITS.actionButtons,
      `At most ${EDITOR_LIST_LIMITS.actionButtons} action buttons.`,
    )
    .default([]),
});
export type ItemDetailsSettings = z.infer<typeof itemDetailsSettingsSchema>;
