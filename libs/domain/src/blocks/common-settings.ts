import { z } from 'zod';

/**
 * Settings every block has (block-configuration §3, common block settings). Colours left unset
 * fall back to the board or page theme, hence optional.
 */
export const commonBlockSettingsShape = {
  title: z.string().max(200).default(''),
  title_color: z.string().max(40).optional(),
  title_background_color: z.string().max(40).optional(),
  toolbar_icon_color: z.string().max(40).optional(),
  /** One of the board's sections; empty or unknown means "un-categorized". */
  section: z.string().max(200).default(''),
  full_width: z.boolean().default(false),
  background_color: z.string().max(40).optional(),
  font_color: z.string().max(40).optional(),
};

/** The sheet feeding a data block; empty until the owner picks one. */
export const sheetTitleShape = {
  sheet_title: z.string().max(200).default(''),
};

/** Text the owner must fill in; missing and blank read the same to them. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** An axis entry's column: every axis column is required (block-configuration §5). */
export const requiredColumn = requiredText('Choose a column.');

/** A link that must be an absolute http(s) address. */
export const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\//i, 'Must start with http:// or https://');
