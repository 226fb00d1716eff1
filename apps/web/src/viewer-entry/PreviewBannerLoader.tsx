import { PreviewBanner } from '../features/multipage/PreviewBanner.js';
import { useGetPublicSettingQuery } from '../shell/settingsApi.js';

/** The template preview banner, which needs the dashboard's host for its links. */
export default function PreviewBannerLoader({ appName }: { appName: string }) {
  const { data: dashboardHost = '' } = useGetPublicSettingQuery('DASHBOARD_HOST');
  return <PreviewBanner appName={appName} dashboardHost={dashboardHost} />;
}
