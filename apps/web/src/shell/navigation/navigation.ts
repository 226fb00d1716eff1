import { createContext, use } from 'react';

/** Where the visitor is: the address bar's path, query (with its `?`) and fragment (with `#`). */
export type AppLocation = { pathname: string; search: string; hash: string };

export type NavigateOptions = { replace?: boolean };

/**
 * Moving between the screens of one document, the same for the full app (React Router) and the
 * published viewer (the browser's history alone, so its visitors never download a router): the
 * components both draw (a page's blocks, app sign-in, the preview banner) use only this.
 */
export type AppNavigation = {
  location: AppLocation;
  navigate: (to: string, options?: NavigateOptions) => void;
};

export const NavigationContext = createContext<AppNavigation | null>(null);

/** The navigation of the app drawing this component (its provider is at the app's root). */
export function useAppNavigation(): AppNavigation {
  const navigation = use(NavigationContext);
  if (!navigation) throw new Error('useAppNavigation is used outside a NavigationContext.');
  return navigation;
}

export const useAppLocation = (): AppLocation => useAppNavigation().location;

export const useAppNavigate = (): AppNavigation['navigate'] => useAppNavigation().navigate;

/** The location of an address (path, query, fragment), read against `base` when relative. */
export function locationOf(address: string, base = 'http://localhost'): AppLocation {
  const url = new URL(address, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}
