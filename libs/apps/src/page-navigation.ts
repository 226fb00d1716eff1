/**
 * Header navigation items point at pages by id and slug (editor-viewer-shell §3, header block).
 * When a page moves or goes away, the headers of its app follow so navigation keeps working.
 */

type PageLink = { linkType?: unknown; pageId?: unknown; pageSlug?: unknown };

function pointsAt(item: PageLink, page: { id: string; slug: string }): boolean {
  if (item.linkType !== 'page') return false;
  return item.pageId ? item.pageId === page.id : item.pageSlug === page.slug;
}

function navigationItems(settings: Record<string, unknown>): PageLink[] | null {
  const items = settings['navigationItems'];
  return Array.isArray(items) ? (items as PageLink[]) : null;
}

/** Header settings whose links to the page carry its new slug; null when nothing changes. */
export function withPageSlugChanged(
  settings: Record<string, unknown>,
  page: { id: string; oldSlug: string; newSlug: string },
): Record<string, unknown> | null {
  const items = navigationItems(settings);
  const target = { id: page.id, slug: page.oldSlug };
  if (!items?.some((item) => pointsAt(item, target))) return null;
  return {
    ...settings,
    navigationItems: items.map((item) =>
      pointsAt(item, target) ? { ...item, pageId: page.id, pageSlug: page.newSlug } : item,
    ),
  };
}

/** Header settings without the links to a deleted page; null when nothing changes. */
export function withoutPageLinks(
  settings: Record<string, unknown>,
  page: { id: string; slug: string },
): Record<string, unknown> | null {
  const items = navigationItems(settings);
  if (!items?.some((item) => pointsAt(item, page))) return null;
  return { ...settings, navigationItems: items.filter((item) => !pointsAt(item, page)) };
}
