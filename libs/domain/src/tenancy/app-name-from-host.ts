/** "Demo.LocalHost:3000" or "http://demo.localhost:3000/x" -> "demo.localhost". */
export function hostnameOf(host: string): string {
  const withoutScheme = host
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '');
  const authority = withoutScheme.split('/')[0] ?? '';
  // Bracketed IPv6 literals keep their colons; otherwise everything after ':' is the port.
  if (authority.startsWith('[')) return authority.slice(0, authority.indexOf(']') + 1);
  return (authority.split(':')[0] ?? '').replace(/\.$/, '');
}

/**
 * The multi-page app a request is for (editor-viewer-shell §2.2, subdomain rule): the first label of
 * the host when the host is a subdomain of the dashboard host. Ports are ignored, so the rule holds
 * behind proxies that rewrite them. `www` and all-digit labels, and the dashboard host itself,
 * resolve no app.
 */
export function appNameFromHost(host: string, dashboardHost: string): string | null {
  return appNameFromHostname(hostnameOf(host), hostnameOf(dashboardHost));
}

/** appNameFromHost on hostnames already read from their hosts (see hostnameOf). */
export function appNameFromHostname(hostname: string, dashboardHostname: string): string | null {
  if (!hostname || !dashboardHostname || !hostname.endsWith(`.${dashboardHostname}`)) return null;
  const subdomain = hostname.slice(0, -(dashboardHostname.length + 1));
  const label = subdomain.split('.')[0] ?? '';
  if (!/^[a-z0-9-]+$/.test(label) || label === 'www' || /^\d+$/.test(label)) return null;
  return label;
}
