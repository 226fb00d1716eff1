import { useEffect, type RefObject } from 'react';

/** The parts of the Network Information API that decide whether to prefetch. */
export type ConnectionInfo = { saveData?: boolean; effectiveType?: string };

/** Links are prefetched except offline, on 2g connections or with data saver on (publishing §1). */
export function canPrefetch(online: boolean, connection: ConnectionInfo | undefined): boolean {
  if (!online || connection?.saveData) return false;
  return !connection?.effectiveType?.includes('2g');
}

let prefetched = false;

/** Once per visit, when the browser is idle, loads the code of the pages these links lead to. */
export function usePrefetchPages(pages: readonly (() => Promise<unknown>)[]) {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
    if (prefetched || !canPrefetch(navigator.onLine, connection)) return;
    prefetched = true;
    const prefetch = () => {
      // A failed prefetch only means the page loads on first visit instead.
      for (const load of pages) load().catch(() => undefined);
    };
    if ('requestIdleCallback' in window) window.requestIdleCallback(prefetch, { timeout: 5000 });
    else setTimeout(prefetch, 2000);
  }, [pages]);
}

/** Links of the published app worth reading ahead: pages of this site, not the API or files. */
export function prefetchablePagePath(
  href: string,
  current: { origin: string; pathname: string },
): string | null {
  let url: URL;
  try {
    url = new URL(href, current.origin);
  } catch {
    return null;
  }
  if (url.origin !== current.origin || url.pathname === current.pathname) return null;
  if (/^\/(api|v3|assets)(\/|$)/.test(url.pathname) || /\.[a-z0-9]+$/i.test(url.pathname))
    return null;
  return `${url.pathname}${url.search}`;
}

/** Pages shown in a navigation bar are read ahead once visible, at most this many per page. */
const MAX_VISIBLE_PREFETCHES = 6;
const prefetchedPages = new Set<string>();

function connectionAllowsPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: ConnectionInfo }).connection;
  return canPrefetch(navigator.onLine, connection);
}

/**
 * Reads a page of the app ahead (its HTML, which carries the page and its first rows): the offline
 * worker keeps it, so following the link is quick and works offline later. Once per address.
 */
export function prefetchPage(path: string): void {
  if (prefetchedPages.has(path) || !connectionAllowsPrefetch()) return;
  prefetchedPages.add(path);
  fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'text/html', 'X-Tessera-Prefetch': '1' },
  }).catch(() => prefetchedPages.delete(path));
}

/**
 * Prefetches the app pages linked inside `container`: on hover, focus or touch of a link, and the
 * links of navigation bars once they are visible (when the browser is idle). Skipped offline, on
 * 2g and with data saver (publishing §1).
 */
export function usePrefetchPageLinks(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const pathOf = (anchor: HTMLAnchorElement) =>
      anchor.target === '_blank' ? null : prefetchablePagePath(anchor.href, window.location);
    const onIntent = (event: Event) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const path = anchor instanceof HTMLAnchorElement ? pathOf(anchor) : null;
      if (path) prefetchPage(path);
    };
    root.addEventListener('pointerover', onIntent);
    root.addEventListener('focusin', onIntent);
    root.addEventListener('touchstart', onIntent, { passive: true });

    let observer: IntersectionObserver | null = null;
    if ('IntersectionObserver' in window) {
      const seen = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting || !(entry.target instanceof HTMLAnchorElement)) continue;
          seen.unobserve(entry.target);
          const path = pathOf(entry.target);
          if (path) whenIdle(() => prefetchPage(path));
        }
      });
      observer = seen;
      const links = [...root.querySelectorAll<HTMLAnchorElement>('nav a[href]')];
      for (const link of links.slice(0, MAX_VISIBLE_PREFETCHES)) seen.observe(link);
    }
    return () => {
      root.removeEventListener('pointerover', onIntent);
      root.removeEventListener('focusin', onIntent);
      root.removeEventListener('touchstart', onIntent);
      observer?.disconnect();
    };
  }, [container]);
}

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 2000);
}
