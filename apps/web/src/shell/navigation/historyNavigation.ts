import type { AppLocation, NavigateOptions } from './navigation.js';

/** The parts of `window` the history navigation uses (a test passes its own). */
export type HistoryWindow = {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'href' | 'origin' | 'assign'>;
  history: Pick<History, 'pushState' | 'replaceState' | 'state'>;
  addEventListener(type: 'popstate', listener: () => void): void;
};

/** A navigation over the browser's history, for a React tree to subscribe to (useSyncExternalStore). */
export type HistoryNavigation = {
  subscribe: (listener: () => void) => () => void;
  /** The current location; the same object until it changes. */
  location: () => AppLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
};

/**
 * Navigation with the browser's history alone (the published viewer has no router): `navigate`
 * pushes (or replaces) an address of this origin and tells the subscribers; Back and Forward
 * (popstate) do too. Going to the address shown replaces it, as a router's link does; an address
 * of another origin is loaded as a new document.
 */
export function createHistoryNavigation(win: HistoryWindow): HistoryNavigation {
  const listeners = new Set<() => void>();
  const read = (): AppLocation => ({
    pathname: win.location.pathname,
    search: win.location.search,
    hash: win.location.hash,
  });
  let current = read();
  const changed = () => {
    const next = read();
    if (
      next.pathname === current.pathname &&
      next.search === current.search &&
      next.hash === current.hash
    )
      return;
    current = next;
    for (const listener of listeners) listener();
  };
  win.addEventListener('popstate', changed);
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    location: () => current,
    navigate(to, { replace = false } = {}) {
      const url = new URL(to, win.location.href);
      if (url.origin !== win.location.origin) {
        win.location.assign(url.href);
        return;
      }
      const address = `${url.pathname}${url.search}${url.hash}`;
      // Going where one already is adds no entry that Back would have to step over.
      const here = `${current.pathname}${current.search}${current.hash}`;
      if (replace || address === here) win.history.replaceState(win.history.state, '', address);
      else win.history.pushState(null, '', address);
      changed();
    },
  };
}
