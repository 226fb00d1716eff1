import { Outlet } from 'react-router';
import { AccountRequiredCard } from '../../features/accountRequired/AccountRequiredCard.js';
import { LiveChatLoader } from '../../features/liveChat/LiveChatLoader.js';
import { NavigationProgress } from '../../features/shell/NavigationProgress.js';
import { OfflineBanner } from '../../features/shell/OfflineBanner.js';
import { ToastArea } from '../../features/toasts/ToastArea.js';
import { RouterNavigation } from '../navigation/RouterNavigation.js';

/**
 * Default layout (§2.2): the toast area plus the page content; every route renders inside it, with
 * the router's navigation given to the components the published viewer draws too.
 */
export function DefaultLayout() {
  return (
    <RouterNavigation>
      <NavigationProgress />
      <ToastArea />
      <AccountRequiredCard />
      <OfflineBanner />
      <LiveChatLoader />
      <Outlet />
    </RouterNavigation>
  );
}
