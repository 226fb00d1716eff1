import { PAGE_DEFAULTS } from '@tessera/domain';

/** The app-wide look an owner sets in App Settings (page store §3), stored in `apps.settings`. */
const THEME_KEYS = [
  'palette',
  'nav_background',
  'hero_background',
  'page_background',
  'block_border',
  'block_shadow',
] as const;

/**
 * The theme defaults (nav_background #161819, page_background #FAFAFA...). Only stored settings:
 * the page store's own state (current panel, filters, history) is the browser's, and an answer
 * merged into the store must not reset it.
 */
export const APP_THEME_DEFAULTS: Readonly<Record<string, unknown>> = Object.fromEntries(
  THEME_KEYS.map((key) => [key, PAGE_DEFAULTS[key]]),
);

export function withAppDefaults(settings: Record<string, unknown>): Record<string, unknown> {
  return { ...APP_THEME_DEFAULTS, ...settings };
}
