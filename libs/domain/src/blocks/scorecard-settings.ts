import { z } from 'zod';
import { blockFilterSettingsShape, blockHasFilters } from './block-filter-settings.js';
import { DECIMAL_SEPARATORS } from './cell-number.js';
import {
  commonBlockSettingsShape,
  cssColor,
  requiredColumn,
  sheetTitleShape,
} from './common-settings.js';
import { MAX_SCORES_PER_READ, SCORECARD_FUNCTIONS } from './scorecard-scores.js';

/** The default symbol printed with a figure (block-configuration §9). */
export const DEFAULT_SCORECARD_SYMBOL = '$';

/**
 * One card of a scorecard (block-configuration §3, Scorecard): its source is a sheet and column,
 * reduced by the function. The block's sheet by default, over every row the block's filters keep;
 * or another sheet of the spreadsheet, over every row of it (the filters name the block's sheet).
 */
export const scorecardAxisSchema = z.object({
  /** The card's sheet; blank: the block's. */
  sheet_title: z.string().trim().max(200).default(''),
  column: requiredColumn,
  /** The card's caption; the column's name when blank. */
  label: z.string().trim().max(200).default(''),
  function: z.enum(SCORECARD_FUNCTIONS).default('sum'),
  symbol: z.string().trim().max(8).default(DEFAULT_SCORECARD_SYMBOL),
  decimal: z.enum(DECIMAL_SEPARATORS).default('period'),
  background_color: cssColor.default('#eef2ff'),
  text_color: cssColor.default('#312e81'),
  label_color: cssColor.default('#4b5563'),
});
export type ScorecardAxis = z.infer<typeof scorecardAxisSchema>;

export const OTHER_SHEET_WITH_FILTERS_MESSAGE =
  "A figure from another sheet counts all of that sheet's rows, so it cannot be shown while the block has filters: use the block's sheet, or remove the filters.";

export const scorecardSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    ...sheetTitleShape,
    /** The figures count only the rows these filters keep (this month's orders, my tasks). */
    ...blockFilterSettingsShape,
    axis: z
      .array(scorecardAxisSchema)
      .max(MAX_SCORES_PER_READ, `A scorecard shows at most ${MAX_SCORES_PER_READ} figures.`)
      .default([]),
  })
  .superRefine((settings, ctx) => {
    // The filters (a viewer's own rows, this month's) name the block's sheet: a figure over every
    // row of another sheet would show visitors what the filters keep from them.
    if (!blockHasFilters(settings)) return;
    settings.axis.forEach((card, index) => {
      if (card.sheet_title && card.sheet_title !== settings.sheet_title)
        ctx.addIssue({
          code: 'custom',
          path: ['axis', index, 'sheet_title'],
          message: OTHER_SHEET_WITH_FILTERS_MESSAGE,
        });
    });
  });
export type ScorecardSettings = z.infer<typeof scorecardSettingsSchema>;

/**
 * The `scores` query of a sheet read (blockScoresParameter's JSON): the figures to compute over
 * every row the caller may read through the block.
 */
export const scoreRequestsSchema = z
  .array(
    z.object({
      sheet: z.string().min(1).max(200).optional(),
      column: z.string().min(1).max(200),
      function: z.enum(SCORECARD_FUNCTIONS),
      decimal: z.enum(DECIMAL_SEPARATORS).default('period'),
    }),
  )
  .max(MAX_SCORES_PER_READ, `At most ${MAX_SCORES_PER_READ} scores are computed per read.`);
