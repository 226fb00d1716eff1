/**
 * Header navigation items point at pages by id and slug (editor-viewer-shell §3, header block).
 * When a page moves or goes away, the headers of its app follow so navigation keeps working.
 */

type PageLink = { name?: unknown; linkType?: unknown; pageId?: unknown; pageSlug?: unknown };

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

/** The most navigation items a header holds (header-settings.ts). */
const MAX_NAVIGATION_ITEMS = 30;

/**
 * Header settings with a link to a new page at the end of the navigation; null when the header
 * already links to it or is full. Owners hide a page by removing its link, and move links around.
 */
export function withPageLinkAdded(
  settings: Record<string, unknown>,
  page: { id: string; name: string; slug: string },
): Record<string, unknown> | null {
  const items = navigationItems(settings) ?? [];
  if (items.length >= MAX_NAVIGATION_ITEMS || items.some((item) => pointsAt(item, page))) {
    return null;
  }
  const link = {
    name: page.name,
    linkType: 'page',
    pageId: page.id,
    pageSlug: page.slug,
    url: '',
    active: false,
    openInNewTab: false,
  };
  return { ...settings, navigationItems: [...items, link] };
}

/** Header settings whose links named after the page take its new name; null when none did. */
export function withPageRenamed(
  settings: Record<string, unknown>,
  page: { id: string; slug: string; oldName: string; newName: string },
): Record<string, unknown> | null {
  const items = navigationItems(settings);
  const named = (item: PageLink) => pointsAt(item, page) && item.name === page.oldName;
  if (!items?.some(named)) return null;
  return {
    ...settings,
    navigationItems: items.map((item) => (named(item) ? { ...item, name: page.newName } : item)),
  };
}

/**
 * Header settings whose page links follow the pages' new order, when they followed the old one
 * (a header whose links the owner arranged otherwise keeps that order). Each page link keeps a
 * slot among the page links; external links stay where they are. Null when nothing moves.
 */
export function withPagesInOrder(
  settings: Record<string, unknown>,
  order: {
    before: readonly { id: string; slug: string }[];
    after: readonly { id: string; slug: string }[];
  },
): Record<string, unknown> | null {
  const items = navigationItems(settings);
  if (!items) return null;
  const rankIn = (pages: readonly { id: string; slug: string }[]) => (item: PageLink) =>
    pages.findIndex((page) => pointsAt(item, page));
  const before = rankIn(order.before);
  const after = rankIn(order.after);
  const slots = items.flatMap((item, index) => (before(item) >= 0 ? [index] : []));
  const links = slots.map((slot) => items[slot]!);
  const followedOrder = links.every(
    (item, index) => index === 0 || before(links[index - 1]!) <= before(item),
  );
  if (!followedOrder) return null;
  // Array#sort is stable: links to one page keep their order.
  const sorted = [...links].sort((a, b) => after(a) - after(b));
  if (sorted.every((item, index) => item === links[index])) return null;
  const next = [...items];
  slots.forEach((slot, index) => (next[slot] = sorted[index]!));
  return { ...settings, navigationItems: next };
}
