import { normalizeBlockType } from './normalize-block-type.js';

/**
 * The block catalogue (block-configuration §1). `available` marks the types that have settings
 * schemas and renderers today; the others are listed so the picker can show them as coming soon.
 */
export const BLOCK_TYPES = [
  {
    type: 'chart',
    label: 'Chart',
    description: 'Line, bar, pie, radar and scatter charts of sheet columns.',
    available: true,
  },
  {
    type: 'list',
    label: 'List',
    description: 'Rows shown as cards with text and images.',
    available: true,
  },
  {
    type: 'table',
    label: 'Table',
    description: 'Rows and columns with search, paging and new rows added from the page.',
    available: true,
  },
  {
    type: 'calendar',
    label: 'Calendar',
    description: 'Rows with start and end times shown by month, week or day.',
    available: true,
  },
  {
    type: 'form',
    label: 'Form',
    description: 'A form whose answers are added as rows of the spreadsheet.',
    available: true,
  },
  {
    type: 'event',
    label: 'Event',
    description: 'An event page with dates, countdown, location and registration.',
    available: true,
  },
  {
    type: 'datalist',
    label: 'Data list',
    description: 'Rows as a vertical, horizontal or timeline list.',
    available: true,
  },
  {
    type: 'imageGallery',
    label: 'Image gallery',
    description: 'Images in a grid, masonry, carousel or full-screen view.',
    available: true,
  },
  {
    type: 'ImageGrid',
    label: 'Image grid',
    description: 'An image with a paragraph and four feature items.',
    available: true,
  },
  {
    type: 'bannerHero',
    label: 'Banner hero',
    description: 'A hero banner with title, subtitle, images and features.',
    available: true,
  },
  {
    type: 'imageAccordian',
    label: 'Image accordion',
    description: 'An image beside expandable feature items.',
    available: true,
  },
  {
    type: 'grid',
    label: 'Grid',
    description: 'Rows as cards in a grid of 1 to 4 columns.',
    available: true,
  },
  {
    type: 'markdown',
    label: 'Markdown',
    description: 'Markdown text in which [Column Name] is replaced by row values.',
    available: true,
  },
  {
    type: 'iframe',
    label: 'Iframe',
    description: 'Embedded content from pasted iframe code.',
    available: true,
  },
  {
    type: 'scorecard',
    label: 'Scorecard',
    description: 'Key figures: the sum, average, first or last row of columns.',
    available: true,
  },
  {
    type: 'map',
    label: 'Map',
    description: 'Rows placed on a map by their address.',
    available: true,
  },
  {
    type: 'header',
    label: 'Header',
    description: 'The app header with logo, navigation, user menu and breadcrumbs.',
    available: true,
  },
  {
    type: 'footer',
    label: 'Footer',
    description: 'The app footer with links, contact details and social links.',
    available: true,
  },
  {
    type: 'item details',
    label: 'Item details',
    description: 'The details of one row, opened from another block.',
    available: true,
  },
  {
    type: 'login',
    label: 'Login',
    description: 'The sign-in form of the app users.',
    available: true,
  },
  {
    type: 'register',
    label: 'Register',
    description: 'The sign-up form of the app users.',
    available: true,
  },
  {
    type: 'forgot password',
    label: 'Forgot password',
    description: 'The password reset form of the app users.',
    available: true,
  },
  {
    type: 'video',
    label: 'Video',
    description: 'A YouTube or Vimeo video, or a video file from its link.',
    available: true,
  },
  {
    type: 'audio',
    label: 'Audio',
    description: 'An audio file played from its link.',
    available: true,
  },
  {
    type: 'comments',
    label: 'Comments',
    description: 'Comments left by visitors, page by page.',
    available: true,
  },
] as const;

export type BlockCatalogueEntry = (typeof BLOCK_TYPES)[number];
export type BlockType = BlockCatalogueEntry['type'];
/** The block types that can be added and configured today. */
export type AvailableBlockType = Extract<BlockCatalogueEntry, { available: true }>['type'];

export const AVAILABLE_BLOCK_TYPES = BLOCK_TYPES.filter(
  (entry): entry is Extract<BlockCatalogueEntry, { available: true }> => entry.available,
).map((entry) => entry.type);

/** The catalogue shown in Choose Your Block (GET /api/blocks). */
export function blockCatalogue(): BlockCatalogueEntry[] {
  return [...BLOCK_TYPES];
}

export function isBlockType(type: string): type is BlockType {
  return BLOCK_TYPES.some((entry) => entry.type === type);
}

export function isAvailableBlockType(type: string): type is AvailableBlockType {
  return BLOCK_TYPES.some((entry) => entry.type === type && entry.available);
}

export { normalizeBlockType };

/** Where a block is placed: a board, or a page of a multi-page app. */
export type BlockContainerKind = 'board' | 'page';

/** Sign-in blocks serve an app's users, whom boards do not have: they go on app pages only. */
export function blockTypeFitsContainer(type: string, container: BlockContainerKind): boolean {
  return container === 'page' || !isSignInBlockType(normalizeBlockType(type));
}

/**
 * The app users' sign-in blocks (block-configuration §3, Login, Register, Forgot password). They
 * hold no sheet: their look comes from their settings (sign-in-settings.ts), the calls from the published app.
 */
export const SIGN_IN_BLOCK_TYPES = ['login', 'register', 'forgot password'] as const;
export type SignInBlockType = (typeof SIGN_IN_BLOCK_TYPES)[number];

export function isSignInBlockType(type: string): type is SignInBlockType {
  return SIGN_IN_BLOCK_TYPES.some((candidate) => candidate === type);
}
