type PageLocation = Pick<Location, 'host' | 'protocol' | 'pathname' | 'search' | 'hash'>;

/** The configured dashboard host may be given with or without a scheme. */
function parseDashboardHost(
  value: string,
  fallbackProtocol: string,
): { host: string; protocol: string } | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed.includes('://') ? trimmed : `${fallbackProtocol}//${trimmed}`);
    return url.host ? { host: url.host, protocol: url.protocol } : null;
  } catch {
    return null;
  }
}

/**
 * §2.2 Main layout: when the page is not on the configured dashboard host, the same path on that
 * host; otherwise null.
 */
export function dashboardHostRedirect(
  location: PageLocation,
  dashboardHost: string,
): string | null {
  const target = parseDashboardHost(dashboardHost, location.protocol);
  if (!target || target.host.toLowerCase() === location.host.toLowerCase()) return null;
  return `${target.protocol}//${target.host}${location.pathname}${location.search}${location.hash}`;
}
