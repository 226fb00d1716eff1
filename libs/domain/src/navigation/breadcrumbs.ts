import { MESSAGES } from '../messages/messages.js';
import { HOME_PATH, type Breadcrumb, type NavigationHistoryEntry } from './navigation-history.js';

/**
 * The breadcrumbs of the current page: Home, then the visited pages, ending with the current
 * one (active). With no history they are Home plus the current page.
 */
export function breadcrumbsFor(
  history: readonly NavigationHistoryEntry[],
  current: { path: string; url: string },
  pageName: string,
): Breadcrumb[] {
  const home: Breadcrumb = {
    name: MESSAGES.home,
    url: HOME_PATH,
    path: HOME_PATH,
    isActive: current.path === HOME_PATH,
  };
  if (current.path === HOME_PATH) return [home];
  const trail = history.filter((visited) => visited.path !== HOME_PATH);
  const currentIndex = trail.findIndex((visited) => visited.path === current.path);
  const visited = currentIndex === -1 ? trail : trail.slice(0, currentIndex);
  return [
    home,
    ...visited.map(({ name, url, path }) => ({ name, url, path, isActive: false })),
    { name: pageName, url: current.url, path: current.path, isActive: true },
  ];
}
