/**
 * The subdomain an app's title suggests ("Shop Catalogue!" is shop-catalogue): lowercase ASCII
 * letters and digits, words joined by single hyphens, at most 63 characters (a DNS label), and
 * never only digits (such a label names no app).
 */
export function subdomainFromTitle(title: string): string {
  const label = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 63)
    .replace(/-+$/, '');
  return /^\d+$/.test(label) ? `app-${label}`.slice(0, 63) : label;
}
