import { MESSAGES } from '../messages/messages.js';

/** "my-orders" -> "My Orders". */
export function prettifySlug(slug: string): string {
  let decoded = slug;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    // A malformed escape is shown as written.
  }
  return decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * The name of a page for breadcrumbs: the matching navigation item's name, else the prettified
 * slug, else the name from the page lookup (GET /api/page/{slug}), else Home.
 */
export function pageNameFor(
  slug: string | null | undefined,
  navigationItems: readonly { name: string; pageSlug?: string | null }[],
  lookedUpName?: string | null,
): string {
  const cleanSlug = (slug ?? '').replace(/^\/+|\/+$/g, '');
  const item = navigationItems.find(
    (candidate) => (candidate.pageSlug ?? '').replace(/^\/+|\/+$/g, '') === cleanSlug,
  );
  if (item?.name.trim()) return item.name.trim();
  const pretty = prettifySlug(cleanSlug);
  if (pretty) return pretty;
  return lookedUpName?.trim() || MESSAGES.home;
}
