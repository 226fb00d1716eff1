import { useEffect } from 'react';

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
