import { appNameFromHost } from '@tessera/domain';
import { Navigate, useParams } from 'react-router';
import { Loading } from '../../shell/ui/Loading.js';
import { useGetPublicSettingQuery } from '../../shell/settingsApi.js';
import { BoardRoute } from '../board/BoardRoute.js';
import { MultipageRoute } from '../editor/multipage/MultipageRoute.js';

export { default as BoardWorkspaceRoute } from '../board/BoardWorkspaceRoute.js';

/**
 * `/` and `/{board_slug}`: on an app's own host the page of that multi-page app (the path is the
 * page slug); on the dashboard host a board, and `/` goes to the dashboard.
 */
export default function ViewerRoute() {
  const { boardSlug = '' } = useParams();
  const { data: dashboardHost, isLoading, isError } = useGetPublicSettingQuery('DASHBOARD_HOST');
  if (isLoading) return <Loading fullScreen />;
  // Without the setting the page is taken to be on the dashboard host.
  const appName = appNameFromHost(
    window.location.host,
    isError ? window.location.host : (dashboardHost ?? ''),
  );
  if (appName)
    return (
      <MultipageRoute appName={appName} pageSlug={boardSlug} dashboardHost={dashboardHost ?? ''} />
    );
  if (!boardSlug) return <Navigate to="/dashboard" replace />;
  return <BoardRoute slug={boardSlug} />;
}
