import { useCallback, useMemo, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { NavigationContext, type NavigateOptions } from './navigation.js';

/** The full app's navigation: React Router's location and navigate (see AppNavigation). */
export function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname, search, hash } = useLocation();
  const routerNavigate = useNavigate();
  const navigate = useCallback(
    (to: string, options?: NavigateOptions) => void routerNavigate(to, options),
    [routerNavigate],
  );
  const value = useMemo(
    () => ({ location: { pathname, search, hash }, navigate }),
    [pathname, search, hash, navigate],
  );
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
