import { useGetPublicSettingQuery } from '../shell/settingsApi.js';
import { viewerAppName } from './viewerAppName.js';

/** The app this published page's host names, once DASHBOARD_HOST is known (else null). */
export function useViewerAppName(): string | null {
  const { data: dashboardHost } = useGetPublicSettingQuery('DASHBOARD_HOST');
  // Drawn on the server before the setting is known, like the browser's first render.
  if (typeof window === 'undefined') return null;
  return viewerAppName(window.location.host, dashboardHost);
}
