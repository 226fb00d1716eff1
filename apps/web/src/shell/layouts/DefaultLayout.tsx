import { Outlet } from 'react-router';
import { AccountRequiredCard } from '../../features/accountRequired/AccountRequiredCard.js';
import { LiveChatLoader } from '../../features/liveChat/LiveChatLoader.js';
import { NavigationProgress } from '../../features/shell/NavigationProgress.js';
import { OfflineBanner } from '../../features/shell/OfflineBanner.js';
import { ToastArea } from '../../features/toasts/ToastArea.js';

/** Default layout (§2.2): the toast area plus the page content; every route renders inside it. */
export function DefaultLayout() {
  return (
    <>
      <NavigationProgress />
      <ToastArea />
      <AccountRequiredCard />
      <OfflineBanner />
      <LiveChatLoader />
      <Outlet />
    </>
  );
}
