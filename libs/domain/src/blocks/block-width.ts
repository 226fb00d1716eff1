import { normalizeBlockType } from './normalize-block-type.js';

/**
 * How wide a block is: a span of the 12 columns of its board's or page's grid. A block's
 * `full_width` (the spec's field) spans all 12; otherwise `grid_span` says how many, half (6) by
 * default. Each type has a narrowest sensible span: below it its content would be cramped (a
 * table's columns, a calendar's week). Phones and narrow windows widen blocks further (the
 * viewer's CSS): under 640 px every block spans the row, under 960 px at least half.
 */
export const GRID_COLUMNS = 12;

/** The span of a block whose settings name none. */
export const DEFAULT_GRID_SPAN = 6;

/** The narrowest span of a type not listed in NARROWEST_SPAN. */
const DEFAULT_NARROWEST_SPAN = 3;

/** The narrowest span of each type that needs more than DEFAULT_NARROWEST_SPAN columns. */
const NARROWEST_SPAN: Readonly<Record<string, number>> = {
  header: GRID_COLUMNS,
  footer: GRID_COLUMNS,
  table: 4,
  datalist: 4,
  grid: 4,
  event: 4,
  calendar: 6,
  bannerHero: 6,
  ImageGrid: 6,
  imageAccordian: 6,
  markdown: 2,
};

/** The fewest columns a block of this type may span. */
export function narrowestSpan(type: string): number {
  return NARROWEST_SPAN[normalizeBlockType(type)] ?? DEFAULT_NARROWEST_SPAN;
}

/** Whether the owner may change this type's width (the header and footer span every page). */
export function hasAdjustableWidth(type: string): boolean {
  return narrowestSpan(type) < GRID_COLUMNS;
}

type Sized = { type: string; settings: Record<string, unknown> };

/** How many of the 12 columns a block spans, as drawn (never under its type's narrowest). */
export function blockSpan({ type, settings }: Sized): number {
  const narrowest = narrowestSpan(type);
  if (settings.full_width === true || narrowest === GRID_COLUMNS) return GRID_COLUMNS;
  const span = typeof settings.grid_span === 'number' ? settings.grid_span : DEFAULT_GRID_SPAN;
  return Math.min(GRID_COLUMNS, Math.max(narrowest, Math.round(span)));
}
