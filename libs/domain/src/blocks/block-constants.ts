/** Defaults and limits shared by several block types (block-configuration §9). */
export const DEFAULT_BUTTON_COLOR = '#4f46E5';
export const DEFAULT_BUTTON_TEXT_COLOR = '#FFFFFF';
export const DEFAULT_ROWS_PER_PAGE = 10;
/** The text of a grid's buttons (block-configuration §3, Grid). */
export const DEFAULT_GRID_BUTTON_TEXT = 'View';
export const DEFAULT_COLUMN_WIDTH = 200;
export const IMAGE_UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** Horizontal alignment offered for titles and columns. */
export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
