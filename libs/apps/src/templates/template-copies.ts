/** The longest base of a generated name: a DNS label is at most 63, and a suffix follows. */
const MAX_BASE = 40;

/**
 * A subdomain label made from a title: lowercase letters, digits and single hyphens, never empty
 * and never only digits ("Bakery Orders!" -> "bakery-orders").
 */
export function appNameFrom(title: string): string {
  const label = title
    .normalize('NFKD')
    // Accents as separate marks after NFKD: dropped, so "é" becomes "e".
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_BASE)
    .replace(/-+$/, '');
  return label === '' || /^\d+$/.test(label) ? `app-${label}`.replace(/-$/, '') : label;
}

/**
 * The settings with every string that is one of the old ids replaced by its new id, at any depth:
 * a header's navigation, a button's page link. Ids are UUIDs, so no other text equals one.
 */
export function withIdsReplaced(
  settings: Record<string, unknown>,
  ids: ReadonlyMap<string, string>,
): Record<string, unknown> {
  const replace = (value: unknown): unknown => {
    if (typeof value === 'string') return ids.get(value) ?? value;
    if (Array.isArray(value)) return value.map(replace);
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item)]));
    return value;
  };
  return replace(settings) as Record<string, unknown>;
}
