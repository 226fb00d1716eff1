import { z } from 'zod';
import { actionButtonsSchema } from './action-buttons.js';
import { commonBlockSettingsShape, requiredColumn, sheetTitleShape } from './common-settings.js';
import { permissionChoiceSchema } from './permission-choices.js';
import { rowsBlockSettingsShape } from './rows-block-settings.js';

export const LIST_AXIS_TYPES = ['text', 'image'] as const;
export const FONT_STYLES = ['normal', 'italic', 'bold'] as const;

export const listAxisSchema = z.object({
  column: requiredColumn,
  editable: permissionChoiceSchema.default('Everyone'),
  type: z.enum(LIST_AXIS_TYPES).default('text'),
  text_color: z.string().max(40).optional(),
  font_style: z.enum(FONT_STYLES).default('normal'),
});
export type ListAxis = z.infer<typeof listAxisSchema>;

export const listSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...rowsBlockSettingsShape,
  axis: z.array(listAxisSchema).max(200).default([]),
  actions: actionButtonsSchema,
});
export type ListSettings = z.infer<typeof listSettingsSchema>;
