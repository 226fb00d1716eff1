import { z } from 'zod';
import { FILTER_CONDITIONS } from './sheet-filter.js';

/** A filter (editor-viewer-shell §3): applies when active, to `sheet_column` of its sheet. */
export const sheetFilterSchema = z.object({
  name: z.string().max(200).default(''),
  active: z.boolean().default(true),
  condition: z.enum(FILTER_CONDITIONS).default('='),
  sheet_column: z
    .object({ sheet: z.string().default(''), column: z.string().default('') })
    .default({ sheet: '', column: '' }),
  value: z.string().max(10_000).default(''),
});
export type SheetFilter = z.infer<typeof sheetFilterSchema>;

export const sheetFiltersSchema = z.array(sheetFilterSchema);
