import { GRID_COLUMNS, hasAdjustableWidth, narrowestSpan } from './block-width.js';

/*
 * Changing and checking a block's width (block-width.ts has the rule the viewer draws by). Kept
 * apart from it so the published viewer does not carry the editor's and server's side.
 */

type Sized = { type: string; settings: Record<string, unknown> };

/** A block's settings with a new width: both fields written, so they never disagree. */
export function withBlockSpan({ type, settings }: Sized, span: number): Record<string, unknown> {
  const grid_span = Math.min(GRID_COLUMNS, Math.max(narrowestSpan(type), Math.round(span)));
  return { ...settings, grid_span, full_width: grid_span === GRID_COLUMNS };
}

/** "6 of 12 columns (half)": a span in words. */
export function spanLabel(span: number): string {
  const share = SHARES[span];
  return `${span} of ${GRID_COLUMNS} columns${share ? ` (${share})` : ''}`;
}

const SHARES: Readonly<Record<number, string>> = {
  3: 'a quarter',
  4: 'a third',
  6: 'half',
  8: 'two thirds',
  9: 'three quarters',
  12: 'full width',
};

/**
 * The width a block's settings ask for, when the type cannot be that narrow (the server refuses
 * it; the editor's controls never offer it). Null when the width is fine.
 */
export function blockWidthProblem(type: string, settings: Record<string, unknown>): string | null {
  // Checked when full width too: unticking Full width must not reveal a width that is refused.
  const span = settings.grid_span;
  if (typeof span !== 'number' || !hasAdjustableWidth(type)) return null;
  const narrowest = narrowestSpan(type);
  if (span >= narrowest) return null;
  return `This block needs at least ${narrowest} of the ${GRID_COLUMNS} columns.`;
}
