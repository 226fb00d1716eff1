import { safeLink } from '@tessera/domain';
import { z } from 'zod';

export const boardSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(63);

/** POST /api/boards: a board is created from a workspace spreadsheet. */
export const createBoardRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter a board name.').max(120),
  spreadsheetId: z.string().min(1, 'Please choose a spreadsheet.'),
  slug: boardSlugSchema.optional(),
});
export type CreateBoardRequest = z.infer<typeof createBoardRequestSchema>;

/**
 * Board settings (spec §3 board store): editable fields with their defaults applied on read.
 * `sections` is comma-separated text.
 */
export const boardSettingsSchema = z.object({
  title: z.string().max(200).optional(),
  hero: z.string().max(2000).optional(),
  logo: safeLink.optional(),
  hero_image: safeLink.optional(),
  palette: z.string().max(40).optional(),
  nav_background: z.string().max(40).optional(),
  hero_background: z.string().max(40).optional(),
  active_section_text_color: z.string().max(40).optional(),
  inactive_section_text_color: z.string().max(40).optional(),
  active_section_background_color: z.string().max(40).optional(),
  board_background: z.string().max(40).optional(),
  block_border: z.string().max(40).optional(),
  block_shadow: z.string().max(40).optional(),
  sections: z.string().max(2000).optional(),
  hide_filters: z.boolean().optional(),
  hide_hero: z.boolean().optional(),
  hide_search: z.boolean().optional(),
  public: z.boolean().optional(),
  footer: z
    .object({
      logo: safeLink.optional(),
      socialMediaIcons: z
        .array(z.object({ iconType: z.string(), icon: z.string(), url: safeLink }))
        .max(10)
        .optional(),
      copyrightText: z.string().max(500).optional(),
    })
    .optional(),
});
export type BoardSettings = z.infer<typeof boardSettingsSchema>;

export const updateBoardRequestSchema = boardSettingsSchema.extend({
  name: z.string().trim().min(1).max(120).optional(),
  spreadsheetId: z.string().min(1).optional(),
});

export const boardSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  spreadsheetId: z.string().nullable(),
  public: z.boolean(),
  updatedAt: z.string(),
});
export const boardListResponseSchema = z.object({ boards: z.array(boardSummarySchema) });
