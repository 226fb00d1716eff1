import { z } from 'zod';
import { DEFAULT_ROWS_PER_PAGE } from './block-constants.js';
import { blockFilterSettingsShape } from './block-filter-settings.js';
import { commonBlockSettingsShape, cssColor, sheetTitleShape } from './common-settings.js';

/**
 * How the gallery lays its pictures out (block-configuration §3): a grid of equal tiles, a masonry
 * of columns keeping each picture's proportions, a carousel of one picture at a time, or one large
 * picture with its thumbnails below (FullScreenView).
 */
export const GALLERY_LAYOUTS = ['grid', 'masonry', 'carousel', 'FullScreenView'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

/** What a picture does under the pointer. */
export const GALLERY_CURSOR_EFFECTS = ['none', 'zoom', 'lift', 'grayscale'] as const;

/** How the carousel and the full-screen view move from one picture to the next. */
export const GALLERY_ANIMATIONS = ['slide', 'fade', 'none'] as const;

export const GALLERY_COLUMN_COUNTS = [1, 2, 3, 4] as const;

/** Default carousel and full-screen scroll interval (block-configuration §9). */
export const DEFAULT_GALLERY_INTERVAL_MS = 3000;

const columnChoice = z.string().trim().max(200).default('');
const columnCount = (fallback: number) =>
  z
    .number()
    .int()
    .min(1, 'A gallery has 1 to 4 columns.')
    .max(4, 'A gallery has 1 to 4 columns.')
    .default(fallback);
/** Gallery margins and paddings: 0 to 100 (block-configuration §5). */
const margin = (fallback: number) =>
  z.number().int().min(0, 'Enter 0 to 100.').max(100, 'Enter 0 to 100.').default(fallback);
const interval = z
  .number()
  .int()
  .min(1000, 'Enter 1,000 to 60,000 ms.')
  .max(60_000, 'Enter 1,000 to 60,000 ms.')
  .default(DEFAULT_GALLERY_INTERVAL_MS);

/**
 * The image gallery: one picture per row of its sheet (the address in `image_column`), with an
 * optional caption and description from two more columns, paged on the server like the other
 * row blocks. The paddings, margins, thumbnail sizes and interval defaults are §9's. `popup`
 * shows each picture's caption and description (over its tile, and in the lightbox).
 */
export const imageGallerySettingsSchema = z.object({
  ...commonBlockSettingsShape,
  ...sheetTitleShape,
  ...blockFilterSettingsShape,
  /** The column holding each picture's address; the gallery shows nothing until it is chosen. */
  image_column: columnChoice,
  caption_column: columnChoice,
  description_column: columnChoice,
  layout: z.enum(GALLERY_LAYOUTS).default('grid'),
  /** Columns of the grid layout. */
  grid_columns: columnCount(3),
  /** Columns of the masonry layout. */
  columns: columnCount(3),
  /** Clicking a picture opens it large, with the others a swipe or an arrow key away. */
  lightbox: z.boolean().default(true),
  /** The caption and description over the picture (grid, masonry) and in the lightbox. */
  popup: z.boolean().default(true),
  cursor_effect: z.enum(GALLERY_CURSOR_EFFECTS).default('zoom'),
  animation: z.enum(GALLERY_ANIMATIONS).default('slide'),
  /** The carousel and the full-screen view move on by themselves. */
  autoplay: z.boolean().default(true),
  carousel_interval: interval,
  fullscreen_interval: interval,
  gallery_padding: margin(24),
  /** The gallery's heading (its title). */
  title_font_size: z.number().int().min(8).max(72).default(24),
  /** How see-through the band behind a caption is (0: solid, 1: clear). */
  caption_transparency: z.number().min(0, 'Enter 0 to 1.').max(1, 'Enter 0 to 1.').default(0.4),
  /**
   * The thumbnails: the tiles of the grid and masonry, and the strip under the carousel, the
   * full-screen view and the lightbox (their corner, border, padding, and the space between them).
   * `show_thumbnails` is the strip's.
   */
  show_thumbnails: z.boolean().default(true),
  thumbnail_corner: margin(8),
  thumbnail_border_width: z
    .number()
    .int()
    .min(0, 'Enter 0 to 5.')
    .max(5, 'Enter 0 to 5.')
    .default(1),
  thumbnail_border_color: cssColor.default('#d1d5db'),
  thumbnail_padding: margin(12),
  thumbnail_margin: margin(10),
  /** The arrows, close and play buttons of the carousel, full-screen view and lightbox. */
  icon_color: cssColor.default('#ffffff'),
  icon_size: z.number().int().min(16).max(64).default(32),
  paginate: z.boolean().default(true),
  rows_per_page: z.number().int().min(1).max(500).default(DEFAULT_ROWS_PER_PAGE),
  show_pagination: z.boolean().default(true),
});
export type ImageGallerySettings = z.infer<typeof imageGallerySettingsSchema>;
