import { DECIMAL_SEPARATORS } from './cell-number.js';
import { MAP_MAX_PLACES } from './map-places.js';
import { MAX_SCORES_PER_READ, SCORECARD_FUNCTIONS, type ScoreRequest } from './scorecard-scores.js';

/** Blocks that show every row (charts, markdown, lists without paging) ask for this many. */
export const WHOLE_SHEET_PAGE_SIZE = 1000;

/** Blocks that page their rows on the server when their `paginate` is on. */
const PAGED_BLOCK_TYPES: readonly string[] = ['table', 'list', 'grid', 'datalist', 'imageGallery'];

/** The fields of a block (saved or not yet saved) that decide which rows it reads. */
export type DataBlockFields = {
  type: string;
  sheet_title?: string | undefined;
  settings: Record<string, unknown>;
};

/**
 * The sheet a block reads: its settings' sheet_title (the stored copy on the block follows it);
 * '' for a block without data.
 */
export function blockSheetTitle(block: DataBlockFields): string {
  const fromSettings = block.settings['sheet_title'];
  if (typeof fromSettings === 'string') return fromSettings;
  return block.sheet_title ?? '';
}

/**
 * The figures a scorecard asks the server for with its rows (the `scores` query, JSON), one per
 * card with a column; undefined for other blocks. The viewer and the published page build the
 * read from this one rule, so the page's inline answer is what the viewer would have asked for.
 */
export function blockScoresParameter(block: DataBlockFields): string | undefined {
  if (block.type !== 'scorecard') return undefined;
  const requests = scoreRequestsOf(block.settings['axis']);
  return requests.length > 0 ? JSON.stringify(requests) : undefined;
}

/** The score requests of a scorecard's cards (settings as served; unusable cards are skipped). */
export function scoreRequestsOf(axis: unknown): ScoreRequest[] {
  if (!Array.isArray(axis)) return [];
  const requests: ScoreRequest[] = [];
  for (const card of axis.slice(0, MAX_SCORES_PER_READ)) {
    if (typeof card !== 'object' || card === null) continue;
    const {
      sheet_title: sheet,
      column,
      function: reduce,
      decimal,
    } = card as Record<string, unknown>;
    if (typeof column !== 'string' || column.trim() === '') continue;
    requests.push({
      // A card of another sheet names it; a card of the block's sheet does not.
      ...(typeof sheet === 'string' && sheet.trim() !== '' ? { sheet: sheet.trim() } : {}),
      column,
      function: SCORECARD_FUNCTIONS.find((name) => name === reduce) ?? 'sum',
      decimal: DECIMAL_SEPARATORS.find((name) => name === decimal) ?? 'period',
    });
  }
  return requests;
}

/** The days a calendar shows, both included (YYYY-MM-DD). */
export type CalendarDays = { from: string; to: string };

/**
 * The `period` query of a calendar reading only the rows of the days it shows (JSON, see
 * calendarPeriodSchema); undefined for other blocks and for a calendar without a start column.
 */
export function calendarPeriodParameter(
  block: DataBlockFields,
  days: CalendarDays,
): string | undefined {
  const { start_time_column: start, end_time_column: end } = block.settings;
  if (block.type !== 'calendar' || typeof start !== 'string' || start.trim() === '')
    return undefined;
  return JSON.stringify({ start, end: typeof end === 'string' ? end : '', ...days });
}

/**
 * The page size a block asks its sheet for: paged list, table, grid and datalist blocks one page of their
 * rows_per_page, the others the whole sheet. The viewer's first request and the rows a published
 * page carries inline use the same size, so the inline rows are exactly the first answer.
 */
export function blockPageSize(block: DataBlockFields): number {
  // A scorecard shows figures the server computes over every row; it needs no rows itself.
  if (block.type === 'scorecard') return 1;
  // An event adds registrations and shows none of them.
  if (block.type === 'event') return 1;
  // A map places at most MAP_MAX_PLACES rows: the ones the server geocodes.
  if (block.type === 'map') return MAP_MAX_PLACES;
  // Item details show one row: the page's record, else the first row kept.
  if (block.type === 'item details') return 1;
  const { paginate, rows_per_page } = block.settings;
  const paged = PAGED_BLOCK_TYPES.includes(block.type) && paginate === true;
  return paged && typeof rows_per_page === 'number' && rows_per_page > 0
    ? rows_per_page
    : WHOLE_SHEET_PAGE_SIZE;
}
