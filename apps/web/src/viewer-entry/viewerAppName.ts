import { appNameFromHost } from '@tessera/domain';

/**
 * The app a published page's host names: its label under DASHBOARD_HOST (editor-viewer-shell §2.2).
 * None on a custom domain, on `www` or all-digit labels, and until the setting is known: the server
 * resolved the host already, so the page loads without it.
 */
export function viewerAppName(host: string, dashboardHost: string | undefined): string | null {
  return dashboardHost ? appNameFromHost(host, dashboardHost) : null;
}
