/** A DNS label holds at most 63 characters. */
const MAX_LABEL = 63;

/**
 * The subdomain label a title suggests ("Bakery Orders!" is bakery-orders): lowercase ASCII
 * letters and digits, words joined by single hyphens, accents dropped ("é" is "e"), at most
 * `maxLength` characters; a title of digits only gets an "app-" before them (such a label names
 * no app), and one without letters or digits gives "".
 */
export function subdomainFromTitle(title: string, maxLength = MAX_LABEL): string {
  const label = title
    .normalize('NFKD')
    // Accents as separate marks after NFKD: dropped, so "é" becomes "e".
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return /^\d+$/.test(label) ? `app-${label}`.slice(0, MAX_LABEL) : label;
}
