/**
 * An absolute address on the dashboard host (e.g. /dashboard/accountbilling), from the configured
 * DASHBOARD_HOST ("localhost:3000" or "https://tessera.example"); the current origin when it is not
 * known yet.
 */
export function dashboardUrl(
  dashboardHost: string | undefined,
  path: string,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const trimmed = (dashboardHost ?? '').trim();
  if (!trimmed) return `${location.protocol}//${location.host}${path}`;
  try {
    const base = new URL(trimmed.includes('://') ? trimmed : `${location.protocol}//${trimmed}`);
    return `${base.protocol}//${base.host}${path}`;
  } catch {
    return `${location.protocol}//${location.host}${path}`;
  }
}
