import { z } from 'zod';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  DEFAULT_GRID_BUTTON_TEXT,
  DEFAULT_ROWS_PER_PAGE,
  TEXT_ALIGNMENTS,
} from './block-constants.js';
import { pageButtonsShape } from './action-buttons.js';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import {
  commonBlockSettingsShape,
  cssColor,
  requiredColumn,
  sheetTitleShape,
} from './common-settings.js';
import { FONT_STYLES } from './list-settings.js';

/** What a grid field shows: a picture, text, or a button opening the cell's address. */
export const GRID_AXIS_TYPES = ['image', 'text', 'button'] as const;
/** How tall a grid picture is drawn (its width is the card's). */
export const GRID_IMAGE_SIZES = ['small', 'medium', 'large'] as const;
export const GRID_COLUMN_COUNTS = [1, 2, 3, 4] as const;
/** Default grid columns (block-configuration §9). */
export const DEFAULT_GRID_COLUMNS = 4;

export const gridAxisSchema = z.object({
  column: requiredColumn,
  type: z.enum(GRID_AXIS_TYPES).default('text'),
  /** Left off the cards (still searched, filtered and sorted on). */
  hide_on_grid: z.boolean().default(false),
  image_size: z.enum(GRID_IMAGE_SIZES).default('medium'),
  alignment: z.enum(TEXT_ALIGNMENTS).default('left'),
  text_color: cssColor.optional(),
  font_style: z.enum(FONT_STYLES).default('normal'),
  button_text: z.string().trim().max(100).default(DEFAULT_GRID_BUTTON_TEXT),
  button_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  button_text_color: cssColor.default(DEFAULT_BUTTON_TEXT_COLOR),
  round_image: z.boolean().default(false),
  round_button: z.boolean().default(false),
});
export type GridAxis = z.infer<typeof gridAxisSchema>;

export const gridSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...blockFilterSettingsShape,
  columns: z
    .number()
    .int()
    .min(1, 'A grid has 1 to 4 columns.')
    .max(4, 'A grid has 1 to 4 columns.')
    .default(DEFAULT_GRID_COLUMNS),
  show_search: z.boolean().default(true),
  show_filter: z.boolean().default(true),
  show_sort: z.boolean().default(true),
  paginate: z.boolean().default(true),
  rows_per_page: z.number().int().min(1).max(500).default(DEFAULT_ROWS_PER_PAGE),
  show_pagination: z.boolean().default(true),
  axis: z.array(gridAxisSchema).max(50).default([]),
  ...pageButtonsShape,
});
export type GridSettings = z.infer<typeof gridSettingsSchema>;
