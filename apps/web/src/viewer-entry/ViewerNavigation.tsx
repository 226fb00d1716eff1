import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { HistoryNavigation } from '../shell/navigation/historyNavigation.js';
import { NavigationContext } from '../shell/navigation/navigation.js';

/** Gives the viewer's components the browser history's navigation, redrawn as the address changes. */
export function ViewerNavigation({
  history,
  children,
}: {
  history: HistoryNavigation;
  children: ReactNode;
}) {
  const location = useSyncExternalStore(history.subscribe, history.location, history.location);
  const value = useMemo(() => ({ location, navigate: history.navigate }), [location, history]);
  return <NavigationContext value={value}>{children}</NavigationContext>;
}
