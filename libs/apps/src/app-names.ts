/** Subdomain labels kept for the product itself: an app there would shadow a service host. */
export const RESERVED_APP_NAMES = [
  'www',
  'admin',
  'api',
  'dashboard',
  'app',
  'mail',
  'static',
  'assets',
  'docs',
] as const;

const reserved = new Set<string>(RESERVED_APP_NAMES);

export function isReservedAppName(name: string): boolean {
  return reserved.has(name.toLowerCase());
}

/** Where an app is served: its name as the first label of the dashboard host, same protocol. */
export function appUrl(name: string, baseUrl: string, dashboardHost: string): string {
  return `${new URL(baseUrl).protocol}//${name}.${dashboardHost}`;
}
