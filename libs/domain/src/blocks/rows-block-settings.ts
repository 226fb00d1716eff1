import { z } from 'zod';
import {
  DEFAULT_BUTTON_COLOR,
  DEFAULT_BUTTON_TEXT_COLOR,
  DEFAULT_COLUMN_WIDTH,
  DEFAULT_ROWS_PER_PAGE,
} from './block-constants.js';
import { pageButtonsShape } from './action-buttons.js';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import { permissionChoiceSchema } from './permission-choices.js';

/** Block settings shared by list and table blocks (block-configuration §3, later variant). */
export const rowsBlockSettingsShape = {
  paginate: z.boolean().default(true),
  rows_per_page: z.number().int().min(1).max(500).default(DEFAULT_ROWS_PER_PAGE),
  csv_download: z.boolean().default(false),
  pdf_download: z.boolean().default(false),
  show_details_on_click: z.boolean().default(false),
  add_new_row: permissionChoiceSchema.default('None'),
  add_row_button_title: z.string().max(100).default('Add new'),
  add_row_button_color: z.string().max(40).default(DEFAULT_BUTTON_COLOR),
  add_row_text_color: z.string().max(40).default(DEFAULT_BUTTON_TEXT_COLOR),
  action_button_visibility: permissionChoiceSchema.default('Everyone'),
  freeze_actions_column: z.boolean().default(false),
  /** Width in px of the frozen actions column. */
  column_width: z.number().int().min(40).max(2000).default(DEFAULT_COLUMN_WIDTH),
  submit_button_title: z.string().max(100).default('Submit'),
  show_search: z.boolean().default(true),
  show_filter: z.boolean().default(true),
  show_sort: z.boolean().default(true),
  show_pagination: z.boolean().default(true),
  ...blockFilterSettingsShape,
  ...pageButtonsShape,
};
