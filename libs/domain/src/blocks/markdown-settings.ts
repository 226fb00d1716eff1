import { z } from 'zod';
import { commonBlockSettingsShape, sheetTitleShape } from './common-settings.js';

export const MARKDOWN_GAPS = [0, 3, 6, 10] as const;
export const DEFAULT_MARKDOWN_GAP = 3;

export const markdownSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  /** Markdown in which [Column Name] is replaced by the row's value. */
  body: z.string().max(100_000).default(''),
  /** Repeat the body once per row. */
  loop: z.boolean().default(false),
  columns: z.number().int().min(1).max(4).default(1),
  gap: z.literal(MARKDOWN_GAPS).default(DEFAULT_MARKDOWN_GAP),
});
export type MarkdownSettings = z.infer<typeof markdownSettingsSchema>;
