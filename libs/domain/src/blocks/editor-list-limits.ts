/** How many items the editor lists accept (block-configuration §5, editor-viewer-shell §5). */
export const EDITOR_LIST_LIMITS = {
  actionButtons: 2,
  /** Toolbar buttons above a block's rows, and item buttons on each row. */
  toolbarButtons: 2,
  itemButtons: 2,
  footerSublinks: 4,
  simpleLinks: 10,
  socialItems: 3,
  contactItems: 3,
  /** A list or table block's own filters. */
  filters: 20,
} as const;

/** Footer layouts whose simple-link row holds at most 5 links. */
export const COMPACT_FOOTER_LAYOUTS = ['Navigation Hub', 'Classic Footer Bar'] as const;
export const COMPACT_FOOTER_SIMPLE_LINKS = 5;

/** The simple-link limit for a footer layout. */
export function simpleLinksLimit(footerLayoutType: string): number {
  return (COMPACT_FOOTER_LAYOUTS as readonly string[]).includes(footerLayoutType)
    ? COMPACT_FOOTER_SIMPLE_LINKS
    : EDITOR_LIST_LIMITS.simpleLinks;
}
