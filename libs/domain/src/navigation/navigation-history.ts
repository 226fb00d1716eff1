/** A visited page of a multi-page app (editor-viewer-shell §3). `timestamp` is epoch ms. */
export type NavigationHistoryEntry = { name: string; url: string; path: string; timestamp: number };

export type Breadcrumb = { name: string; url: string; path: string; isActive: boolean };

export const HOME_PATH = '/';

/**
 * Records a visit. History is deduplicated by path: revisiting a page already in the trail goes
 * back to it (the entries after it are dropped) rather than listing it twice.
 */
export function pushHistory(
  history: readonly NavigationHistoryEntry[],
  entry: NavigationHistoryEntry,
): NavigationHistoryEntry[] {
  const existing = history.findIndex((visited) => visited.path === entry.path);
  return existing === -1 ? [...history, entry] : [...history.slice(0, existing), entry];
}

/** Choosing a header navigation item starts a new trail (the caller also drops the stored one). */
export function onHeaderNavigation(): {
  navigationHistory: NavigationHistoryEntry[];
  breadcrumbs: Breadcrumb[];
} {
  return { navigationHistory: [], breadcrumbs: [] };
}

/** Choosing a breadcrumb trims the history after it; choosing '/' clears it. */
export function onBreadcrumbSelected(
  history: readonly NavigationHistoryEntry[],
  path: string,
): NavigationHistoryEntry[] {
  if (path === HOME_PATH) return [];
  const index = history.findIndex((visited) => visited.path === path);
  return index === -1 ? [...history] : history.slice(0, index + 1);
}
