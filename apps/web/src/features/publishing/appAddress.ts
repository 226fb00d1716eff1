import { dashboardUrl } from '../viewer/dashboardLinks.js';

type Where = Pick<Location, 'protocol' | 'host'>;

/**
 * The address an app is served at: its name as the first label of the dashboard host
 * (`https://{label}.{dashboard host}`), with the dashboard's scheme and port.
 */
export function appAddress(label: string, dashboardHost: string | undefined, where: Where): string {
  const base = new URL(dashboardUrl(dashboardHost, '/', where));
  return `${base.protocol}//${label.trim().toLowerCase()}.${base.host}`;
}

/**
 * Where to send an owner after the app was renamed: the editor session only holds on the old host,
 * so a one-time hand-off token (issued before the rename) opens the same page on the new one.
 */
export function handoffAddress(address: string, path: string, token: string): string {
  return `${address}${path || '/'}?token=${encodeURIComponent(token)}`;
}
