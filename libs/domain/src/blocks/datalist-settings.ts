import { z } from 'zod';
import { DEFAULT_BUTTON_COLOR, DEFAULT_ROWS_PER_PAGE } from './block-constants.js';
import { pageButtonsShape } from './action-buttons.js';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import { commonBlockSettingsShape, cssColor, sheetTitleShape } from './common-settings.js';
import { gridAxisSchema } from './grid-settings.js';
import {
  DATALIST_CARD_STYLES,
  DATALIST_LINE_POSITIONS,
  DATALIST_SORTINGS,
  DATALIST_TIMELINE_LAYOUTS,
  DATALIST_TYPES,
} from './datalist-sorting.js';

/** A datalist field: a picture, text or a link button, drawn as a grid field is. */
export const datalistAxisSchema = gridAxisSchema.omit({ hide_on_grid: true });
export type DatalistAxis = z.infer<typeof datalistAxisSchema>;

/**
 * The datalist (block-configuration §3, Datalist): rows as a vertical or horizontal list of cards,
 * or on a timeline (vertical, horizontal or zigzag), in the sheet's order or sorted by a column.
 */
export const datalistSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...blockFilterSettingsShape,
  /** The list's own heading, above its items. */
  titleList: z.string().trim().max(200).default(''),
  list_type: z.enum(DATALIST_TYPES).default('vertical'),
  sorting: z.enum(DATALIST_SORTINGS).default('None'),
  /** The column the list is sorted by; its first field's when blank. */
  sort_column: z.string().max(200).default(''),
  /** The timeline's layout (block-configuration §3, Datalist: layout). */
  layout: z.enum(DATALIST_TIMELINE_LAYOUTS).default('vertical'),
  /** Widths and heights of the timeline's cards in px; 0 lets the content decide the height. */
  content_width: z.number().int().min(120).max(1200).default(320),
  content_height: z.number().int().min(0).max(1200).default(0),
  line_position: z.enum(DATALIST_LINE_POSITIONS).default('left'),
  line_color: cssColor.default('#d1d5db'),
  dot_color: cssColor.default(DEFAULT_BUTTON_COLOR),
  card_style: z.enum(DATALIST_CARD_STYLES).default('default'),
  /** Cards rise into place as they are first shown (never for visitors who ask for less motion). */
  animations: z.boolean().default(true),
  paginate: z.boolean().default(true),
  rows_per_page: z.number().int().min(1).max(500).default(DEFAULT_ROWS_PER_PAGE),
  show_pagination: z.boolean().default(true),
  axis: z.array(datalistAxisSchema).max(50).default([]),
  ...pageButtonsShape,
});
export type DatalistSettings = z.infer<typeof datalistSettingsSchema>;
