/**
 * Subdomain labels kept for the product itself: an app there would shadow a service host, or pass
 * for one (a "login" or "billing" app could phish owners). Checked when an app is created or renamed.
 */
export const RESERVED_APP_NAMES = [
  // The product's own hosts.
  'www',
  'admin',
  'api',
  'dashboard',
  'app',
  'mail',
  'static',
  'assets',
  'docs',
  'cdn',
  'media',
  'files',
  'status',
  // Pages an owner signs in or pays on.
  'auth',
  'login',
  'signin',
  'signup',
  'register',
  'account',
  'accounts',
  'billing',
  'payments',
  'checkout',
  // Help and news.
  'help',
  'support',
  'blog',
  'news',
  'marketplace',
  'templates',
  // Infrastructure names.
  'ftp',
  'smtp',
  'imap',
  'pop',
  'pop3',
  'mx',
  'ns',
  'ns1',
  'ns2',
  'ns3',
  'ns4',
  'dns',
  'vpn',
  'webmail',
  'autodiscover',
  'autoconfig',
  'localhost',
  'test',
  'staging',
  'dev',
] as const;

const reserved = new Set<string>(RESERVED_APP_NAMES);

export function isReservedAppName(name: string): boolean {
  return reserved.has(name.toLowerCase());
}

/** Where an app is served: its name as the first label of the dashboard host, same protocol. */
export function appUrl(name: string, baseUrl: string, dashboardHost: string): string {
  return `${new URL(baseUrl).protocol}//${name}.${dashboardHost}`;
}
