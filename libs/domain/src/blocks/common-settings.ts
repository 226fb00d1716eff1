import { z } from 'zod';
import { DEFAULT_GRID_SPAN, GRID_COLUMNS } from './block-width.js';
import { httpsAddress, mediaAddress, uploadedMediaPath } from './https-address.js';
import {
  APP_PAGE_LINK_MESSAGE,
  isAppPageLink,
  isSafeLink,
  SAFE_LINK_MESSAGE,
} from '../sanitising/safe-link.js';

/**
 * Settings every block has (block-configuration §3, common block settings). Colours left unset
 * fall back to the board or page theme, hence optional.
 */
export const commonBlockSettingsShape = {
  title: z.string().max(200).default(''),
  title_color: z.string().max(40).optional(),
  title_background_color: z.string().max(40).optional(),
  toolbar_icon_color: z.string().max(40).optional(),
  /** One of the board's sections; empty or unknown means "un-categorized". */
  section: z.string().max(200).default(''),
  full_width: z.boolean().default(false),
  /** Columns of the 12-column grid the block spans when not full width (block-width.ts). */
  grid_span: z.number().int().min(1).max(GRID_COLUMNS).default(DEFAULT_GRID_SPAN),
  background_color: z.string().max(40).optional(),
  font_color: z.string().max(40).optional(),
};

/** A header's or footer's `app_wide` (app-wide-frame.ts); stored copies without it are shared. */
export const appWideShape = {
  app_wide: z.boolean().default(true),
};

/**
 * A colour drawn into a style attribute: #hex, rgb()/rgba()/hsl()/hsla() of numbers, or a colour
 * name; '' for none. Nothing else, so a setting cannot carry more CSS (`red;position:fixed`) or
 * load an address (`url(...)`) into the page.
 */
const CSS_COLOR = /^(?:#[\da-f]{3,8}|[a-z]{3,30}|(?:rgba?|hsla?)\([\d\s.,%/+-]{1,60}\))$/i;
export const CSS_COLOR_MESSAGE =
  'Enter a colour such as #4f46E5, rgb(79, 70, 229) or a colour name.';

export function isCssColor(value: string): boolean {
  return value === '' || CSS_COLOR.test(value);
}

export const cssColor = z.string().trim().max(60).refine(isCssColor, CSS_COLOR_MESSAGE);

/** The sheet feeding a data block; empty until the owner picks one. */
export const sheetTitleShape = {
  sheet_title: z.string().max(200).default(''),
};

/** Text the owner must fill in; missing and blank read the same to them. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, message);
}

/** An axis entry's column: every axis column is required (block-configuration §5). */
export const requiredColumn = requiredText('Choose a column.');

/** A link that must be an absolute http(s) address. */
export const httpUrl = z
  .string()
  .trim()
  .regex(/^https?:\/\//i, 'Must start with http:// or https://')
  .refine(isSafeLink, SAFE_LINK_MESSAGE);

/**
 * Any link or image address an owner stores: http, https, mailto, tel or a relative link to the
 * app's own pages; empty means none. Obfuscated schemes (case, hidden characters, entities) are
 * refused, so no consumer of the page store is handed a javascript: or data: link.
 */
export const safeLink = z.string().trim().max(2000).refine(isSafeLink, SAFE_LINK_MESSAGE);

/** An optional address: empty for none, else one `read` accepts (answering it or null). */
function optionalAddress(read: (value: string) => string | null, message: string, max = 2000) {
  return z
    .string()
    .trim()
    .max(max)
    .refine((value) => value === '' || read(value) !== null, message)
    .default('');
}

/** An https address of a file to show or play (a thumbnail, captions); empty for none. */
export function optionalHttpsAddress(message: string) {
  return optionalAddress(httpsAddress, message);
}

/**
 * A picture a block shows (a banner's, a feature's, a player's thumbnail): an https address, or a
 * file the owner uploaded here (block-media.ts); empty for none. The message ends in "or upload
 * one" where the editor offers an upload.
 */
export function optionalImageAddress(message: string) {
  return optionalAddress(mediaAddress, message);
}

/** A file the owner uploaded here for a block (video_upload, audio_upload); empty for none. */
export function uploadedMedia(message: string) {
  return optionalAddress(uploadedMediaPath, message, 200);
}

/** A page of the app by its slug or path ("about", "/team/people"); empty for none. */
export const appPageLink = z.string().trim().max(2000).refine(isAppPageLink, APP_PAGE_LINK_MESSAGE);
