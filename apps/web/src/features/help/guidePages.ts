/** The owners' guide, written in docs/guide and built into the app (its text, by file). */
const GUIDE_FILES = import.meta.glob<string>('../../../../../docs/guide/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The guide's pages in reading order, by file name. */
const ORDER = ['getting-started', 'data', 'blocks', 'editing', 'forms', 'publishing', 'account'];

/** A page of the owners' guide (docs/guide), as the help screen lists and shows it. */
export type GuidePage = { slug: string; title: string; markdown: string };

/** The page's title: its first heading. */
function titleOf(markdown: string): string {
  return /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? 'Help';
}

/** The guide's pages in reading order, then any others; the first is the help screen's home. */
export const GUIDE_PAGES: readonly GuidePage[] = Object.entries(GUIDE_FILES)
  .map(([path, markdown]) => {
    const slug = /([^/]+)\.md$/.exec(path)?.[1] ?? path;
    return { slug, title: titleOf(markdown), markdown };
  })
  .sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));

function rank(slug: string): number {
  const index = ORDER.indexOf(slug);
  return index < 0 ? ORDER.length : index;
}

/** The page at this slug; the first page when there is none (or no such page). */
export function guidePage(slug: string | undefined): GuidePage {
  return GUIDE_PAGES.find((page) => page.slug === slug) ?? GUIDE_PAGES[0]!;
}
