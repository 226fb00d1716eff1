/** The path of an app page from its slug; the home page (no slug, or "/") is "/". */
export function pagePath(slug: string): string {
  const trimmed = slug.trim().replace(/^\/+/, '');
  return trimmed ? `/${trimmed}` : '/';
}

/** A header or footer link target as an anchor needs it. */
export type LinkTarget = { href: string; external: boolean; newTab: boolean; pageName?: string };

export function linkTargetOf(
  link: {
    linkType: 'page' | 'external';
    pageSlug: string;
    pageId: string;
    url: string;
    openInNewTab: boolean;
  },
  pages: readonly { id: string; page_name: string; page_slug: string }[],
): LinkTarget {
  if (link.linkType === 'external') {
    return { href: link.url, external: true, newTab: link.openInNewTab };
  }
  const page =
    pages.find((candidate) => link.pageId && candidate.id === link.pageId) ??
    pages.find((candidate) => pagePath(candidate.page_slug) === pagePath(link.pageSlug));
  return {
    href: pagePath(page ? page.page_slug : link.pageSlug),
    external: false,
    newTab: link.openInNewTab,
    ...(page ? { pageName: page.page_name } : {}),
  };
}
