import { z } from 'zod';
import { CONDITIONAL_FILTER_BY, dataFilterSchema } from '../filters/data-filters.js';
import { dayOf } from '../filters/sheet-date.js';
import { sheetFilterSchema, type SheetFilter } from '../filters/sheet-filter-schema.js';
import { parseDateRange, type FilterCondition } from '../filters/sheet-filter.js';
import { conditionalFilterSchema } from './action-buttons.js';
import { EDITOR_LIST_LIMITS } from './editor-list-limits.js';

/** The value input each filter condition takes in the editor ('none': the value is ignored). */
export type FilterValueInput = 'none' | 'text' | 'days' | 'date-range' | 'any-of';

export const FILTER_VALUE_INPUTS: Readonly<Record<FilterCondition, FilterValueInput>> = {
  '=': 'text',
  '>': 'text',
  '<': 'text',
  starts_with: 'text',
  not_starts_with: 'text',
  ends_with: 'text',
  not_ends_with: 'text',
  includes: 'text',
  not_includes: 'text',
  past_days: 'days',
  today: 'none',
  tomorrow: 'none',
  current_week: 'none',
  next_week: 'none',
  date: 'date-range',
  any_of: 'any-of',
};

/** The value input of a stored condition; unknown conditions get a plain text input. */
export function filterValueInput(condition: unknown): FilterValueInput {
  return typeof condition === 'string' && condition in FILTER_VALUE_INPUTS
    ? FILTER_VALUE_INPUTS[condition as FilterCondition]
    : 'text';
}

/** past_days takes a whole number of days (the same rule the filter applies when it runs). */
const WHOLE_DAYS = /^\d{1,6}$/;

/** Why a filter's value cannot work, or null. A blank value is allowed: the URL may set it. */
function filterValueProblem(filter: SheetFilter): string | null {
  const value = filter.value.trim();
  if (value === '') return null;
  switch (FILTER_VALUE_INPUTS[filter.condition]) {
    case 'days':
      return WHOLE_DAYS.test(value) ? null : 'Enter a whole number of days.';
    case 'date-range': {
      const range = parseDateRange(value);
      if (!range) return 'Enter the dates as YYYY-MM-DD.';
      if (range.start && range.end && dayOf(range.start) > dayOf(range.end)) {
        return 'The start date is after the end date.';
      }
      return null;
    }
    case 'none':
    case 'text':
    case 'any-of':
      return null;
  }
}

/**
 * One of a block's own filters (editor-viewer-shell §3). The editor refuses what would silently
 * keep no rows: a filter without a column, or a value its condition cannot read.
 */
export const blockFilterSchema = sheetFilterSchema.superRefine((filter, ctx) => {
  if (filter.sheet_column.column.trim() === '') {
    ctx.addIssue({ code: 'custom', path: ['sheet_column', 'column'], message: 'Choose a column.' });
  }
  const problem = filterValueProblem(filter);
  if (problem) ctx.addIssue({ code: 'custom', path: ['value'], message: problem });
});

export const blockFiltersSchema = z
  .array(blockFilterSchema)
  .max(EDITOR_LIST_LIMITS.filters, `At most ${EDITOR_LIST_LIMITS.filters} filters.`)
  .default([]);

/**
 * The block's conditional filter. Once filter_by is set, a missing column keeps no rows at all, so
 * the editor asks for one.
 */
export const blockConditionalFilterSchema = conditionalFilterSchema
  .extend({ filter_by: z.enum(CONDITIONAL_FILTER_BY).default('None') })
  .superRefine((filter, ctx) => {
    if (filter.filter_by !== 'None' && filter.select_column.trim() === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['select_column'],
        message: 'Choose the column to filter on.',
      });
    }
  });

/**
 * The multi-page data filter. "Logged in user" needs the column holding the user's name or e-mail;
 * "Current record" without a column matches the row's _id.
 */
export const blockDataFilterSchema = dataFilterSchema.superRefine((filter, ctx) => {
  if (filter.source === 'Logged in user' && filter.column.trim() === '') {
    ctx.addIssue({
      code: 'custom',
      path: ['column'],
      message: "Choose the column holding the user's name or e-mail.",
    });
  }
});

/** Filter settings of list and table blocks; blocks saved before them parse unchanged. */
export const blockFilterSettingsShape = {
  filters: blockFiltersSchema,
  data_filter: blockDataFilterSchema.optional(),
  conditional_filter: blockConditionalFilterSchema.optional(),
};

/**
 * Whether a block's settings (as parsed, or as stored) narrow its rows: filters, a data filter, or
 * a conditional filter set to something other than None.
 */
export function blockHasFilters(settings: Record<string, unknown>): boolean {
  const { filters, data_filter: dataFilter, conditional_filter: conditional } = settings;
  return (
    (Array.isArray(filters) && filters.length > 0) ||
    (typeof dataFilter === 'object' && dataFilter !== null) ||
    (typeof conditional === 'object' &&
      conditional !== null &&
      (conditional as { filter_by?: unknown }).filter_by !== 'None')
  );
}
