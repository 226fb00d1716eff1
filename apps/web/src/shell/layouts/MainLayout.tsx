import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { DASHBOARD_PAGES } from '../../app/dashboardPages.js';
import { usePrefetchPages } from '../prefetch.js';
import { useGetPublicSettingQuery } from '../settingsApi.js';
import { Loading } from '../ui/Loading.js';
import { dashboardHostRedirect } from './dashboardHost.js';
import { MainHeader } from './MainHeader.js';
import styles from './MainLayout.module.css';

/**
 * Main layout (§2.2): a header with a navigation bar plus the page content. Dashboard pages live
 * on the dashboard host only, so on another host the same path opens there.
 */
const dashboardPageLoads = Object.values(DASHBOARD_PAGES);

export function MainLayout() {
  const location = useLocation();
  usePrefetchPages(dashboardPageLoads);
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  const redirect = dashboardHost
    ? dashboardHostRedirect(
        {
          host: window.location.host,
          protocol: window.location.protocol,
          pathname: location.pathname,
          search: location.search,
          hash: location.hash,
        },
        dashboardHost,
      )
    : null;

  useEffect(() => {
    if (redirect) window.location.replace(redirect);
  }, [redirect]);

  if (redirect) return <Loading fullScreen message="Opening the dashboard..." />;
  return (
    <div className={styles.layout}>
      <MainHeader />
      <main className={styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
