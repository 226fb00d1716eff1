import { parseCellNumber, type DecimalSeparator } from './cell-number.js';

/** How a scorecard reduces its column to one figure (block-configuration §3, §9). */
export const SCORECARD_FUNCTIONS = ['sum', 'average', 'first row', 'last row'] as const;
export type ScorecardFunction = (typeof SCORECARD_FUNCTIONS)[number];

/** At most this many figures are asked for in one read (a scorecard's axis holds as many). */
export const MAX_SCORES_PER_READ = 12;

/**
 * One figure a scorecard shows: a column reduced by a function over every row it may read, of the
 * block's sheet, or of another sheet of the same spreadsheet (every row of it).
 */
export type ScoreRequest = {
  /** The card's own sheet; absent: the block's sheet. */
  sheet?: string;
  column: string;
  function: ScorecardFunction;
  /** How the column writes decimals, for sum and average. */
  decimal: DecimalSeparator;
};

/**
 * A figure as the server computed it over every row the block reads (not only the page sent):
 * sum and average a number (null without any number in the column), first and last row the cell
 * as written (null without rows).
 */
export type Score = ScoreRequest & {
  value: number | string | null;
  /** Why a figure of another sheet has no value: that sheet or its column is gone. */
  missing?: ScoreMissing;
};

/** What a figure's source lacks (for a card of another sheet: the block's own says it itself). */
export const SCORE_MISSING = ['sheet', 'column'] as const;
export type ScoreMissing = (typeof SCORE_MISSING)[number];

/** The figure of one request over the cells of the rows, in the order the block reads them. */
export function computeScore(request: ScoreRequest, cells: readonly (string | undefined)[]): Score {
  return { ...request, value: reduceCells(request, cells) };
}

function reduceCells(
  request: ScoreRequest,
  cells: readonly (string | undefined)[],
): number | string | null {
  switch (request.function) {
    case 'first row':
      return cells.length > 0 ? (cells[0] ?? '') : null;
    case 'last row':
      return cells.length > 0 ? (cells[cells.length - 1] ?? '') : null;
    case 'sum':
    case 'average': {
      let total = 0;
      let count = 0;
      for (const cell of cells) {
        const value = parseCellNumber(cell, request.decimal);
        if (value === null) continue;
        total += value;
        count += 1;
      }
      if (count === 0) return null;
      return request.function === 'sum' ? total : total / count;
    }
  }
}

/** Whether a computed figure answers this request. */
export function scoreAnswers(score: Score, request: ScoreRequest): boolean {
  return (
    (score.sheet ?? '') === (request.sheet ?? '') &&
    score.column === request.column &&
    score.function === request.function &&
    score.decimal === request.decimal
  );
}

/**
 * How a figure reads on the card: numbers grouped with at most two decimals (in the column's
 * decimal mark), the symbol before
 * them (after them for `%`); a first or last row's cell as written, with the symbol when it holds a
 * number; "—" when there is nothing to show.
 */
export function formatScore(score: Score | undefined, symbol: string): string {
  if (!score || score.value === null) return '—';
  const number =
    typeof score.value === 'number' ? score.value : parseCellNumber(score.value, score.decimal);
  if (number === null) return String(score.value);
  // Written back with the column's own decimal mark: 1.234,5 stays 1.234,5.
  const locale = score.decimal === 'comma' ? 'de-DE' : 'en-US';
  const grouped = number.toLocaleString(locale, { maximumFractionDigits: 2 });
  if (!symbol) return grouped;
  if (symbol === '%') return `${grouped}%`;
  return number < 0 ? `-${symbol}${grouped.slice(1)}` : `${symbol}${grouped}`;
}
