import { z } from 'zod';
import { FILE_MIME_TYPE_VALUES, FORM_AXIS_TYPES, type FormAxisType } from './axis-types.js';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import { commonBlockSettingsShape, requiredColumn, sheetTitleShape } from './common-settings.js';
import { FIELD_MAX_LENGTH_LIMIT } from './field-checks.js';

export const FORM_TITLE_SIZES = ['small', 'medium', 'large'] as const;
export const DEFAULT_PLACEHOLDER = 'Type here..';
export const DEFAULT_SUBMIT_TEXT = 'Submit';
export const DEFAULT_SUBMIT_SUCCESS = 'Data added to the spreadsheet';

/** regex_validation is not offered for file fields (block-configuration §4). */
export function offersRegexValidation(type: FormAxisType): boolean {
  return type !== 'file';
}

/** The compile error of a pattern, or null when it compiles. */
export function regexProblem(pattern: string): string | null {
  try {
    new RegExp(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** An owner's maximum length for a field: 1 to 50,000 characters, or none (the type's). */
export const fieldMaxLengthSetting = z
  .number()
  .int()
  .min(1, 'A field takes at least 1 character.')
  .max(
    FIELD_MAX_LENGTH_LIMIT,
    `A field takes at most ${FIELD_MAX_LENGTH_LIMIT.toLocaleString('en')} characters.`,
  )
  .optional();

export const formAxisSchema = z
  .object({
    column: requiredColumn,
    label: z.string().max(200).default(''),
    description: z.string().max(1000).default(''),
    type: z.enum(FORM_AXIS_TYPES).default('text'),
    from_google_sheet: z.boolean().default(false),
    /** Comma-separated choices of select and multi-select fields. */
    options: z.string().max(5000).default(''),
    source: z.string().default(''),
    file_mime_type: z.enum(FILE_MIME_TYPE_VALUES).default('image/*'),
    hide: z.boolean().default(false),
    /** The visitor must fill it in (hidden fields excepted: they send their default). */
    required: z.boolean().default(false),
    /** The most characters it takes; absent: 1,000 (10,000 for long text, see fieldMaxLength). */
    max_length: fieldMaxLengthSetting,
    /** Empty means no validation. */
    regex_validation: z.string().max(500).default(''),
    placeholder: z.string().max(200).default(DEFAULT_PLACEHOLDER),
    /** Prefilled value; supports the tokens [(today)] and [(user_email)]. */
    default: z.string().max(1000).default(''),
  })
  .superRefine((axis, ctx) => {
    if (!axis.regex_validation) return;
    if (!offersRegexValidation(axis.type)) {
      ctx.addIssue({
        code: 'custom',
        path: ['regex_validation'],
        message: 'File fields cannot have a regex validation.',
      });
      return;
    }
    const problem = regexProblem(axis.regex_validation);
    if (problem) {
      ctx.addIssue({
        code: 'custom',
        path: ['regex_validation'],
        message: `Not a valid regular expression (${problem}).`,
      });
    }
  });
export type FormAxis = z.infer<typeof formAxisSchema>;

export const formSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  titleForm: z.string().max(200).default(''),
  title_alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  title_size: z.enum(FORM_TITLE_SIZES).default('medium'),
  title_bold: z.boolean().default(true),
  labels_color: z.string().max(40).optional(),
  input_color: z.string().max(40).optional(),
  submit_text: z.string().max(100).default(DEFAULT_SUBMIT_TEXT),
  submit_button_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
  submit_text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
  submit_success: z.string().max(500).default(DEFAULT_SUBMIT_SUCCESS),
  axis: z.array(formAxisSchema).max(200).default([]),
});
export type FormSettings = z.infer<typeof formSettingsSchema>;
