import { slugifyTemplateName } from '@tessera/domain';

/**
 * First path segments the web app routes itself (editor-viewer-shell §2.1), plus the server's own
 * prefixes: a board there could never be reached, so those addresses are refused.
 */
export const RESERVED_BOARD_SLUGS = [
  'dashboard',
  'admin',
  'admin_old',
  'admin-login',
  'marketplace',
  'templates',
  'template',
  'accept-invitation',
  'boardWorkspace',
  'multipage-templates',
  'payment_fail',
  'payment_success',
  'api',
  'v3',
  'health',
  'sw.js',
  'assets',
] as const;

const reserved = new Set<string>(RESERVED_BOARD_SLUGS.map((slug) => slug.toLowerCase()));

export const MAX_BOARD_SLUG_LENGTH = 63;

export function isReservedBoardSlug(slug: string): boolean {
  return reserved.has(slug.toLowerCase());
}

/** The address a board gets from its name; 'board' when the name has no letters or digits. */
export function boardSlugFromName(name: string): string {
  const slug = slugifyTemplateName(name)
    .slice(0, MAX_BOARD_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug || 'board';
}

/** `base`, else `base-2`, `base-3`... whichever is not taken, within the length limit. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const stem = base.slice(0, MAX_BOARD_SLUG_LENGTH - suffix.length).replace(/-+$/, '');
    const candidate = `${stem}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
