import { z } from 'zod';
import { actionButtonsSchema } from './action-buttons.js';
import { AXIS_TYPES, type AxisType } from './axis-types.js';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import { commonBlockSettingsShape, requiredColumn, sheetTitleShape } from './common-settings.js';
import { rowsBlockSettingsShape } from './rows-block-settings.js';
import { permissionChoiceSchema } from './permission-choices.js';

export const IMAGE_SOURCES = ['External URL', 'Upload Image'] as const;

/** Conditions a text cell can be formatted on (a subset of the filter conditions). */
export const FORMATTING_CONDITIONS = [
  '=',
  'includes',
  'not_includes',
  'starts_with',
  'ends_with',
] as const;

export const conditionalFormattingRuleSchema = z.object({
  condition: z.enum(FORMATTING_CONDITIONS).default('='),
  value: z.string().max(500).default(''),
  text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
  background_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
});
export type ConditionalFormattingRule = z.infer<typeof conditionalFormattingRuleSchema>;

/** Conditional_formatting is offered only for text columns (block-configuration §4). */
export function offersConditionalFormatting(type: AxisType): boolean {
  return type === 'text';
}

export const tableAxisSchema = z
  .object({
    column: requiredColumn,
    use_markdown: z.boolean().default(false),
    hidden: z.boolean().default(false),
    editable: permissionChoiceSchema.default('None'),
    /** Width in px; unset lets the table size the column. */
    column_width: z.number().int().min(40).max(2000).optional(),
    text_alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
    type: z.enum(AXIS_TYPES).default('text'),
    Conditional_formatting: z.array(conditionalFormattingRuleSchema).max(20).default([]),
    /** Select options come from the sheet column named by `source`, else from `options`. */
    from_google_sheet: z.boolean().default(false),
    source: z.string().default(''),
    /** Comma-separated choices of select and multi-select columns. */
    options: z.string().max(5000).default(''),
    character_limit: z.number().int().positive().optional(),
    image_source: z.enum(IMAGE_SOURCES).default('External URL'),
  })
  .superRefine((axis, ctx) => {
    if (axis.Conditional_formatting.length > 0 && !offersConditionalFormatting(axis.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['Conditional_formatting'],
        message: 'Conditional formatting applies only to text columns.',
      });
    }
  });
export type TableAxis = z.infer<typeof tableAxisSchema>;

export const tableSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...rowsBlockSettingsShape,
  axis: z.array(tableAxisSchema).max(200).default([]),
  actions: actionButtonsSchema,
});
export type TableSettings = z.infer<typeof tableSettingsSchema>;
