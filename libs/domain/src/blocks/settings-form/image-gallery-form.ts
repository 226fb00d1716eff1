import {
  GALLERY_ANIMATIONS,
  GALLERY_COLUMN_COUNTS,
  GALLERY_CURSOR_EFFECTS,
  GALLERY_LAYOUTS,
} from '../image-gallery-settings.js';
import { commonFields, sheetField } from './common-fields.js';
import { blockFilterFields } from './filter-fields.js';
import { choices, type SettingsField, type SettingsValues } from './settings-field.js';
import { pagingFields, showPaginationField } from './rows-block-fields.js';

const layoutIs =
  (...layouts: string[]) =>
  (settings: SettingsValues): boolean =>
    layouts.includes(typeof settings.layout === 'string' ? settings.layout : 'grid');
/** The carousel and the full-screen view move by themselves; the lightbox opens from a tile. */
const sliding = layoutIs('carousel', 'FullScreenView');
const tiled = layoutIs('grid', 'masonry');
/** The tiles are thumbnails; the strip under the slides and in the lightbox shows when asked. */
const withThumbnails = (settings: SettingsValues) =>
  tiled(settings) || settings.show_thumbnails !== false;

export const imageGalleryForm: readonly SettingsField[] = [
  sheetField,
  {
    key: 'image_column',
    label: 'Image column',
    kind: 'column',
    help: 'The column holding each picture’s web address: one picture per row.',
  },
  { key: 'caption_column', label: 'Caption column', kind: 'column' },
  { key: 'description_column', label: 'Description column', kind: 'column' },
  { key: 'layout', label: 'Layout', kind: 'select', options: choices(GALLERY_LAYOUTS) },
  {
    key: 'grid_columns',
    label: 'Grid columns',
    kind: 'select',
    options: choices(GALLERY_COLUMN_COUNTS),
    visibleWhen: layoutIs('grid'),
  },
  {
    key: 'columns',
    label: 'Masonry columns',
    kind: 'select',
    options: choices(GALLERY_COLUMN_COUNTS),
    visibleWhen: layoutIs('masonry'),
  },
  { key: 'lightbox', label: 'Open pictures in a lightbox', kind: 'boolean', visibleWhen: tiled },
  { key: 'popup', label: 'Show captions', kind: 'boolean' },
  {
    key: 'cursor_effect',
    label: 'Effect under the pointer',
    kind: 'select',
    options: choices(GALLERY_CURSOR_EFFECTS),
    visibleWhen: tiled,
  },
  {
    key: 'animation',
    label: 'Animation',
    kind: 'select',
    options: choices(GALLERY_ANIMATIONS),
    visibleWhen: sliding,
  },
  { key: 'autoplay', label: 'Move on by itself', kind: 'boolean', visibleWhen: sliding },
  {
    key: 'carousel_interval',
    label: 'Carousel interval (ms)',
    kind: 'number',
    min: 1000,
    max: 60_000,
    step: 500,
    visibleWhen: (settings) => layoutIs('carousel')(settings) && settings.autoplay !== false,
  },
  {
    key: 'fullscreen_interval',
    label: 'Full-screen interval (ms)',
    kind: 'number',
    min: 1000,
    max: 60_000,
    step: 500,
    visibleWhen: (settings) => layoutIs('FullScreenView')(settings) && settings.autoplay !== false,
  },
  { key: 'gallery_padding', label: 'Gallery padding (px)', kind: 'number', min: 0, max: 100 },
  { key: 'title_font_size', label: 'Title font size (px)', kind: 'number', min: 8, max: 72 },
  {
    key: 'caption_transparency',
    label: 'Caption band transparency (0 solid, 1 clear)',
    kind: 'number',
    min: 0,
    max: 1,
    step: 0.1,
    visibleWhen: (settings) => settings.popup !== false,
  },
  {
    key: 'show_thumbnails',
    label: 'Show a strip of thumbnails',
    kind: 'boolean',
    help: 'Under the carousel and the full-screen view, and in the lightbox.',
  },
  {
    key: 'thumbnail_corner',
    label: 'Tile and thumbnail corner (px)',
    kind: 'number',
    min: 0,
    max: 100,
    visibleWhen: withThumbnails,
  },
  {
    key: 'thumbnail_border_width',
    label: 'Tile and thumbnail border (px)',
    kind: 'number',
    min: 0,
    max: 5,
    visibleWhen: withThumbnails,
  },
  {
    key: 'thumbnail_border_color',
    label: 'Tile and thumbnail border colour',
    kind: 'color',
    visibleWhen: withThumbnails,
  },
  {
    key: 'thumbnail_padding',
    label: 'Tile and thumbnail padding (px)',
    kind: 'number',
    min: 0,
    max: 100,
    visibleWhen: withThumbnails,
  },
  {
    key: 'thumbnail_margin',
    label: 'Space between tiles and thumbnails (px)',
    kind: 'number',
    min: 0,
    max: 100,
    visibleWhen: withThumbnails,
  },
  { key: 'icon_color', label: 'Icon colour', kind: 'color' },
  { key: 'icon_size', label: 'Icon size (px)', kind: 'number', min: 16, max: 64 },
  ...pagingFields('Pictures per page'),
  showPaginationField,
  ...blockFilterFields,
  ...commonFields,
];
